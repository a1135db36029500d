/// Writes canonical CSS text for typed style values into a byte buffer, decoded into a
/// `String` once at the end.
///
/// Canonical forms: colours as `#rrggbb` (opaque) or `rgba(r, g, b, a)`, numbers without
/// exponent and with at most four decimals (`1.5`, `0.25`, `700`), lengths as number and
/// unit (`14px`, `50%`), keywords lower-case, family names bare when they are valid
/// identifiers and quoted otherwise. Reading the text back with the frontend's parser gives
/// the same values.
struct CSSTextWriter {
    private(set) var bytes: [UInt8]

    init() {
        bytes = []
        bytes.reserveCapacity(64)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ declaration: StyleDeclaration) {
        append(declaration.property.rawValue)
        append(": ")
        append(declaration.value)
        if declaration.isImportant { append(" !important") }
    }

    mutating func append(_ value: StyleValue) {
        switch value {
        case .color(let color), .backgroundColor(let color), .textDecorationColor(let color):
            append(color)
        case .fontFamily(let families):
            for (index, family) in families.enumerated() {
                if index > 0 { append(", ") }
                append(family)
            }
        case .fontSize(let size):
            switch size {
            case .length(let length): append(length)
            case .keyword(let keyword): append(keyword.rawValue)
            }
        case .fontStyle(let style):
            append(style)
        case .fontWeight(let weight):
            switch weight {
            case .number(let number): append(String(number))
            case .bolder: append("bolder")
            case .lighter: append("lighter")
            }
        case .lineHeight(let lineHeight):
            switch lineHeight {
            case .normal: append("normal")
            case .number(let number): appendNumber(number)
            case .length(let length): append(length)
            }
        case .letterSpacing(let spacing), .wordSpacing(let spacing):
            switch spacing {
            case .normal: append("normal")
            case .length(let length): append(length)
            }
        case .textAlign(let align): append(align.rawValue)
        case .textDecorationLine(let lines): append(lines)
        case .textDecorationStyle(let style): append(style.rawValue)
        case .textTransform(let transform): append(transform.rawValue)
        case .verticalAlign(let align):
            switch align {
            case .keyword(let keyword): append(keyword.rawValue)
            case .length(let length): append(length)
            }
        case .listStyleType(let type):
            switch type {
            case .none: append("none")
            case .predefined(let predefined): append(predefined.rawValue)
            case .string(let string): appendString(string)
            case .custom(let name): appendIdentifier(name)
            }
        case .whiteSpace(let whiteSpace): append(whiteSpace.rawValue)
        case .display(let display): append(display.rawValue)
        case .cssWide(_, let keyword): append(keyword.rawValue)
        }
    }

    mutating func append(_ color: CSSColor) {
        switch color {
        case .currentColor:
            append("currentcolor")
        case .rgba(let rgba) where rgba.specified != nil:
            if let specified = rgba.specified { append(specified, alpha: rgba.alpha) }
        case .rgba(let rgba) where rgba.isOpaque:
            rgba.appendHex(to: &bytes)
        case .rgba(let rgba):
            append("rgba(")
            append(String(rgba.red))
            append(", ")
            append(String(rgba.green))
            append(", ")
            append(String(rgba.blue))
            append(", ")
            appendNumber(Self.shortestAlpha(rgba.alpha))
            append(")")
        }
    }

    /// A colour written outside sRGB, in its own function so it keeps its gamut:
    /// `lab()`, `lch()`, `oklab()`, `oklch()`, else `color(<space> …)`; `/ alpha` when
    /// not opaque.
    mutating func append(_ specified: SpecifiedColor, alpha: UInt8) {
        switch specified.space {
        case .lab, .lch, .oklab, .oklch:
            append(specified.space.rawValue)
            append("(")
        default:
            append("color(")
            append(specified.space.rawValue)
            append(" ")
        }
        appendNumber(specified.first)
        append(" ")
        appendNumber(specified.second)
        append(" ")
        appendNumber(specified.third)
        if alpha < 255 {
            append(" / ")
            appendNumber(Self.shortestAlpha(alpha))
        }
        append(")")
    }

    /// A single-precision number in its shortest form (`0.7`, not the `Double` widening's
    /// `0.699999988079071`), without a trailing `.0`.
    mutating func appendNumber(_ value: Float) {
        guard value.isFinite, value != 0 else {
            append("0")
            return
        }
        let text = value.description
        append(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    /// The alpha as a number in 0…1 with two decimals if those map back to the same byte,
    /// else three (as CSSOM serializes alpha).
    static func shortestAlpha(_ alpha: UInt8) -> Double {
        let exact = Double(alpha) / 255
        // Round by adding ½ and truncating (all values are non-negative): no libm call.
        let twoDecimals = Double(Int(exact * 100 + 0.5)) / 100
        if UInt8(twoDecimals * 255 + 0.5) == alpha { return twoDecimals }
        return Double(Int(exact * 1000 + 0.5)) / 1000
    }

    mutating func append(_ length: CSSLength) {
        appendNumber(length.value)
        append(length.unit.rawValue)
    }

    mutating func append(_ style: CSSFontStyle) {
        switch style {
        case .normal: append("normal")
        case .italic: append("italic")
        case .oblique(let degrees):
            append("oblique")
            if let degrees {
                append(" ")
                appendNumber(degrees)
                append("deg")
            }
        }
    }

    mutating func append(_ family: CSSFontFamily) {
        switch family {
        case .generic(let generic):
            append(generic.rawValue)
        case .named(let name):
            if Self.isBareFamilyName(name) {
                append(name)
            } else {
                appendString(name)
            }
        }
    }

    mutating func append(_ lines: CSSTextDecorationLine) {
        if lines.isEmpty {
            append("none")
            return
        }
        var first = true
        for (line, name) in [(CSSTextDecorationLine.underline, "underline"), (.overline, "overline"), (.lineThrough, "line-through"), (.blink, "blink")]
        where lines.contains(line) {
            if !first { append(" ") }
            append(name)
            first = false
        }
    }

    /// The shortest text that reads back as the same `Double` (`14`, `1.5`, `0.3333333333333333`,
    /// `1e-05`, `1e+20`), which is valid CSS number syntax; `-0` is `0`. Lossless, so a
    /// style written and parsed again is equal to the original.
    mutating func appendNumber(_ value: Double) {
        guard value.isFinite, value != 0 else {
            append("0")
            return
        }
        let text = value.description
        if text.hasSuffix(".0") {
            append(String(text.dropLast(2)))
        } else {
            append(text)
        }
    }

    /// A CSS `<string>` in double quotes; `"` and `\` escaped, control characters as hex
    /// escapes (CSSOM "serialize a string").
    mutating func appendString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20, 0x7F:
                appendHexEscape(byte)
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// An identifier as it is when it is one, else escaped per byte where needed (CSSOM
    /// "serialize an identifier", restricted to the cases a parsed name can contain).
    mutating func appendIdentifier(_ name: String) {
        let source = Array(name.utf8)
        if Self.isIdentifier(source) {
            bytes.append(contentsOf: source)
            return
        }
        for (index, byte) in source.enumerated() {
            // A digit cannot start an identifier, nor follow a leading "-"; "-" alone is escaped.
            let startsNumber = Self.isDigit(byte) && (index == 0 || (index == 1 && source[0] == UInt8(ascii: "-")))
            if byte < 0x20 || byte == 0x7F || startsNumber {
                appendHexEscape(byte)
            } else if Self.isNameByte(byte) && !(source.count == 1 && byte == UInt8(ascii: "-")) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            }
        }
    }

    private mutating func appendHexEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        if byte >= 16 { bytes.append(digits[Int(byte >> 4)]) }
        bytes.append(digits[Int(byte & 0xF)])
        bytes.append(UInt8(ascii: " "))
    }

    /// Whether a family name can be written unquoted: space-separated identifiers, none of
    /// which would be read as a keyword (CSS-wide keywords, `default`, or a generic family
    /// when the name is one word), CSS Fonts 4 §2.1.
    static func isBareFamilyName(_ name: String) -> Bool {
        let words = name.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        for word in words {
            guard isIdentifier(word) else { return false }
            let lowered = String(decoding: word.map(lowercased), as: UTF8.self)
            if CSSWideKeyword(rawValue: lowered) != nil || lowered == "default" { return false }
            if words.count == 1 && CSSFontFamily.Generic(rawValue: lowered) != nil { return false }
        }
        return true
    }

    /// CSS Syntax 3 §4.3.9 "would start an identifier" followed by name code points only.
    static func isIdentifier(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        var rest = bytes.dropFirst()
        if first == UInt8(ascii: "-") {
            guard let second = rest.first else { return false }
            guard second == UInt8(ascii: "-") || isNameStartByte(second) else { return false }
            rest = rest.dropFirst()
        } else if !isNameStartByte(first) {
            return false
        }
        return rest.allSatisfy(isNameByte)
    }

    static func isNameStartByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
