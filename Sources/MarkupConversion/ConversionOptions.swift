import Backends
import HTMLFrontend
import MarkdownFrontend
import MarkupAST
import MarkupEncoding
import RunsFrontend

/// Everything a conversion can be configured with, in one value: each format reads the part
/// it needs (the HTML format its parse and render options, runs.json its stylesheet…).
///
/// Every field has a default; the defaults are the safe choices. A `Sendable` value, so one
/// converter configured with it serves every thread.
public struct ConversionOptions: Hashable, Sendable {
    /// How HTML input is parsed (and raw HTML inside Markdown, when it is resolved).
    public var htmlInput: HTMLParseOptions
    /// How Markdown input is parsed; the extensions come from the input format (`gfm`,
    /// `commonmark+table`), not from here.
    public var markdownInput: MarkdownParseOptions
    /// Overrides what the output format wants done with raw HTML inside Markdown; `nil`
    /// leaves the choice to the output format (see ``DocumentFormat/rawHTMLMode``).
    public var rawHTML: RawHTMLMode?
    /// Reject invalid UTF-8 input instead of replacing it with U+FFFD (and input not valid in
    /// its declared encoding, and undeclared HTML that is not UTF-8: strict mode never guesses
    /// windows-1252).
    public var strictUTF8: Bool
    /// The encoding byte input is read in, whatever the document declares (only a byte order
    /// mark outranks it); `nil` sniffs it (see ``MarkupConverter/decode(_:from:)``). Applies to
    /// the calls taking bytes in any encoding (``MarkupConverter/convert(bytes:from:to:)``),
    /// not to those taking UTF-8 or a `String`. `TextEncoding(label: "latin1")` is windows-1252.
    public var encoding: TextEncoding?
    /// Metadata set on every parsed document, in order (`mconv --metadata KEY=VALUE`): it
    /// overrides what the input declared, in ``MarkupAST/Document/metadata`` and in a front
    /// matter block (see ``MarkupAST/Document/setMetadata(_:to:)``).
    public var metadata: [FrontMatter.Field] = []
    /// HTML output; `isTrusted` passes raw HTML and every URL through.
    public var htmlOutput: HTMLRenderOptions
    /// Markdown output (the flavor is set by the output format, `gfm` or `commonmark`).
    public var markdownOutput: MarkdownRenderOptions
    /// Plain-text output.
    public var textOutput: PlainTextRenderOptions
    /// runs.json output: the app's stylesheet, the style policy, the offset kinds.
    public var runsOutput: RunsRenderOptions
    /// Terminal output: width, colours, hyperlinks (the CLI resolves them from the
    /// environment; see ``Backends/ANSIRenderOptions/init(preferences:environment:)``).
    public var ansiOutput: ANSIRenderOptions
    /// How runs.json input is read (the nesting cap).
    public var runsInput = RunsJSONParseOptions()
    /// The URL of the input document (`mconv --base-url`): relative link and image
    /// destinations are resolved against it, or against the `<base href>` an HTML input
    /// declares (itself resolved against this URL), by WHATWG URL rules; a same-document
    /// `#fragment` stays as it is. `nil` resolves only against an absolute `<base href>`.
    /// See ``MarkupAST/Document/resolvingRelativeURLs(documentURL:)``.
    public var baseURL: String?
    /// Whether Markdown output is read back with cmark-gfm and compared with the document,
    /// blocks that do not survive being written again as HTML (`mconv --self-check`). Off by
    /// default: it makes HTML → Markdown about 2× slower (bench/REPORT.md).
    public var markdownSelfCheck = false
    /// The largest input accepted, in bytes; `nil` (the default) accepts any size. Larger
    /// input is refused with ``InputError/tooLarge(_:)`` before it is decoded or parsed: the
    /// limit applies to the bytes given (``MarkupConverter/decode(_:from:)``) and to the UTF-8
    /// text parsed (``MarkupConverter/parse(utf8:from:rawHTML:)``). Parsing costs memory in
    /// proportion to the input (a parsed tree is some tens of bytes per input byte), so a
    /// service reading untrusted input should set one; the CLI's `--max-input-size` sets it
    /// (128 MiB unless told otherwise).
    public var maxInputBytes: Int?

    /// Creates options; every field defaults to the safe choice.
    public init(
        htmlInput: HTMLParseOptions = HTMLParseOptions(), markdownInput: MarkdownParseOptions = MarkdownParseOptions(),
        rawHTML: RawHTMLMode? = nil, strictUTF8: Bool = false, encoding: TextEncoding? = nil, htmlOutput: HTMLRenderOptions = HTMLRenderOptions(),
        markdownOutput: MarkdownRenderOptions = MarkdownRenderOptions(), textOutput: PlainTextRenderOptions = PlainTextRenderOptions(),
        runsOutput: RunsRenderOptions = RunsRenderOptions(), ansiOutput: ANSIRenderOptions = ANSIRenderOptions()
    ) {
        self.htmlInput = htmlInput
        self.markdownInput = markdownInput
        self.rawHTML = rawHTML
        self.strictUTF8 = strictUTF8
        self.encoding = encoding
        self.htmlOutput = htmlOutput
        self.markdownOutput = markdownOutput
        self.textOutput = textOutput
        self.runsOutput = runsOutput
        self.ansiOutput = ansiOutput
    }
}
