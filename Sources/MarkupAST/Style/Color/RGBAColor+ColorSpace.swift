extension RGBAColor {
    /// The sRGB colour of `components` written in `space` (CSS Color 4 §18 conversions,
    /// §13.2 gamut mapping for colours outside sRGB), with `alpha` (0–1, clamped).
    ///
    /// For any space but `srgb`, ``specified`` keeps the original. Non-finite components
    /// make black (they cannot come from CSS, whose parsers reject them).
    ///
    /// ```swift
    /// RGBAColor(space: .oklch, components: (0.628, 0.2577, 29.23), alpha: 1).hexString  // "#ff0000"
    /// ```
    public init(space: ColorSpace, components: (Double, Double, Double), alpha: Double) {
        var vector = SIMD3(components.0, components.1, components.2)
        if !(vector.x.isFinite && vector.y.isFinite && vector.z.isFinite) { vector = .zero }
        let srgb = GamutMapping.map(ColorConversion.xyzD65(space, vector), to: .srgb)
        self.init(red: Self.byte(srgb.x), green: Self.byte(srgb.y), blue: Self.byte(srgb.z), alpha: Self.byte(alpha))
        if space != .srgb {
            specified = SpecifiedColor(space: space, components: (Float(vector.x), Float(vector.y), Float(vector.z)))
        }
    }

    /// The colour's components in display-p3 (gamma-encoded, 0–1), gamut-mapped as CSS
    /// Color 4 §13.2 maps: for a ``specified`` colour, from the original, so a colour
    /// outside sRGB keeps the width a wide-gamut display can show; else from the sRGB
    /// channels.
    public var displayP3Components: (Double, Double, Double) {
        let xyz: SIMD3<Double>
        if let specified {
            let original = SIMD3(Double(specified.first), Double(specified.second), Double(specified.third))
            xyz = ColorConversion.xyzD65(specified.space, original)
        } else {
            xyz = ColorConversion.xyzD65(.srgb, SIMD3(Double(red), Double(green), Double(blue)) / 255)
        }
        let p3 = GamutMapping.map(xyz, to: .displayP3)
        return (p3.x, p3.y, p3.z)
    }

    /// The alpha as a number 0…1, in its shortest form that maps back to the same byte
    /// (`0.5`, not `0.50196`): two decimals, else three (as CSSOM serializes alpha).
    public var opacity: Double { CSSTextWriter.shortestAlpha(alpha) }

    /// A fraction 0…1 (clamped; infinities clamp too, NaN is 0) as a rounded byte: ½ is
    /// added and the sum truncated, as the value is non-negative.
    static func byte(_ fraction: Double) -> UInt8 {
        let clamped = fraction > 0 ? min(fraction, 1) : 0
        return UInt8(clamped * 255 + 0.5)
    }
}
