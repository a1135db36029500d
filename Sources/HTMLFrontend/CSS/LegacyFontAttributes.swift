import MarkupAST

/// The presentational hints of the legacy `<font>` element (HTML Standard §15.3.6):
/// `color=`, `size=` and `face=` as typed declarations.
///
/// `color=` holding a colour function (`hsv(…)`, `rgb(…)`, `oklch(…)`, any
/// ``ColorFunction``) is read as that colour, a deliberate deviation from the HTML
/// Standard in favour of mconv's lineage (Stylizer), where `<font color="hsv(…)">` is a
/// colour: the legacy algorithm would turn it into garbage hex (`hsv(120, 100%, 50%)` is
/// `#012010`). A colour function that does not parse gives no colour and a
/// `font-color-invalid` warning, never a guess. Every other value follows the legacy
/// algorithm (``LegacyColorValue``).
///
/// The lowering puts these first and the element's `style=` after them (with
/// ``InlineStyle/add(contentsOf:)``), so the `style` attribute wins, as author style
/// beats presentational hints in the cascade.
///
/// ```swift
/// LegacyFontAttributes.declarations(color: "red", size: "+1", face: "Verdana, sans-serif")
/// // color: #ff0000; font-size: large; font-family: Verdana, sans-serif
/// ```
public enum LegacyFontAttributes {
    /// The declarations for the attributes that are present and valid, in the order
    /// color, size, face.
    public static func declarations(color: String?, size: String?, face: String?) -> [StyleDeclaration] {
        var result: [StyleDeclaration] = []
        if let color, let rgba = Self.color(color) {
            result.append(StyleDeclaration(.color(.rgba(rgba))))
        }
        if let size, let keyword = fontSize(size) {
            result.append(StyleDeclaration(.fontSize(.keyword(keyword))))
        }
        if let face, let families = fontFamilies(face) {
            result.append(StyleDeclaration(.fontFamily(families)))
        }
        return result
    }

    /// The colour of a `color=` value: a colour function by ``ColorSyntax`` (nil when it is
    /// invalid or unsupported), anything else by the legacy algorithm.
    public static func color(_ value: String) -> RGBAColor? {
        guard let functionColor = functionColor(value) else { return LegacyColorValue.parse(value) }
        guard case .success(.rgba(let rgba)) = functionColor else { return nil }
        return rgba
    }

    /// The diagnostic for a `color=` value that is a colour function mconv does not accept;
    /// nil for a valid colour and for values the legacy algorithm reads.
    public static func colorDiagnostic(_ value: String, span: SourceSpan?) -> Diagnostic? {
        guard case .failure(let error)? = functionColor(value) else { return nil }
        let reason: String
        switch error {
        case .invalid: reason = "is not a valid colour"
        case .unsupported(let what): reason = "uses \(what), which is not resolved"
        }
        return Diagnostic(
            code: "font-color-invalid", severity: .warning,
            message: "<font color=\"\(value)\"> \(reason); no colour applied", span: span)
    }

    /// The colour function's result when `value` starts like a colour function whose name
    /// mconv knows (resolved or unsupported); nil for anything else.
    private static func functionColor(_ value: String) -> Result<CSSColor, ColorSyntaxError>? {
        guard ColorSyntax.startsWithFunction(value) else { return nil }
        let name = value.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
            .prefix { $0 != UInt8(ascii: "(") }
        let isKnown = Array(name).withUnsafeBufferPointer { ColorFunction(name: $0) != nil || ColorFunction.isUnsupported(name: $0) }
        guard isKnown else { return nil }
        do {
            return .success(try ColorSyntax.parse(value))
        } catch {
            return .failure(error)
        }
    }

    /// The HTML Standard's "rules for parsing a legacy font size" (§15.3.6): an optional
    /// `+`/`-` and digits; relative values are from 3, the result clamped to 1–7 and mapped
    /// 1 `x-small`, 2 `small`, 3 `medium`, 4 `large`, 5 `x-large`, 6 `xx-large`,
    /// 7 `xxx-large`. `nil` when there are no digits.
    public static func fontSize(_ value: String) -> CSSFontSize.Keyword? {
        var bytes = value.utf8.makeIterator()
        var byte = bytes.next()
        while let current = byte, current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0C || current == 0x0D {
            byte = bytes.next()
        }
        enum Mode { case absolute, relativePlus, relativeMinus }
        var mode = Mode.absolute
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            mode = byte == UInt8(ascii: "+") ? .relativePlus : .relativeMinus
            byte = bytes.next()
        }
        var number = 0
        var hasDigits = false
        while let digit = byte, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
            hasDigits = true
            // Anything past 7 clamps to 7 (or, subtracted, to 1), so stop growing early.
            number = min(number * 10 + Int(digit - UInt8(ascii: "0")), 1000)
            byte = bytes.next()
        }
        guard hasDigits else { return nil }
        switch mode {
        case .absolute: break
        case .relativePlus: number += 3
        case .relativeMinus: number = 3 - number
        }
        let sizes: [CSSFontSize.Keyword] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge]
        return sizes[min(max(number, 1), 7) - 1]
    }

    /// The `face=` value as a family list: comma-separated names, surrounding whitespace
    /// and quotes removed, inner whitespace collapsed; an unquoted generic family keyword
    /// is the generic family. `nil` when no name remains.
    public static func fontFamilies(_ value: String) -> [CSSFontFamily]? {
        var families: [CSSFontFamily] = []
        for part in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            var words: [ArraySlice<UInt8>] = []
            for word in Array(part).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }) {
                words.append(word)
            }
            var name = Array(words.joined(separator: [UInt8(ascii: " ")]))
            var isQuoted = false
            if name.count >= 2, let first = name.first, first == name.last, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                name = Array(name.dropFirst().dropLast())
                isQuoted = true
            }
            guard !name.isEmpty else { continue }
            let generic = isQuoted ? nil : name.withUnsafeBufferPointer { CSSValueParser.genericFamilies.value(for: $0) }
            families.append(generic.map(CSSFontFamily.generic) ?? .named(String(decoding: name, as: UTF8.self)))
        }
        return families.isEmpty ? nil : families
    }
}
