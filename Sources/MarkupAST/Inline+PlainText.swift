extension Inline {
    /// The text a reader sees: text and code verbatim, breaks as `softBreak`/`hardBreak`
    /// strings, containers by their content, footnote references dropped, and raw markup
    /// dropped unless `includingRawMarkup` (image alt text keeps it, as cmark-gfm does).
    public static func plainText(
        of inlines: [Inline], softBreak: String = "\n", hardBreak: String = "\n", includingRawMarkup: Bool = false
    ) -> String {
        var result = ""
        appendPlainText(of: inlines, to: &result, softBreak: softBreak, hardBreak: hardBreak, includingRawMarkup: includingRawMarkup)
        return result
    }

    private static func appendPlainText(
        of inlines: [Inline], to result: inout String, softBreak: String, hardBreak: String, includingRawMarkup: Bool
    ) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text): result += text
            case .softBreak: result += softBreak
            case .hardBreak: result += hardBreak
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                 .underline(let children), .superscript(let children), .subscript(let children),
                 .link(_, let children), .image(_, let children), .span(_, let children):
                appendPlainText(of: children, to: &result, softBreak: softBreak, hardBreak: hardBreak, includingRawMarkup: includingRawMarkup)
            case .raw(_, let text):
                if includingRawMarkup { result += text }
            case .footnoteReference:
                break
            }
        }
    }
}
