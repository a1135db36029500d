/// The sRGB forms: `rgb()`, `hsl()`, `hwb()`, `hsv()`, `gray()` and CMYK resolve to sRGB
/// channels directly, with no colour-space conversion.
extension ColorFunction {
    /// The colour of sRGB channels and alpha, each 0…1 (clamped), rounded to bytes.
    @inline(__always)
    static func srgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> RGBAColor {
        RGBAColor(red: RGBAColor.byte(red), green: RGBAColor.byte(green), blue: RGBAColor.byte(blue), alpha: RGBAColor.byte(alpha))
    }

    /// HSL to sRGB (CSS Color 4 §7.1 `hslToRgb`): hue in degrees [0, 360), saturation and
    /// lightness 0…1; channels 0…1.
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            var k = n + hue / 30
            if k >= 12 { k -= 12 }
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// HSV (HSB) to sRGB through HSL: lightness v(1 − s/2), HSL saturation
    /// (v − l) / min(l, 1 − l).
    static func rgb(hue: Double, saturation: Double, value: Double) -> (Double, Double, Double) {
        let lightness = value * (1 - saturation / 2)
        let smaller = min(lightness, 1 - lightness)
        let hslSaturation = smaller > 0 ? (value - lightness) / smaller : 0
        return rgb(hue: hue, saturation: hslSaturation, lightness: lightness)
    }

    /// The angle in [0, 360). Past ±10^15 degrees a `Double` no longer holds the angle to
    /// the degree, and the hue is taken as 0; a non-finite angle is 0 too.
    static func normalizedHue(_ degrees: Double) -> Double {
        guard abs(degrees) < 1e15 else { return 0 }
        var hue = degrees - Double(Int(degrees / 360)) * 360
        if hue < 0 { hue += 360 }
        return hue >= 360 ? hue - 360 : hue
    }
}
