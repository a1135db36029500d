import Backends
import HTMLFrontend
import MarkupAST

/// Sanitizes untrusted HTML: parsed the way a browser parses it (WHATWG, scripting on, so
/// `noscript` is raw text as in the browser), lowered into the document tree, and written
/// back from the tree as the ``Backends/SanitizerPolicy`` allows. No input byte is copied to
/// the output, so what a sanitizer that filters strings can miss (mutation on re-parse,
/// namespace confusion, raw-text breakouts) cannot happen (sanitizer.md R1–R7).
///
/// A value: one sanitizer serves every thread.
///
/// ```swift
/// let sanitizer = HTMLSanitizer(policy: .default)
/// let (html, diagnostics) = sanitizer.sanitize("<p onclick=steal()>Hi <script>x</script></p>")
/// // html == "<p>Hi</p>\n"; one diagnostic for the onclick, one for the script
/// ```
public struct HTMLSanitizer: Sendable {
    /// The policy applied.
    public let policy: SanitizerPolicy
    private let converter: MarkupConverter

    /// Creates a sanitizer with `policy`.
    public init(policy: SanitizerPolicy = .default) {
        self.policy = policy
        var options = ConversionOptions()
        options.htmlOutput.sanitizer = policy
        converter = MarkupConverter(options: options)
    }

    /// `html` sanitized, with one diagnostic per kind of element or attribute removed.
    public func sanitize(_ html: String) -> (html: String, diagnostics: [Diagnostic]) {
        let result = converter.convert(html, from: .html, to: .html)
        return (result.output, result.diagnostics)
    }

    /// `html` (UTF-8 bytes; invalid sequences become U+FFFD) sanitized, as bytes.
    public func sanitize(utf8 html: [UInt8]) -> (html: [UInt8], diagnostics: [Diagnostic]) {
        // Not strict, so this never throws; an empty result stands for the impossible case.
        let result = (try? converter.convert(utf8: html, from: FormatSpecifier(format: .html), to: .html))
            ?? ConversionResult(output: [], diagnostics: [])
        return (result.output, result.diagnostics)
    }
}
