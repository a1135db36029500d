/// A colour space a CSS colour can be written in (CSS Color 4 §10 predefined spaces, and
/// the spaces of `lab()`, `lch()`, `oklab()`, `oklch()`), named as CSS names it.
///
/// Everything resolves to sRGB (``RGBAColor``); a colour written in any space but `srgb`
/// keeps its original as a ``SpecifiedColor`` so an app on a wide-gamut display can use it.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    /// CIE XYZ relative to the D50 white point.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to the D65 white point (`xyz` in `color()` is this space).
    case xyzD65 = "xyz-d65"
    /// CIE Lab (D50), as `lab()`.
    case lab
    /// CIE LCH (D50), as `lch()`; the hue in degrees.
    case lch
    /// Oklab, as `oklab()`.
    case oklab
    /// Oklch, as `oklch()`; the hue in degrees.
    case oklch
}
