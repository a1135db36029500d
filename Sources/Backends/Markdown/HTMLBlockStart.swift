/// Recognizes raw HTML that starts an HTML block able to interrupt a paragraph: the start
/// conditions 1–6 of the CommonMark spec (0.29, which cmark-gfm 0.29 implements). Type 7
/// (any other tag alone on its line) cannot interrupt a paragraph.
enum HTMLBlockStart {
    private static let type6Names: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
        "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
        "optgroup", "option", "p", "param", "section", "source", "summary", "table", "tbody", "td", "tfoot",
        "th", "thead", "title", "tr", "track", "ul",
    ]
    private static let type1Names: Set<String> = ["script", "pre", "style"]

    /// Whether `html` (a raw block's text) begins with an HTML block start of type 1–6.
    static func canInterruptParagraph(_ html: String) -> Bool {
        var bytes = Array(html.utf8.prefix(32))[...]
        var indent = 0
        while indent < 3, bytes.first == Ascii.space {
            bytes = bytes.dropFirst()
            indent += 1
        }
        guard bytes.first == Ascii.lessThan else { return false }
        let rest = bytes.dropFirst()
        if rest.starts(with: "!--".utf8) || rest.first == Ascii.question || rest.starts(with: "![CDATA[".utf8) {
            return true
        }
        if rest.first == Ascii.exclamation, let next = rest.dropFirst().first, next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") {
            return true
        }
        let isClosing = rest.first == Ascii.slash
        let nameStart = isClosing ? rest.dropFirst() : rest
        let name = nameStart.prefix { Ascii.isAlphanumeric($0) }
        let after = nameStart.dropFirst(name.count).first
        let lowered = String(decoding: name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        let endsName = after == nil || after == Ascii.space || after == Ascii.tab || after == Ascii.newline || after == Ascii.greaterThan
        if !isClosing, type1Names.contains(lowered), endsName {
            return true
        }
        let endsType6 = endsName || (after == Ascii.slash && nameStart.dropFirst(name.count + 1).first == Ascii.greaterThan)
        return type6Names.contains(lowered) && endsType6
    }
}
