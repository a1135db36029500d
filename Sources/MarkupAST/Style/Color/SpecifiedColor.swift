/// A colour as it was written, when it was written in a space other than sRGB: the space
/// and its three components in that space's own units.
///
/// Components are the values after parsing (percentages resolved to numbers as CSS Color 4
/// defines, `none` as 0, lightness and chroma clamped as CSS clamps them), before any
/// conversion or gamut mapping, in single precision. ``RGBAColor/specified`` carries it
/// beside the sRGB value; the alpha is the ``RGBAColor``'s own (8 bits, as CSS keeps it).
/// Kept to 16 bytes so colours stay small in every parsed style declaration.
///
/// ```swift
/// // color(display-p3 1 0 0)
/// SpecifiedColor(space: .displayP3, components: (1, 0, 0))
/// ```
public struct SpecifiedColor: Hashable, Sendable {
    /// The space the colour was written in.
    public var space: ColorSpace
    /// The first component as CSS writes it (red, or lightness for lab/lch/oklab/oklch, or x).
    public var first: Float
    /// The second component (green, a, chroma, or y).
    public var second: Float
    /// The third component (blue, b, hue in degrees, or z).
    public var third: Float

    /// Creates the original of a colour written in `space`.
    public init(space: ColorSpace, components: (Float, Float, Float)) {
        self.space = space
        (first, second, third) = components
    }

    /// The three components, in the order CSS writes them.
    public var components: [Float] { [first, second, third] }
}
