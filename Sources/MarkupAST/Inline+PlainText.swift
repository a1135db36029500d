extension Inline {
    /// The text a reader sees: text and code verbatim, breaks as `softBreak`/`hardBreak`
    /// strings, containers by their content, footnote references dropped, and raw markup
    /// dropped unless `includingRawMarkup` (image alt text keeps it, as cmark-gfm does).
    public static func plainText(
        of inlines: [Inline], softBreak: String = "\n", hardBreak: String = "\n", includingRawMarkup: Bool = false
    ) -> String {
        // A single text node (the common case) needs no traversal.
        if inlines.count == 1, case .text(let text) = inlines[0] { return text }
        var result = ""
        inlines.forEachInline { inline in
            switch inline {
            case .text(let text), .code(let text, _): result += text
            case .softBreak: result += softBreak
            case .hardBreak: result += hardBreak
            case .raw(_, let text): if includingRawMarkup { result += text }
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .link, .image, .span,
                 .footnoteReference:
                break  // containers contribute through their children, visited next
            }
        }
        return result
    }
}
