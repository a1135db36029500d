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
        let body = HTMLDocumentWriter.render(document, options: options, diagnostics: &diagnostics)
        guard options.standalone else { return body }
        return page(around: body, metadata: document.metadata)
    }

    /// `body` inside a minimal HTML5 page whose `<title>` and `lang` come from `metadata`
    /// (an empty title when it has none: `<title>` is required).
    static func page(around body: [UInt8], metadata: [String: String]) -> [UInt8] {
        let writer = HTMLWriter(capacity: body.count + 256)
        writer.append("<!DOCTYPE html>\n<html")
        if let lang = metadata["lang"], !lang.isEmpty {
            writer.append(" lang=\"")
            writer.appendEscaped(lang)
            writer.append("\"")
        }
        writer.append(">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        writer.appendEscaped(metadata["title"] ?? "")
        writer.append("</title>\n</head>\n<body>\n")
        var bytes = writer.bytes
        bytes += body
        bytes += Array("</body>\n</html>\n".utf8)
        return bytes
    }
}
