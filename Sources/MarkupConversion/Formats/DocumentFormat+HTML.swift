import Backends
import HTMLFrontend
import MarkdownFrontend

extension DocumentFormat {
    /// HTML: in, a snippet (a `<body>` fragment) or a whole page; out, a sanitized fragment
    /// (``ConversionOptions/htmlOutput``'s `isTrusted` passes raw HTML through).
    public static let html = DocumentFormat(
        name: "html", aliases: ["htm", "xhtml"], fileExtensions: ["html", "htm", "xhtml", "shtml"],
        summary: "HTML: in, a snippet or a whole page (WHATWG parsing, lenient); out, a safe fragment (--trusted-html keeps raw HTML)",
        makeParser: { context in HTMLParser(options: context.options.htmlInput) },
        makeRenderer: { context in
            var options = context.options.htmlOutput
            options.tagFilter = options.tagFilter || context.inputExtensions.contains(MarkdownExtension.tagfilter.rawValue)
            return HTMLRenderer(options: options)
        },
        rawHTMLMode: { options in options.htmlOutput.isTrusted ? .keep : .resolve },
        inputOptions: { options in
            guard options.htmlOutput.sanitizer != nil else { return options }
            // Sanitizing: parse as a browser with scripting on would (`<noscript>` is raw
            // text there), say what was dropped, and keep every element the policy may allow.
            var sanitizing = options
            sanitizing.htmlInput.scriptingEnabled = true
            sanitizing.htmlInput.reportsDroppedElements = true
            sanitizing.htmlInput.keepsGenericElements = true
            return sanitizing
        }
    )
}
