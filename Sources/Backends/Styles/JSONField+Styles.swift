import MarkupAST
import MarkupJSON

/// Typed reads of the stylesheet's own JSON values (colours, font sizes and weights, line
/// decorations…), each failing with the value's path.
extension JSONField {
    static func number(_ value: JSONValue, path: String) throws(StyleSheetError) -> Double {
        guard let number = value.doubleValue, number.isFinite, abs(number) <= 10_000 else {
            throw StyleSheetError(path: path, reason: "expected a number (points) between -10000 and 10000")
        }
        return number
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, path: String, _ type: Choice.Type
    ) throws(StyleSheetError) -> Choice where Choice.RawValue == String {
        guard let name = value.stringValue, let choice = Choice(rawValue: name) else {
            throw StyleSheetError(path: path, reason: "expected one of \(Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        }
        return choice
    }

    static func families(_ value: JSONValue, path: String) throws(StyleSheetError) -> [String] {
        if let single = value.stringValue { return [single] }
        guard let array = value.arrayValue, !array.isEmpty else {
            throw StyleSheetError(path: path, reason: "expected a family name or a non-empty array of names")
        }
        var names: [String] = []
        for item in array {
            guard let name = item.stringValue else { throw StyleSheetError(path: path, reason: "expected family names as strings") }
            names.append(name)
        }
        return names
    }

    /// A CSS colour string, read by ``ColorSyntax`` (the grammar inline CSS uses): hex,
    /// names, `transparent`, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
    /// `oklch()`, `color()`, `device-cmyk()`, `hsv()`/`hsb()`, `cmyk()`, `gray()`,
    /// `displayP3()`. `currentcolor` is accepted only where `allowsCurrentColor` (a
    /// decoration's colour, where it means the text colour, as an absent colour does) and
    /// gives nil.
    static func color(_ value: JSONValue, path: String, allowsCurrentColor: Bool = false) throws(StyleSheetError) -> RGBAColor? {
        let expected = "expected a CSS colour: #hex, a name, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), "
            + "device-cmyk(), hsv(), cmyk(), gray() or displayP3()"
        guard let text = value.stringValue else { throw StyleSheetError(path: path, reason: expected) }
        let color: CSSColor
        do {
            color = try ColorSyntax.parse(text)
        } catch {
            switch error {
            case .invalid: throw StyleSheetError(path: path, reason: expected)
            case .unsupported(let what): throw StyleSheetError(path: path, reason: "\(what) is not supported; \(expected)")
            }
        }
        switch color {
        case .rgba(let rgba): return rgba
        case .currentColor:
            guard allowsCurrentColor else {
                throw StyleSheetError(path: path, reason: "currentcolor is accepted only as a decoration colour; \(expected)")
            }
            return nil
        }
    }

    /// A colour where `currentcolor` makes no sense (text, background, root colours).
    static func color(_ value: JSONValue, path: String) throws(StyleSheetError) -> RGBAColor {
        // Without `allowsCurrentColor` every success is a colour.
        guard let color = try color(value, path: path, allowsCurrentColor: false) else {
            throw StyleSheetError(path: path, reason: "expected a colour")
        }
        return color
    }

    /// A number (points) or a string: `"20px"`, `"15pt"`, `"1.5em"`, `"120%"`.
    static func fontSize(_ value: JSONValue, path: String) throws(StyleSheetError) -> MarkupStyle.FontSize {
        let reason = "expected points (a number) or a string like \"20px\", \"15pt\", \"1.5em\", \"120%\""
        if let points = value.doubleValue {
            guard points >= 1 && points <= 1000 else { throw StyleSheetError(path: path, reason: reason) }
            return .points(points)
        }
        guard let text = value.stringValue else { throw StyleSheetError(path: path, reason: reason) }
        let units: [(suffix: String, make: (Double) -> MarkupStyle.FontSize)] = [
            ("px", { .points($0) }), ("pt", { .points($0 * 4 / 3) }), ("em", { .scale($0) }), ("%", { .scale($0 / 100) }),
        ]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let number = Double(text.dropLast(unit.suffix.count)), number > 0, number <= 1000 else {
                throw StyleSheetError(path: path, reason: reason)
            }
            return unit.make(number)
        }
        throw StyleSheetError(path: path, reason: reason)
    }

    /// 1…1000, or `"normal"` (400) / `"bold"` (700).
    static func fontWeight(_ value: JSONValue, path: String) throws(StyleSheetError) -> Int {
        switch value.stringValue {
        case "normal"?: return 400
        case "bold"?: return 700
        default: break
        }
        guard let number = value.doubleValue, number >= 1, number <= 1000, number == number.rounded() else {
            throw StyleSheetError(path: path, reason: "expected a weight 1…1000, \"normal\" or \"bold\"")
        }
        return Int(number)
    }

    /// `"single"`… or `"none"`, or `{"style": "wavy", "color": "#f00"}`.
    static func decoration(_ value: JSONValue, path: String) throws(StyleSheetError) -> TextDecoration {
        if value.stringValue != nil { return TextDecoration(try choice(value, path: path, TextDecoration.Pattern.self)) }
        guard let members = value.objectValue else {
            throw StyleSheetError(path: path, reason: "expected a line style (\"single\", \"none\"…) or {\"style\", \"color\"}")
        }
        var decoration = TextDecoration()
        for member in members {
            switch member.name {
            case "style": decoration.pattern = try choice(member.value, path: "\(path).style", TextDecoration.Pattern.self)
            case "color": decoration.color = try color(member.value, path: "\(path).color", allowsCurrentColor: true)
            default: throw StyleSheetError(path: "\(path).\(member.name)", reason: "unknown key (style, color)")
            }
        }
        return decoration
    }
}
