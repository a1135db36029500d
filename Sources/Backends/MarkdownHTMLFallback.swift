import MarkupAST

/// The raw HTML the Markdown writer falls back to where Markdown has no syntax: tables with
/// block content or spans, tables in CommonMark, and escaped labels of footnote fallbacks.
///
/// Written by the HTML backend's own writer (trusted: Markdown passes raw HTML and URLs
/// through anyway) in its blank-line-free mode, because a blank line would end the HTML
/// block early.
enum MarkdownHTMLFallback {
    /// `text` with `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        let writer = HTMLWriter(capacity: text.utf8.count + 16)
        writer.appendEscaped(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A table as one HTML block, without a trailing newline.
    static func table(_ table: Table) -> String {
        var writer = HTMLDocumentWriter(
            options: HTMLRenderOptions(isTrusted: true),
            footnotes: FootnoteIndex(Document()),
            avoidsBlankLines: true
        )
        writer.write(.table(table), tight: false)
        return String(String(decoding: writer.output.bytes, as: UTF8.self).trimmingTrailingNewlines)
    }
}
