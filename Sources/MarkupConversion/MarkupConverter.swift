import Backends
import HTMLFrontend
import MarkupAST

/// One call from HTML, Markdown or any registered format to any other: the library face of
/// `mconv`, which composes parsing, raw-HTML resolution and rendering exactly as the CLI
/// does (the CLI has no composition of its own).
///
/// A converter is an immutable value with no shared mutable state: build one (with your
/// options, stylesheet or formats) and call it from any number of threads at once.
///
/// ```swift
/// let converter = MarkupConverter()
/// let markdown = converter.convert("<h1>Title</h1><p>Hi <b>there</b></p>", from: .html, to: .gfm)
/// print(markdown.output)                           // "# Title\n\nHi **there**\n"
/// for diagnostic in markdown.diagnostics { print(diagnostic) }
/// let runs = converter.runs("<p>Hello <b>world</b></p>", from: .html)
/// for run in runs.runs { print(run.text, runs.styles[run.style].fontWeight) }
/// ```
public struct MarkupConverter: Sendable {
    /// The formats this converter knows (names for the `String` calls).
    public var registry: FormatRegistry
    /// How every format parses and renders.
    public var options: ConversionOptions
    /// Parse without resolving relative URLs, for callers that rewrite links first and
    /// resolve afterwards (``BatchConverter`` with link rewriting or media extraction).
    package var defersURLResolution = false

    /// Creates a converter.
    public init(registry: FormatRegistry = .standard, options: ConversionOptions = ConversionOptions()) {
        self.registry = registry
        self.options = options
    }

    /// A converter whose runs.json output uses `styleSheet` and `policy`.
    public init(styleSheet: StyleSheet, policy: StylePolicy = .preferInlineStyle) {
        var options = ConversionOptions()
        options.runsOutput = RunsRenderOptions(styleSheet: styleSheet, policy: policy)
        self.init(options: options)
    }

    // MARK: - Parsing

    /// Throws ``InputError/tooLarge(_:)`` when `bytes` are more than
    /// ``ConversionOptions/maxInputBytes``.
    func checkSize(of bytes: [UInt8]) throws(InputError) {
        if let limit = options.maxInputBytes, bytes.count > limit { throw .tooLarge(InputSizeError(limit: limit)) }
    }

    /// The document tree of `bytes` in `input`, with every diagnostic. Invalid UTF-8 is
    /// replaced with U+FFFD (or, with ``ConversionOptions/strictUTF8``, thrown), a leading
    /// byte-order mark is dropped, and control characters that could drive a terminal are
    /// replaced (``UTF8Input/replacingControlCharacters(_:)``); raw HTML inside Markdown is
    /// handled as `rawHTML` says; relative URLs are resolved against
    /// ``ConversionOptions/baseURL`` and the input's `<base href>`. Diagnostic spans are byte
    /// offsets into `bytes`.
    /// - Throws: ``InputError/invalidUTF8(_:)`` in strict mode; ``InputError/malformed(_:)``
    ///   when the bytes are not the input format at all (runs.json that is not runs.json);
    ///   ``InputError/tooLarge(_:)`` for more bytes than ``ConversionOptions/maxInputBytes``.
    public func parse(
        utf8 bytes: [UInt8], from input: FormatSpecifier, rawHTML: RawHTMLMode = .resolve
    ) throws(InputError) -> ParseResult {
        try checkSize(of: bytes)
        guard let makeParser = input.format.makeParser else {
            return ParseResult(document: Document(), diagnostics: [Self.notReadable(input.format)])
        }
        let prepared: (bytes: [UInt8], diagnostics: [Diagnostic])
        do {
            prepared = try UTF8Input.prepared(bytes, strict: options.strictUTF8)
        } catch {
            throw .invalidUTF8(error)
        }
        let rawHTML = options.rawHTML ?? rawHTML
        let context = FormatContext(options: options, inputExtensions: input.extensions, rawHTML: rawHTML)
        var result: ParseResult
        do {
            result = try makeParser(context).parseOrThrow(validatedUTF8: prepared.bytes)
        } catch {
            throw .malformed(error)
        }
        if input.format.holdsRawHTML, rawHTML == .resolve {
            result = RawHTMLResolver(options: options.htmlInput).resolve(result)
        }
        if !defersURLResolution, options.baseURL != nil || result.document.metadata[Document.baseMetadataKey] != nil {
            result.document = result.document.resolvingRelativeURLs(documentURL: options.baseURL)
        }
        if input.format.name != DocumentFormat.html.name,
           options.htmlInput.selection != nil || options.htmlInput.removal != nil {
            result.diagnostics.append(Self.selectorsIgnored(for: input.format))
        }
        // The parser counted bytes after a byte-order mark; report against the input. (After a
        // repair the offsets are into the repaired text and cannot be mapped back exactly.)
        let markLength = UInt32(UTF8Input.byteOrderMarkLength(bytes))
        let repaired = prepared.diagnostics.contains { $0.code == UTF8Input.diagnosticCode }
        if markLength > 0 && !repaired {
            for index in result.diagnostics.indices {
                if let span = result.diagnostics[index].span {
                    let shifted = { (offset: UInt32) in min(offset, UInt32.max - markLength) + markLength }
                    result.diagnostics[index].span = SourceSpan(start: shifted(span.start), end: shifted(span.end))
                }
            }
        }
        for field in options.metadata { result.document.setMetadata(field.key, to: field.value.joined) }
        result.diagnostics.insert(contentsOf: prepared.diagnostics, at: 0)
        return result
    }

    /// The document tree of `bytes` in `input`, parsed as `output` wants it: raw HTML as
    /// ``rawHTMLMode(for:)`` says, and with the parse options `output` asks for
    /// (``DocumentFormat/inputOptions``).
    /// - Throws: ``InputError`` (see ``parse(utf8:from:rawHTML:)``).
    public func parse(
        utf8 bytes: [UInt8], from input: FormatSpecifier, for output: DocumentFormat
    ) throws(InputError) -> ParseResult {
        var prepared = self
        prepared.options = output.inputOptions(options)
        return try prepared.parse(utf8: bytes, from: input, rawHTML: prepared.rawHTMLMode(for: output))
    }

    /// The document tree of `source` in `input` (a `String` is valid UTF-8, so this never
    /// throws; text that is not the input format at all gives an empty document and a
    /// `malformed-input` warning).
    public func parse(_ source: String, from input: DocumentFormat, rawHTML: RawHTMLMode = .resolve) -> ParseResult {
        var lenient = self
        lenient.options.strictUTF8 = false
        do {
            return try lenient.parse(utf8: Array(source.utf8), from: FormatSpecifier(format: input), rawHTML: rawHTML)
        } catch {
            return ParseResult(document: Document(), diagnostics: [error.diagnostic])
        }
    }

    // MARK: - Rendering

    /// `document` written in `output`, with the renderer's diagnostics. `inputExtensions`
    /// are the input's syntax extensions (the HTML writer honours `tagfilter`);
    /// `inputFormat` is the format the document was read from (Markdown output writes the
    /// bare URLs of HTML input as they are, see ``MarkdownRenderOptions/linksBareURLs``).
    public func render(
        _ document: Document, to output: DocumentFormat, inputExtensions: Set<String> = [], inputFormat: DocumentFormat? = nil
    ) -> ConversionResult<[UInt8]> {
        guard let makeRenderer = output.makeRenderer else {
            return ConversionResult(output: [], diagnostics: [Self.notWritable(output)])
        }
        let renderer = makeRenderer(FormatContext(options: options, inputExtensions: inputExtensions, inputFormat: inputFormat))
        var diagnostics: [Diagnostic] = []
        let bytes = renderer.renderUTF8(document, diagnostics: &diagnostics)
        return ConversionResult(output: bytes, diagnostics: diagnostics)
    }

    /// `document` rendered as `output` (as ``render(_:to:inputExtensions:inputFormat:)``
    /// does), handed to `write` in pieces as they are ready; returns the diagnostics. A
    /// format that streams (runs.json) never holds its whole output.
    public func render(
        _ document: Document, to output: DocumentFormat, inputExtensions: Set<String> = [], inputFormat: DocumentFormat? = nil,
        inPieces write: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> [Diagnostic] {
        guard let makeRenderer = output.makeRenderer else { return [Self.notWritable(output)] }
        let renderer = makeRenderer(FormatContext(options: options, inputExtensions: inputExtensions, inputFormat: inputFormat))
        var diagnostics: [Diagnostic] = []
        renderer.renderUTF8(document, diagnostics: &diagnostics, inPieces: write)
        return diagnostics
    }

    /// The format `parsed` counts as read from, for rendering: the ``MarkupAST/ParseResult/sourceFormat``
    /// it names (an ast.json document written from HTML) when the registry knows it, else
    /// `input`.
    public func sourceFormat(of parsed: ParseResult, readAs input: DocumentFormat) -> DocumentFormat {
        sourceFormat(named: parsed.sourceFormat, readAs: input)
    }

    /// The registered format `name` names (a ``MarkupAST/ParseResult/sourceFormat``), else `input`.
    public func sourceFormat(named name: String?, readAs input: DocumentFormat) -> DocumentFormat {
        name.flatMap { registry.format(named: $0) } ?? input
    }

    /// What `output` wants done with raw HTML inside Markdown, unless the options say.
    public func rawHTMLMode(for output: DocumentFormat) -> RawHTMLMode {
        options.rawHTML ?? output.rawHTMLMode(options)
    }

    // MARK: - Converting

    /// `bytes` in `input` converted to `output`, as UTF-8 bytes.
    /// - Throws: ``InputError`` (see ``parse(utf8:from:rawHTML:)``).
    public func convert(
        utf8 bytes: [UInt8], from input: FormatSpecifier, to output: DocumentFormat
    ) throws(InputError) -> ConversionResult<[UInt8]> {
        let parsed = try parse(utf8: bytes, from: input, for: output)
        let rendered = render(parsed.document, to: output, inputExtensions: input.extensions, inputFormat: sourceFormat(of: parsed, readAs: input.format))
        return ConversionResult(output: rendered.output, diagnostics: parsed.diagnostics + rendered.diagnostics)
    }

    /// `source` in `input` converted to `output`.
    public func convert(_ source: String, from input: DocumentFormat, to output: DocumentFormat) -> ConversionResult<String> {
        convert(text: source, from: FormatSpecifier(format: input), to: output)
    }

    /// `source` converted between two formats named in the registry (`"commonmark+table"`,
    /// `"runs-json"`).
    /// - Throws: ``FormatError`` for an unknown name, or a format that cannot be read or written.
    public func convert(_ source: String, from input: String, to output: String) throws(FormatError) -> ConversionResult<String> {
        let specifier = try FormatSpecifier(input, in: registry)
        guard specifier.format.isReadable else { throw FormatError("format '\(specifier.format.name)' cannot be read") }
        let target = try FormatSpecifier(output, in: registry).format
        guard target.isWritable else { throw FormatError("format '\(target.name)' cannot be written") }
        return convert(text: source, from: specifier, to: target)
    }

    /// A `String` conversion: text is valid UTF-8, so strict mode cannot reject it.
    private func convert(text: String, from input: FormatSpecifier, to output: DocumentFormat) -> ConversionResult<String> {
        var lenient = self
        lenient.options.strictUTF8 = false
        do {
            let result = try lenient.convert(utf8: Array(text.utf8), from: input, to: output)
            return ConversionResult(output: String(decoding: result.output, as: UTF8.self), diagnostics: result.diagnostics)
        } catch {
            return ConversionResult(output: "", diagnostics: [error.diagnostic])
        }
    }

    /// `source` as styled runs, every style resolved through the options' runs.json settings.
    public func runs(_ source: String, from input: DocumentFormat) -> RunsDocument {
        RunsJSONRenderer(options: options.runsOutput).runs(parse(source, from: input).document)
    }

    // MARK: - Diagnostics

    /// The warning for `--select`/`--remove` given with an input they do not apply to.
    static func selectorsIgnored(for format: DocumentFormat) -> Diagnostic {
        Diagnostic(
            code: "selector-html-only",
            message: "--select and --remove apply to HTML input only; ignored for this \(format.name) input"
        )
    }

    private static func notReadable(_ format: DocumentFormat) -> Diagnostic {
        Diagnostic(code: "format-not-readable", message: "format '\(format.name)' cannot be read")
    }

    private static func notWritable(_ format: DocumentFormat) -> Diagnostic {
        Diagnostic(code: "format-not-writable", message: "format '\(format.name)' cannot be written")
    }
}
