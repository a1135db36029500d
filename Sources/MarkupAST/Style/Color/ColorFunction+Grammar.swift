/// The argument grammar of every ``ColorFunction`` and its conversion to sRGB.
extension ColorFunction {
    /// The colour of the function's arguments (everything between the parentheses).
    ///
    /// Modern syntax: channels separated by spaces, `none` allowed, then optionally `/ alpha`.
    /// Legacy syntax (only where ``allowsLegacySyntax``): channels and alpha separated by
    /// commas, no `none`. Channel types and scales follow CSS Color 4 for each function
    /// (`lab()` a/b: 100% = 125; `oklch()` chroma: 100% = 0.4…); lineage functions take
    /// numbers 0–255 (or, for `device-cmyk()`, 0–1) or percentages. Alpha is a number 0–1 or
    /// a percentage, clamped.
    public func evaluate(_ arguments: UnsafeBufferPointer<ColorComponent>) throws(ColorSyntaxError) -> RGBAColor {
        if arguments.first == .from { throw .unsupported("relative colour syntax") }
        var space = ColorSpace.srgb
        var start = 0
        if self == .color {
            guard case .colorSpace(let named)? = arguments.first else { throw .invalid }
            space = named
            start = 1
        }
        let parsed = try ColorArguments(UnsafeBufferPointer(rebasing: arguments[start...]), channelCount: channelCount,
                                        allowsLegacy: allowsLegacySyntax)
        let alpha = try parsed.alpha.map { component throws(ColorSyntaxError) in try Self.alpha(component) } ?? 1
        let channel = parsed.channel
        switch self {
        case .rgb:
            if parsed.isLegacy && !(parsed.allNumbers || parsed.allPercentages) { throw .invalid }
            let red = try Self.fraction(channel(0), numberScale: 255)
            let green = try Self.fraction(channel(1), numberScale: 255)
            let blue = try Self.fraction(channel(2), numberScale: 255)
            return Self.srgb(red, green, blue, alpha)
        case .hsl, .hsv:
            let hue = try Self.hue(channel(0))
            let saturation = try Self.percent(channel(1), legacy: parsed.isLegacy) / 100
            let third = try Self.percent(channel(2), legacy: parsed.isLegacy) / 100
            let (red, green, blue) = self == .hsl
                ? Self.rgb(hue: hue, saturation: saturation, lightness: third)
                : Self.rgb(hue: hue, saturation: saturation, value: third)
            return Self.srgb(red, green, blue, alpha)
        case .hwb:
            let hue = try Self.hue(channel(0))
            let white = try Self.percent(channel(1), legacy: false) / 100
            let black = try Self.percent(channel(2), legacy: false) / 100
            if white + black >= 1 {
                let gray = white / (white + black)
                return Self.srgb(gray, gray, gray, alpha)
            }
            let (red, green, blue) = Self.rgb(hue: hue, saturation: 1, lightness: 0.5)
            let scale = 1 - white - black
            return Self.srgb(red * scale + white, green * scale + white, blue * scale + white, alpha)
        case .lab, .lch:
            let lightness = min(max(try Self.scaled(channel(0), percentScale: 100), 0), 100)
            if self == .lab {
                let a = try Self.scaled(channel(1), percentScale: 125)
                let b = try Self.scaled(channel(2), percentScale: 125)
                return RGBAColor(space: .lab, components: (lightness, a, b), alpha: alpha)
            }
            let chroma = max(try Self.scaled(channel(1), percentScale: 150), 0)
            return RGBAColor(space: .lch, components: (lightness, chroma, try Self.hue(channel(2))), alpha: alpha)
        case .oklab, .oklch:
            let lightness = min(max(try Self.scaled(channel(0), percentScale: 1), 0), 1)
            if self == .oklab {
                let a = try Self.scaled(channel(1), percentScale: 0.4)
                let b = try Self.scaled(channel(2), percentScale: 0.4)
                return RGBAColor(space: .oklab, components: (lightness, a, b), alpha: alpha)
            }
            let chroma = max(try Self.scaled(channel(1), percentScale: 0.4), 0)
            return RGBAColor(space: .oklch, components: (lightness, chroma, try Self.hue(channel(2))), alpha: alpha)
        case .color:
            let first = try Self.scaled(channel(0), percentScale: 1)
            let second = try Self.scaled(channel(1), percentScale: 1)
            let third = try Self.scaled(channel(2), percentScale: 1)
            return RGBAColor(space: space, components: (first, second, third), alpha: alpha)
        case .displayP3:
            let red = try Self.fraction(channel(0), numberScale: 255)
            let green = try Self.fraction(channel(1), numberScale: 255)
            let blue = try Self.fraction(channel(2), numberScale: 255)
            return RGBAColor(space: .displayP3, components: (red, green, blue), alpha: alpha)
        case .gray:
            let white = try Self.fraction(channel(0), numberScale: 255)
            return Self.srgb(white, white, white, alpha)
        case .cmyk, .deviceCMYK:
            let scale: Double = self == .cmyk ? 255 : 1
            let cyan = try Self.fraction(channel(0), numberScale: scale)
            let magenta = try Self.fraction(channel(1), numberScale: scale)
            let yellow = try Self.fraction(channel(2), numberScale: scale)
            let black = try Self.fraction(channel(3), numberScale: scale)
            // CSS Color 5 §14.3 naive conversion (also what a device CMYK space without a
            // profile does): each channel is (1 − ink)(1 − black).
            return Self.srgb((1 - cyan) * (1 - black), (1 - magenta) * (1 - black), (1 - yellow) * (1 - black), alpha)
        }
    }

    // MARK: - Component types

    /// A number divided by `numberScale` or a percentage of 1, clamped to 0…1; `none` is 0.
    @inline(__always)
    private static func fraction(_ component: ColorComponent, numberScale: Double) throws(ColorSyntaxError) -> Double {
        let value: Double
        switch component {
        case .number(let number): value = number / numberScale
        case .percentage(let percent): value = percent / 100
        case .none: return 0
        default: throw .invalid
        }
        return min(max(value, 0), 1)
    }

    /// A number as is, or a percentage of `percentScale` (100% is `percentScale`); `none` is 0.
    @inline(__always)
    private static func scaled(_ component: ColorComponent, percentScale: Double) throws(ColorSyntaxError) -> Double {
        switch component {
        case .number(let number): number
        case .percentage(let percent): percent / 100 * percentScale
        case .none: 0
        default: throw .invalid
        }
    }

    /// HSL/HWB saturation, lightness, whiteness, blackness in percent, clamped to 0–100:
    /// a percentage, or in the modern syntax a number; `none` is 0.
    @inline(__always)
    private static func percent(_ component: ColorComponent, legacy: Bool) throws(ColorSyntaxError) -> Double {
        let value: Double
        switch component {
        case .percentage(let percent): value = percent
        case .number(let number) where !legacy: value = number
        case .none: return 0
        default: throw .invalid
        }
        return min(max(value, 0), 100)
    }

    /// A `<hue>`: a number (degrees) or an angle; `none` is 0.
    @inline(__always)
    private static func hue(_ component: ColorComponent) throws(ColorSyntaxError) -> Double {
        switch component {
        case .number(let degrees), .angle(let degrees): normalizedHue(degrees)
        case .none: 0
        default: throw .invalid
        }
    }

    /// An `<alpha-value>`: a number 0–1 or a percentage, clamped; `none` is 0.
    @inline(__always)
    private static func alpha(_ component: ColorComponent) throws(ColorSyntaxError) -> Double {
        switch component {
        case .number(let number): min(max(number, 0), 1)
        case .percentage(let percent): min(max(percent / 100, 0), 1)
        case .none: 0
        default: throw .invalid
        }
    }
}
