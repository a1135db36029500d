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
///   width; a thematic break is `* * *`.
/// - Code blocks are set apart: indented by four spaces, with a blank line before and
///   after, even inside a tight list item.
/// - Headings are their text on a line of their own.
/// - Layout tables (``MarkupAST/Table/isLayout``: an e-mail's frame, a page grid) are
///   written as their content blocks. Data tables are padded into aligned columns
///   separated by two spaces (widths in terminal cells: CJK and emoji take two), with a
///   `-` rule under the header rows; a cell's paragraphs, list items and line breaks are
///   lines of their own inside the cell, and `colspan`/`rowspan` take their grid columns
///   as in the HTML table model.
/// - Superscript and subscript become Unicode script characters when every character
///   has one (`10⁶ km²`, `H₂O`), else `^(…)`/`_(…)`; a bracketed footnote mark (`[1]`)
///   stays as it is.
/// - Links keep their text (and ` (url)` with ``PlainTextRenderOptions/showLinkURLs``),
///   images become their alt text (two adjacent images spaced, `LinkedIn Instagram`),
///   form controls their shown text spaced from their neighbours, raw HTML is dropped,
///   footnote references are `[label]` and footnote definitions are collected at the end
///   as `[label] text`.
/// - No control character but tab and line feed reaches the output: a carriage return,
///   form feed or vertical tab a character reference made becomes a space, any other
///   control U+FFFD (``PlainTextControls``).
///
/// ```swift
/// let text = PlainTextRenderer().render(document)
/// ```
public typealias PlainTextRenderer = FormatRenderer<PlainTextOutput>

/// The plain-text output format behind ``PlainTextRenderer``.
public enum PlainTextOutput: OutputWriter {
    public static var defaultOptions: PlainTextRenderOptions { PlainTextRenderOptions() }

    public static func render(_ document: Document, options: PlainTextRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        PlainTextControls.replaced(in: PlainTextWriter.render(LayoutTableUnwrapping.unwrapped(document.blocks), options: options))
    }
}
