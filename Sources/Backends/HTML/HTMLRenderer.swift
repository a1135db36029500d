import MarkupAST

/// Document → HTML, in the shape of cmark-gfm's HTML renderer.
///
/// Sanitized by default: the tree is written as ``HTMLRenderOptions/sanitizer``'s
/// ``SanitizerPolicy`` allows (elements, attributes, URL schemes, ids, classes, styles,
/// iframes), raw HTML left in the tree becomes visible escaped text, and one diagnostic per
/// kind of thing removed is reported. Without a policy (`isTrusted`) raw HTML passes through
/// for input you control.
///
/// ```swift
/// let html = HTMLRenderer().render(document)
/// ```
public typealias HTMLRenderer = FormatRenderer<HTMLOutput>

/// The HTML output format behind ``HTMLRenderer``.
public enum HTMLOutput: OutputWriter {
    public static var defaultOptions: HTMLRenderOptions { HTMLRenderOptions() }

    public static func render(_ document: Document, options: HTMLRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        HTMLDocumentWriter.render(document, options: options, diagnostics: &diagnostics)
    }
}
