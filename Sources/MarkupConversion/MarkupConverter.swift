import Backends
import HTMLFrontend
import MarkdownFrontend
import MarkupAST

/// One call from an HTML or Markdown string to runs or to any other format: the library
/// face of `mconv`, for apps and migration scripts.
///
/// A converter is an immutable value with no shared mutable state: build one (with your
/// stylesheet) and call it from any number of threads at once.
///
/// ```swift
/// let converter = MarkupConverter()
/// let runs = converter.runs("<p>Hello <b>world</b></p>", from: .html)
/// for run in runs.runs { print(run.text, runs.styles[run.style].fontWeight) }
/// let markdown = converter.convert("<h1>Title</h1>", from: .html, to: .markdown)
/// ```
public struct MarkupConverter: Sendable {
    public var htmlOptions: HTMLParseOptions
    public var markdownOptions: MarkdownParseOptions
    public var runsOptions: RunsRenderOptions
    public var htmlOutputOptions: HTMLRenderOptions
    public var textOptions: PlainTextRenderOptions
    /// Parse raw HTML inside Markdown (`<b>x</b>`, `<table>` blocks) into the document, as
    /// every output except Markdown wants. On by default.
    public var resolvesRawHTML: Bool

    public init(
        htmlOptions: HTMLParseOptions = HTMLParseOptions(), markdownOptions: MarkdownParseOptions = MarkdownParseOptions(),
        runsOptions: RunsRenderOptions = RunsRenderOptions(), htmlOutputOptions: HTMLRenderOptions = HTMLRenderOptions(),
        textOptions: PlainTextRenderOptions = PlainTextRenderOptions(), resolvesRawHTML: Bool = true
    ) {
        self.htmlOptions = htmlOptions
        self.markdownOptions = markdownOptions
        self.runsOptions = runsOptions
        self.htmlOutputOptions = htmlOutputOptions
        self.textOptions = textOptions
        self.resolvesRawHTML = resolvesRawHTML
    }

    /// A converter with `styleSheet` and `policy` for runs.
    public init(styleSheet: StyleSheet, policy: StylePolicy = .preferInlineStyle) {
        self.init(runsOptions: RunsRenderOptions(styleSheet: styleSheet, policy: policy))
    }

    /// The document tree of `source` with the parser's diagnostics. Never fails: every input
    /// has a document (invalid UTF-8 cannot occur in a `String`).
    public func parse(_ source: String, from format: SourceFormat) -> ParseResult {
        switch format {
        case .html:
            return HTMLParser(options: htmlOptions).parse(source)
        case .markdown, .commonMark:
            var options = markdownOptions
            if format == .commonMark { options.extensions = [] }
            let result = MarkdownParser(options: options).parse(source)
            return resolvesRawHTML ? RawHTMLResolver(options: htmlOptions).resolve(result) : result
        }
    }

    /// `source` as styled runs, every style resolved through ``runsOptions``.
    public func runs(_ source: String, from format: SourceFormat) -> RunsDocument {
        RunsJSONRenderer(options: runsOptions).runs(parse(source, from: format).document)
    }

    /// `source` converted to `target`.
    public func convert(_ source: String, from format: SourceFormat, to target: TargetFormat) -> String {
        var converter = self
        // Markdown output keeps raw HTML as raw markup, like the CLI.
        if target == .markdown || target == .commonMark { converter.resolvesRawHTML = false }
        let document = converter.parse(source, from: format).document
        return String(decoding: renderer(for: target).renderUTF8(document), as: UTF8.self)
    }

    /// The renderer this converter uses for `target`.
    public func renderer(for target: TargetFormat) -> any DocumentRenderer {
        switch target {
        case .runsJSON: return RunsJSONRenderer(options: runsOptions)
        case .html: return HTMLRenderer(options: htmlOutputOptions)
        case .markdown: return MarkdownRenderer(options: MarkdownRenderOptions(flavor: .gfm))
        case .commonMark: return MarkdownRenderer(options: MarkdownRenderOptions(flavor: .commonMark))
        case .plainText: return PlainTextRenderer(options: textOptions)
        }
    }
}
