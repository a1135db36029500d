import MarkupAST
import MarkupJSON

extension MarkupStyle {
    /// The style in a stylesheet rule; see docs/stylesheet.md for every field.
    init(json value: JSONValue, path: String) throws(StyleSheetError) {
        self.init()
        guard let members = value.objectValue else { throw StyleSheetError(path: path, reason: "expected an object") }
        for member in members {
            let field = "\(path).\(member.name)"
            let value = member.value
            switch member.name {
            case "fontSize": fontSize = try JSONField.fontSize(value, path: field)
            case "fontWeight": fontWeight = try JSONField.fontWeight(value, path: field)
            case "italic": italic = try JSONField.bool(value, path: field)
            case "monospace": monospace = try JSONField.bool(value, path: field)
            case "fontFamily": fontFamily = try JSONField.families(value, path: field)
            case "color": color = try JSONField.color(value, path: field)
            case "background": background = try JSONField.color(value, path: field)
            case "underline": underline = try JSONField.decoration(value, path: field)
            case "strikethrough": strikethrough = try JSONField.decoration(value, path: field)
            case "baselineOffset": baselineOffset = try JSONField.number(value, path: field)
            case "script": script = try JSONField.choice(value, path: field, Script.self)
            case "kern": kern = try JSONField.number(value, path: field)
            case "lang": lang = try JSONField.string(value, path: field)
            case "alignment": alignment = try JSONField.choice(value, path: field, Alignment.self)
            case "direction": direction = try JSONField.choice(value, path: field, Direction.self)
            case "lineHeightMultiple":
                let multiple = try JSONField.number(value, path: field)
                guard multiple > 0 else { throw StyleSheetError(path: field, reason: "expected a number above 0") }
                lineHeightMultiple = multiple
            case "lineSpacing": lineSpacing = try JSONField.number(value, path: field)
            case "spacingBefore": spacingBefore = try JSONField.number(value, path: field)
            case "spacingAfter": spacingAfter = try JSONField.number(value, path: field)
            case "indent": indent = try JSONField.number(value, path: field)
            case "wrap": wrap = try JSONField.choice(value, path: field, Wrap.self)
            default:
                throw StyleSheetError(path: field, reason: "unknown style field (see docs/stylesheet.md)")
            }
        }
    }
}
