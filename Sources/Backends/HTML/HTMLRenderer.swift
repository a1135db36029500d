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
public typealias HTMLRenderer = FormatRenderer<HTMLOutput>

/// The HTML output format behind ``HTMLRenderer``.
public enum HTMLOutput: OutputWriter {
    public static var defaultOptions: HTMLRenderOptions { HTMLRenderOptions() }

    public static func render(_ document: Document, options: HTMLRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        HTMLDocumentWriter.render(document, options: options)
    }
}
