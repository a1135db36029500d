import MarkupAST
import MarkupJSON

extension ProseMirrorReader {
    /// The marks of a leaf node, outermost first, and whether one of them is `code`.
    /// Repeated marks count once; unknown mark types are reported and ignored (the text stays).
    mutating func marks(of node: JSONValue) throws(AppJSONError) -> (marks: [InlineMark], isCode: Bool) {
        guard let values = node["marks"], !values.isNull else { return ([], false) }
        guard let array = values.arrayValue else { throw AppJSONError("expected an array").within(key: "marks") }
        var marks: [InlineMark] = []
        var isCode = false
        for (index, value) in array.enumerated() {
            do throws(AppJSONError) {
                _ = try value.requireObject()
                let type = try value.requiredString("type")
                let attrs = try value.optionalObject("attrs")
                guard let mark = try mark(type: type, attrs: attrs) else {
                    if type == "code" { isCode = true }
                    continue
                }
                if !marks.contains(mark) && marks.count < InlineMark.maxPerLeaf { marks.append(mark) }
            } catch {
                throw error.within(index: index).within(key: "marks")
            }
        }
        return (marks, isCode)
    }

    /// The mark of `type`; `nil` for `code` (a leaf kind, not a wrapper), for a text style
    /// without a colour, and for unknown types (reported).
    private mutating func mark(type: String, attrs: AppJSONObject?) throws(AppJSONError) -> InlineMark? {
        switch type {
        case "bold", "strong": return .strong
        case "italic", "em": return .emphasis
        case "underline": return .underline
        case "strike", "strikethrough": return .strikethrough
        case "superscript": return .superscript
        case "subscript": return .subscript
        case "code": return nil
        case "link":
            var attributes = Attributes()
            for name in ["target", "rel"] {
                if let value = try attrs?.optionalString(name) { attributes.other.append(.init(name: name, value: value)) }
            }
            if let classes = try attrs?.optionalString("class") {
                attributes.classes = classes.split(separator: " ").map(String.init)
            }
            return .link(LinkTarget(
                destination: try attrs?.optionalString("href") ?? "", title: try attrs?.optionalString("title") ?? "", attributes: attributes
            ))
        case "highlight":
            var attributes = Attributes(elementName: "mark")
            if let color = try colorAttribute(attrs) { attributes.style = InlineStyle([StyleDeclaration(.backgroundColor(color))]) }
            return .span(attributes)
        case "textStyle":
            guard let color = try colorAttribute(attrs) else { return nil }
            return .span(Attributes(style: InlineStyle([StyleDeclaration(.color(color))])))
        default:
            diagnostics.note("prosemirror-unknown-mark", key: "mark:" + type, "unknown mark type \"\(type)\": the text was kept without it")
            return nil
        }
    }

    /// The CSS colour in `attrs.color`; a value that is not a CSS colour is reported and ignored.
    private mutating func colorAttribute(_ attrs: AppJSONObject?) throws(AppJSONError) -> CSSColor? {
        guard let text = try attrs?.optionalString("color"), !text.isEmpty else { return nil }
        guard let color = try? ColorSyntax.parse(text) else {
            diagnostics.note("prosemirror-invalid-color", key: "color:" + text, "\"\(text)\" is not a CSS colour; ignored")
            return nil
        }
        return color
    }
}
