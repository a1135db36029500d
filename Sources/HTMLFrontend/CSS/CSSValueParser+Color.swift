import MarkupAST

/// `<color>` (CSS Color 4 §4): hex, named colours, `transparent`, `currentcolor`, `rgb()`,
/// `rgba()`, `hsl()`, `hsla()`.
extension CSSValueParser {
    /// The colour of the component `token` at `index`.
    func color(_ token: CSSToken, _ index: Int) throws(CSSValueError) -> CSSColor {
        switch token.kind {
        case .hash:
            guard let rgba = RGBAColor(hexDigits: text(token)) else { throw .invalid }
            return .rgba(rgba)
        case .ident:
            let name = text(token)
            if let rgba = CSSNamedColors.table.value(for: name) { return .rgba(rgba) }
            if CSSKeyword.equals(name, "transparent") { return .rgba(.transparent) }
            if CSSKeyword.equals(name, "currentcolor") { return .currentColor }
            throw .invalid
        case .function:
            let name = text(token)
            let arguments = (index + 1)..<token.contentsEnd
            if CSSKeyword.equals(name, "rgb") || CSSKeyword.equals(name, "rgba") {
                return .rgba(try colorFunction(arguments, isHSL: false))
            }
            if CSSKeyword.equals(name, "hsl") || CSSKeyword.equals(name, "hsla") {
                return .rgba(try colorFunction(arguments, isHSL: true))
            }
            if Self.unsupportedColorFunctions.value(for: name) != nil {
                throw .unsupported("\(string(token).lowercased())()")
            }
            throw .invalid
        default:
            throw .invalid
        }
    }

    /// Whether the component could only be a colour (for shorthands that take one among
    /// other parts): a hash, a colour function, or a colour keyword.
    func looksLikeColor(_ token: CSSToken) -> Bool {
        switch token.kind {
        case .hash: return true
        case .ident:
            let name = text(token)
            return CSSNamedColors.table.value(for: name) != nil || CSSKeyword.equals(name, "transparent")
                || CSSKeyword.equals(name, "currentcolor")
        case .function:
            let name = text(token)
            return CSSKeyword.equals(name, "rgb") || CSSKeyword.equals(name, "rgba") || CSSKeyword.equals(name, "hsl")
                || CSSKeyword.equals(name, "hsla") || Self.unsupportedColorFunctions.value(for: name) != nil
        default: return false
        }
    }

    /// The arguments of `rgb()`/`rgba()` or `hsl()`/`hsla()` (CSS Color 4 §5.1, §7.1): the
    /// legacy comma-separated form, where `rgb()` channels are all numbers or all
    /// percentages and `hsl()` saturation and lightness are percentages, or the modern
    /// space-separated form with `/ alpha` and `none`.
    private func colorFunction(_ arguments: Range<Int>, isHSL: Bool) throws(CSSValueError) -> RGBAColor {
        var isLegacy = false
        for index in arguments where tokens[index].kind == .comma {
            isLegacy = true
            break
        }
        var cursor = CSSComponentCursor(tokens, arguments)
        func component() throws(CSSValueError) -> CSSToken {
            guard let (token, _) = cursor.take() else { throw .invalid }
            try rejectMathFunction(token)
            return token
        }
        func separator() throws(CSSValueError) {
            guard isLegacy else { return }
            guard cursor.take()?.token.kind == .comma else { throw .invalid }
        }
        let first = try component()
        try separator()
        let second = try component()
        try separator()
        let third = try component()
        var alpha: CSSToken?
        if let next = cursor.take()?.token {
            let isSeparator = isLegacy ? next.kind == .comma : next.kind == .delim && next.delimiter == UInt8(ascii: "/")
            guard isSeparator else { throw .invalid }
            alpha = try component()
            guard cursor.isAtEnd else { throw .invalid }
        }
        let alphaByte = try alpha.map { token throws(CSSValueError) in try alphaValue(token, isLegacy: isLegacy) } ?? 255
        if isHSL {
            let hue = try isNone(first, isLegacy) ? 0 : angle(first, unitless: true)
            let saturation = try hslPercentage(second, isLegacy: isLegacy)
            let lightness = try hslPercentage(third, isLegacy: isLegacy)
            let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, lightness: lightness)
            return RGBAColor(red: red, green: green, blue: blue, alpha: alphaByte)
        }
        if isLegacy && (first.kind != second.kind || second.kind != third.kind) { throw .invalid }
        return RGBAColor(
            red: try rgbChannel(first, isLegacy), green: try rgbChannel(second, isLegacy),
            blue: try rgbChannel(third, isLegacy), alpha: alphaByte)
    }

    /// `none` is allowed in the modern syntax only, and means zero.
    private func isNone(_ token: CSSToken, _ isLegacy: Bool) -> Bool {
        !isLegacy && isIdent(token, "none")
    }

    /// An `rgb()` channel: a number 0–255 or a percentage, clamped, rounded to 8 bits.
    private func rgbChannel(_ token: CSSToken, _ isLegacy: Bool) throws(CSSValueError) -> UInt8 {
        if isNone(token, isLegacy) { return 0 }
        switch token.kind {
        case .number: return Self.byte(token.number / 255)
        case .percentage: return Self.byte(token.number / 100)
        default: throw .invalid
        }
    }

    /// Saturation or lightness in percent, clamped to 0–100.
    private func hslPercentage(_ token: CSSToken, isLegacy: Bool) throws(CSSValueError) -> Double {
        if isNone(token, isLegacy) { return 0 }
        switch token.kind {
        case .percentage: break
        case .number where !isLegacy: break
        default: throw .invalid
        }
        return min(max(token.number, 0), 100)
    }

    /// An `<alpha-value>`: a number 0–1 or a percentage, clamped, to 8 bits.
    private func alphaValue(_ token: CSSToken, isLegacy: Bool) throws(CSSValueError) -> UInt8 {
        if isNone(token, isLegacy) { return 0 }
        switch token.kind {
        case .number: return Self.byte(token.number)
        case .percentage: return Self.byte(token.number / 100)
        default: throw .invalid
        }
    }

    /// A fraction 0…1 (clamped; infinities clamp too) as a rounded byte. Rounding is done
    /// by adding ½ and truncating (the value is non-negative), which keeps this module free
    /// of libm calls, so it links without Foundation.
    static func byte(_ fraction: Double) -> UInt8 {
        let clamped = min(max(fraction, 0), 1)
        return UInt8(clamped * 255 + 0.5)
    }

    /// HSL to sRGB (CSS Color 4 §7.1): `hue` in degrees, the others in percent.
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> (UInt8, UInt8, UInt8) {
        let hue = normalizedHue(hue)
        let s = saturation / 100
        let l = lightness / 100
        func channel(_ n: Double) -> UInt8 {
            var k = n + hue / 30
            if k >= 12 { k -= 12 }
            let a = s * min(l, 1 - l)
            return byte(l - a * max(-1, min(k - 3, 9 - k, 1)))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// The angle in [0, 360). Past ±10^15 degrees a `Double` no longer holds the angle to
    /// the degree, and the hue is taken as 0.
    static func normalizedHue(_ degrees: Double) -> Double {
        guard abs(degrees) < 1e15 else { return 0 }
        var hue = degrees - Double(Int(degrees / 360)) * 360
        if hue < 0 { hue += 360 }
        return hue >= 360 ? hue - 360 : hue
    }

    /// Colour functions of CSS Color 4/5 that are valid but not converted here.
    static let unsupportedColorFunctions = CSSKeywordTable<Bool>(
        ["hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "light-dark", "device-cmyk", "contrast-color"]
            .map { ($0, true) })
}
