import MarkupAST
import MarkupConversion

/// One fully resolved conversion job, from the command line to the library: the formats
/// (from the registry), the converter configured with every option, and how each input
/// file is read. All composition happens in ``MarkupConversion/MarkupConverter``.
struct ConversionPlan {
    let converter: MarkupConverter
    /// The format `-f` named; `nil` infers it per file from the registry's file extensions
    /// (the default format when nothing matches, as for standard input).
    let input: FormatSpecifier?
    /// `-e` extensions, added to every input format that has extensions.
    let addedExtensions: Set<String>
    let output: DocumentFormat
    /// `--extract-media DIR`: copies each input's images (relative to that input).
    var media: MediaExtractor?
    /// The `-o` file the output goes to (`nil`: standard output), for the copies' references.
    var outputPath: String?
    /// The input format when `-f` is not given and nothing else tells.
    static let defaultInput = DocumentFormat.gfm
    /// The output format when neither `-t` nor the output file's extension tells.
    static let defaultOutput = DocumentFormat.html

    var registry: FormatRegistry { converter.registry }

    /// The input format of the file at `path` (`-` is standard input).
    func inputSpecifier(for path: String) -> FormatSpecifier {
        input ?? registry.inputSpecifier(forPath: path, fallback: Self.defaultInput, adding: addedExtensions)
    }

    /// The extensions the output sees as the input's (`tagfilter` for the HTML writer).
    var renderingExtensions: Set<String> {
        inputSpecifier(for: "-").extensions
    }

    /// Parses one input's bytes, in whatever encoding they are (the library's
    /// ``MarkupConversion/MarkupConverter/decode(_:from:)``, then its parse); diagnostics are
    /// returned for the caller to print, with the UTF-8 text their spans point into.
    func parse(_ bytes: [UInt8], path: String) throws(InputDataError) -> (result: ParseResult, source: [UInt8]) {
        let input = inputSpecifier(for: path)
        var parser = converter
        // Images are extracted before relative URLs are resolved (in the same pass).
        parser.defersURLResolution = media != nil
        do {
            let decoded = try parser.decode(bytes, from: input)
            var result = try parser.parse(utf8: decoded.utf8, from: input, for: output)
            result.diagnostics.insert(contentsOf: decoded.diagnostics, at: 0)
            if let media {
                result.document = media.extract(
                    result.document, inputPath: path == "-" ? nil : path, outputPath: outputPath, documentURL: converter.options.baseURL,
                    diagnostics: &result.diagnostics
                )
            }
            return (result, decoded.utf8)
        } catch .tooLarge(let error) {
            throw InputDataError(description: "\(path == "-" ? "standard input" : path): \(error.description) (see --max-input-size)")
        } catch {
            throw InputDataError(description: error.description)
        }
    }

    /// Renders a document read from the file at `inputPath` (the first one, for several
    /// files joined) in the output format.
    /// `sourceFormat` is what the input says it was first read from (ast.json's `source`).
    func render(_ document: Document, inputPath: String, sourceFormat: String? = nil) -> ConversionResult<[UInt8]> {
        let format = converter.sourceFormat(named: sourceFormat, readAs: inputSpecifier(for: inputPath).format)
        return converter.render(document, to: output, inputExtensions: renderingExtensions, inputFormat: format)
    }

    /// The same output handed to `write` in pieces as the renderer makes them (runs.json
    /// streams; other formats come in one piece); returns the diagnostics.
    func render(
        _ document: Document, inputPath: String, sourceFormat: String?, inPieces write: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> [Diagnostic] {
        let format = converter.sourceFormat(named: sourceFormat, readAs: inputSpecifier(for: inputPath).format)
        return converter.render(document, to: output, inputExtensions: renderingExtensions, inputFormat: format, inPieces: write)
    }
}
