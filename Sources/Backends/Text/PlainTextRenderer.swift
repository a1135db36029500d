import MarkupAST

/// Renders a ``MarkupAST/Document`` as readable plain text: the markup stripped, the
/// structure kept by layout.
///
/// The choices, made for a reader of the text rather than a parser:
/// - Blocks are separated by one blank line; items of tight lists by none.
/// - Soft breaks stay newlines, so the author's line structure survives; hard breaks are
///   newlines too.
/// - Block quotes are prefixed with `> ` (the e-mail convention), list items get `- ` or
///   `1. ` markers (with `[ ]`/`[x]` for tasks) and their content is indented by the marker
///   width; code blocks are written verbatim; a thematic break is `* * *`.
/// - Headings are their text on a line of their own.
/// - Tables are padded into aligned columns separated by two spaces, with a `-` rule under
///   the header row; cells with several blocks are joined into one line.
/// - Links keep their text (and ` (url)` with ``PlainTextRenderOptions/showLinkURLs``),
///   images become their alt text, raw HTML is dropped, footnote references are `[label]`
///   and footnote definitions are collected at the end as `[label] text`.
///
/// ```swift
/// let text = PlainTextRenderer().render(document)
/// ```
public typealias PlainTextRenderer = FormatRenderer<PlainTextOutput>

/// The plain-text output format behind ``PlainTextRenderer``.
public enum PlainTextOutput: OutputWriter {
    public static var defaultOptions: PlainTextRenderOptions { PlainTextRenderOptions() }

    public static func render(_ document: Document, options: PlainTextRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        PlainTextWriter.render(LayoutTableUnwrapping.unwrapped(document.blocks), options: options)
    }
}
