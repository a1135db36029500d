import MarkupAST

/// The raw HTML the Markdown writer falls back to where Markdown has no syntax: tables with
/// block content or spans, tables in CommonMark, ordered lists that count down or number
/// with letters or Roman numerals, and escaped labels of footnote fallbacks.
///
/// Written by the HTML backend's own writer in its blank-line-free mode, because a blank
/// line would end the HTML block early. Markdown passes URLs through anyway, so they are
/// not checked; element names and attributes from an HTML source keep to
/// ``SanitizerPolicy/markdownFallback``, so no `onclick` reaches the Markdown. Raw HTML
/// (from a Markdown source) is written as it is, as the Markdown writer writes it outside
/// a fallback; footnotes take their ``MarkdownFootnoteFallback`` form, as HTML holds none.
enum MarkdownHTMLFallback {
    /// `text` with `&`, `<`, `>` and `"` escaped, and with `newlinesAsEntities` line feeds
    /// (for a value inside a line of Markdown).
    static func escape(_ text: String, newlinesAsEntities: Bool = false) -> String {
        let writer = HTMLWriter(capacity: text.utf8.count + 16)
        writer.appendEscaped(text, newlinesAsEntities: newlinesAsEntities)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes a block (a table, a list) as one HTML block: its lines, without trailing empty
    /// ones.
    static func write(_ block: Block, to layout: inout LineLayout) {
        var writer = HTMLDocumentWriter(
            options: HTMLRenderOptions(isTrusted: true),
            footnotes: FootnoteIndex(Document()),
            avoidsBlankLines: true,
            policy: SanitizerPolicy.markdownFallback,
            checksURLs: false,
            keepsRawMarkup: true
        )
        writer.write(MarkdownFootnoteFallback.block(block), tight: false)
        writer.output.withBytes { html in
            // Trailing `\n` characters go; a `\r\n` is one character and stays.
            var end = html.count
            while end > 0, html[end - 1] == Ascii.newline, end < 2 || html[end - 2] != Ascii.carriageReturn { end -= 1 }
            layout.writeLines(UnsafeBufferPointer(rebasing: html[..<end]))
        }
    }
}
