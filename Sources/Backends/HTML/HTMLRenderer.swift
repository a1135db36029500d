import MarkupAST

/// Document → HTML, in the shape of cmark-gfm's HTML renderer.
///
/// Safe by default: raw HTML becomes visible escaped text and dangerous URLs
/// (`javascript:`, `vbscript:`, `file:`, non-image `data:`) are dropped, so no script can
/// come out of any input. ``HTMLRenderOptions/isTrusted`` passes raw HTML through for
/// input you control (the full allow-list sanitizer is a separate component).
///
/// ```swift
/// let html = HTMLRenderer().render(document)
/// ```
public struct HTMLRenderer: DocumentRenderer {
    /// The options fixed at creation.
    public let options: HTMLRenderOptions

    /// Creates a renderer.
    public init(options: HTMLRenderOptions = HTMLRenderOptions()) {
        self.options = options
    }

    /// Renders `document` as an HTML fragment in UTF-8 bytes (the renderer's native form).
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var writer = HTMLDocumentWriter(options: options, footnotes: FootnoteIndex(document))
        writer.write(document)
        return writer.output.bytes
    }
}
