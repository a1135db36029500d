import Backends
import HTMLFrontend
import MarkdownFrontend
import MarkupAST

/// One fully resolved conversion job: how to parse each input and how to render.
struct Conversion {
    /// The format `-f` named; `nil` infers it per file from the extension (Markdown when
    /// there is none to go by, as for standard input).
    let inputFormat: InputFormat?
    /// The Markdown extensions for Markdown inputs.
    let extensions: Set<MarkdownExtension>
    /// Whether raw HTML inside Markdown is parsed into the tree (`--raw-html`).
    let resolvesRawHTML: Bool
    let outputFormat: OutputFormat
    let trustedHTML: Bool
    let linkURLs: Bool
    let runsOptions: RunsRenderOptions
    let strictUTF8: Bool
    /// `--select` and `--remove` (HTML input only).
    var selection: CSSSelectorList? = nil
    var removal: CSSSelectorList? = nil

    /// The format of the input at `path` (`-` is standard input).
    func inputFormat(for path: String) -> InputFormat {
        inputFormat ?? InputFormat.inferred(fromPath: path) ?? .gfm
    }

    /// Parses one input's bytes; diagnostics are returned for the caller to print.
    func parse(_ bytes: [UInt8], format: InputFormat) throws(InputDataError) -> ParseResult {
        let input: (bytes: [UInt8], diagnostics: [Diagnostic])
        do {
            input = try UTF8Input.validated(bytes, strict: strictUTF8)
        } catch {
            throw InputDataError(description: error.description)
        }
        var result: ParseResult
        switch format {
        case .html:
            let options = HTMLParseOptions(selection: selection, removal: removal)
            result = HTMLParser(options: options).parse(validatedUTF8: input.bytes) // validated just above
        case .gfm, .commonmark:
            let parser = MarkdownParser(options: MarkdownParseOptions(extensions: extensions, usesProcessArena: true))
            result = input.bytes.withUnsafeBufferPointer { parser.parse(utf8: $0) }
            if resolvesRawHTML { result = RawHTMLResolver().resolve(result) }
            if selection != nil || removal != nil { result.diagnostics.append(SelectorArguments.ignoredForMarkdown) }
        }
        // The frontend counts bytes after a byte-order mark; report against the file. (After a
        // repair the offsets are into the repaired text and cannot be mapped back exactly.)
        let markLength = UInt32(UTF8Input.byteOrderMarkLength(bytes))
        if markLength > 0 && input.diagnostics.isEmpty {
            for index in result.diagnostics.indices {
                if let span = result.diagnostics[index].span {
                    let shifted = { (offset: UInt32) in min(offset, UInt32.max - markLength) + markLength }
                    result.diagnostics[index].span = SourceSpan(start: shifted(span.start), end: shifted(span.end))
                }
            }
        }
        result.diagnostics.insert(contentsOf: input.diagnostics, at: 0)
        return result
    }

    /// Renders a document in the output format, as UTF-8 bytes.
    func render(_ document: Document) -> [UInt8] {
        renderer.renderUTF8(document)
    }

    private var renderer: any DocumentRenderer {
        switch outputFormat {
        case .html:
            return HTMLRenderer(options: HTMLRenderOptions(isTrusted: trustedHTML, tagFilter: extensions.contains(.tagfilter)))
        case .gfm:
            return MarkdownRenderer(options: MarkdownRenderOptions(flavor: .gfm))
        case .commonmark:
            return MarkdownRenderer(options: MarkdownRenderOptions(flavor: .commonMark))
        case .text:
            return PlainTextRenderer(options: PlainTextRenderOptions(showLinkURLs: linkURLs))
        case .runs:
            return RunsJSONRenderer(options: runsOptions)
        }
    }

    /// The file extension for outputs written with `--output-dir`.
    var outputFileExtension: String {
        switch outputFormat {
        case .html: return "html"
        case .gfm, .commonmark: return "md"
        case .text: return "txt"
        case .runs: return "json"
        }
    }
}
