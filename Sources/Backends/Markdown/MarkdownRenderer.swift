import MarkupAST

/// Renders a ``MarkupAST/Document`` as CommonMark or GitHub Flavored Markdown.
///
/// The output is meant to parse back to the same tree: text is escaped by context (only
/// what would parse), delimiters are checked against the flanking rules with raw HTML as
/// the fallback, code blocks are always fenced, list content is indented by the exact
/// marker width, and what a flavor cannot express (tables with block content or spans,
/// GFM syntax in CommonMark) becomes raw HTML. Nodes Markdown never produces render by
/// their content (`div` → its blocks, `span` → its inlines), and so do layout tables
/// (``MarkupAST/Table/isLayout``: an e-mail's frame becomes its headings, paragraphs and
/// lists). See `markdown-backend.md`.
///
/// ```swift
/// let markdown = MarkdownRenderer().render(document)
/// ```
public typealias MarkdownRenderer = FormatRenderer<MarkdownOutput>

/// The Markdown output format behind ``MarkdownRenderer``.
public enum MarkdownOutput: OutputWriter {
    public static var defaultOptions: MarkdownRenderOptions { MarkdownRenderOptions() }

    public static func render(_ document: Document, options: MarkdownRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        render(document, options: options, preparingFallback: nil, diagnostics: &diagnostics)
    }

    /// `document` as Markdown, each block the writer falls back to HTML for (a table in
    /// CommonMark, a list Markdown cannot number) made into `preparingFallback(block)` before
    /// it is written: the Markdown self-check resolves the raw HTML in it there, so a `<script>`
    /// left open in a table cell, which the cell kept to itself, cannot run on past the table
    /// the cell is now written in.
    public static func render(
        _ document: Document, options: MarkdownRenderOptions, preparingFallback: ((Block) -> Block)?,
        diagnostics: inout [Diagnostic]
    ) -> [UInt8] {
        var filtered = document
        filtered.blocks = MarkdownAnchorFilter.filtered(document.blocks, policy: options.anchors)
        return MarkdownBlockWriter.render(filtered, options: options, preparingFallback: preparingFallback, diagnostics: &diagnostics)
    }
}
