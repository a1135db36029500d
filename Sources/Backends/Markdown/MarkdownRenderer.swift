import MarkupAST

/// Renders a ``MarkupAST/Document`` as CommonMark or GitHub Flavored Markdown.
///
/// The output is meant to parse back to the same tree: text is escaped by context (only
/// what would parse), delimiters are checked against the flanking rules with raw HTML as
/// the fallback, code blocks are always fenced, list content is indented by the exact
/// marker width, and what a flavor cannot express (tables with block content or spans,
/// GFM syntax in CommonMark) becomes raw HTML. Nodes Markdown never produces render by
/// their content (`div` → its blocks, `span` → its inlines). See `markdown-backend.md`.
///
/// ```swift
/// let markdown = MarkdownRenderer().render(document)
/// ```
public struct MarkdownRenderer: DocumentRenderer {
    /// The options fixed at creation.
    public let options: MarkdownRenderOptions

    /// Creates a renderer.
    public init(options: MarkdownRenderOptions = MarkdownRenderOptions()) {
        self.options = options
    }

    /// Renders `document` as UTF-8 bytes (the renderer's native form).
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var writer = MarkdownBlockWriter(options: options)
        writer.write(document.blocks, tight: false)
        return writer.layout.output.bytes
    }
}
