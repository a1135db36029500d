import MarkupAST
import MarkupJSON

/// A reader of one app-JSON format (ProseMirror, Portable Text, Contentful): the parsed JSON
/// in, blocks out, with the diagnostics it collected. ``AppJSONInput/read(_:format:as:maxDepth:)``
/// does what all three parsers share around it.
protocol AppJSONDocumentReader {
    /// A reader that flattens nesting deeper than `maxDepth`.
    init(maxDepth: Int)
    /// What the reader had to say.
    var diagnostics: AppJSONDiagnostics { get }
    /// The blocks of the document `root`.
    mutating func document(_ root: JSONValue) throws(AppJSONError) -> [Block]
}

extension AppJSONInput {
    /// The document of `bytes` read as `format` by a `Reader`: JSON first, then the reader;
    /// a failure of either is a ``MarkupAST/MalformedInputError`` naming the format (and
    /// the JSON path for the reader's).
    static func read<Reader: AppJSONDocumentReader>(
        _ bytes: [UInt8], format: String, as reader: Reader.Type, maxDepth: Int
    ) throws(MalformedInputError) -> ParseResult {
        let root = try parse(bytes, format: format)
        var reader = Reader(maxDepth: maxDepth)
        do throws(AppJSONError) {
            let blocks = try reader.document(root.value)
            return ParseResult(document: Document(blocks: blocks), diagnostics: root.diagnostics + reader.diagnostics.diagnostics(maxDepth: maxDepth))
        } catch {
            throw error.malformedInput(format: format)
        }
    }

    /// `read` made lenient: input that is not the format gives an empty document and one
    /// `unreadableCode` warning.
    static func readLeniently(unreadableCode: String, _ read: () throws(MalformedInputError) -> ParseResult) -> ParseResult {
        do {
            return try read()
        } catch {
            return ParseResult(document: Document(), diagnostics: [Diagnostic(code: unreadableCode, message: error.description)])
        }
    }
}
