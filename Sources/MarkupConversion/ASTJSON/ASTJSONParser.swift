import Backends
import HTMLFrontend
import MarkupAST
import MarkupJSON

/// Reads the tree written by ``Backends/ASTJSONRenderer`` (`-f ast.json`, docs/ast-json.md)
/// back into exactly the document it was written from: `-t ast.json`, then `-f ast.json`,
/// changes nothing.
///
/// It lives in the composition layer rather than in a frontend module because inline
/// styles travel as CSS text, which the HTML frontend's CSS parser reads.
///
/// Input that is not such a document (not JSON, another `format`, another major `version`,
/// a node of an unknown type or of the wrong shape) is refused with a
/// ``MarkupAST/MalformedInputError`` naming the JSON path (`blocks[3].content[0].url:
/// expected a string`), which the command line reports as invalid input data (exit 65).
/// Members the format does not know are ignored, so later minor versions can add some.
public struct ASTJSONParser: DocumentParser {
    /// The deepest JSON nesting read: the tree's own cap (256 containers) needs about three
    /// JSON levels per container.
    static let maxDepth = JSONReader.maxSupportedDepth

    /// A parser.
    public init() {}

    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        do {
            return try parseOrThrow(validatedUTF8: bytes)
        } catch {
            return ParseResult(document: Document(), diagnostics: [Diagnostic(code: "malformed-input", message: error.description, span: error.span)])
        }
    }

    public func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult {
        let root: JSONValue
        let readerDiagnostics: [Diagnostic]
        do {
            let read = try JSONReader(maxDepth: Self.maxDepth, replacesControlCharacters: true).parseCountingReplacements(bytes)
            root = read.value
            readerDiagnostics = read.diagnostics
        } catch {
            throw MalformedInputError("not an ast.json document: \(error.description)")
        }
        guard case .object = root else { throw MalformedInputError("not an ast.json document: the top level is not an object") }
        guard root["format"]?.stringValue == ASTJSONRenderer.formatName else {
            throw MalformedInputError("not an ast.json document: \"format\" is not \"\(ASTJSONRenderer.formatName)\"")
        }
        guard let version = root["version"]?.doubleValue else {
            throw MalformedInputError("not an ast.json document: \"version\" is missing")
        }
        // Compared as numbers: a version no `Int` can hold (8.9e19) is unsupported, not a trap.
        guard version == Double(ASTJSONRenderer.version) else {
            throw MalformedInputError("ast.json version \(version) is not supported (this mconv reads version \(ASTJSONRenderer.version))")
        }
        var reader = ASTJSONTreeReader()
        var document = Document()
        if let metadata = root["metadata"] {
            guard case .object(let members) = metadata else { throw reader.error("metadata", "expected an object") }
            for member in members {
                guard let value = member.value.stringValue else { throw reader.error("metadata.\(member.name)", "expected a string") }
                document.metadata[member.name] = value
            }
        }
        if let frontMatter = root["frontMatter"] {
            guard let format = frontMatter["format"]?.stringValue.flatMap(FrontMatter.Format.init(rawValue:)) else {
                throw reader.error("frontMatter.format", "expected \"yaml\" or \"toml\"")
            }
            guard let text = frontMatter["text"]?.stringValue else { throw reader.error("frontMatter.text", "expected a string") }
            let closing = frontMatter["closing"]?.stringValue
            guard closing == nil || closing == "---" || closing == "..." || closing == "+++" else {
                throw reader.error("frontMatter.closing", "expected \"---\", \"...\" or \"+++\"")
            }
            document.frontMatter = FrontMatter(format: format, text: text, closingDelimiter: closing)
        }
        guard let blocks = root["blocks"] else { throw reader.error("blocks", "missing") }
        document.blocks = try reader.blocks(blocks, at: .key("blocks"))
        var result = ParseResult(document: document, diagnostics: readerDiagnostics + reader.diagnostics)
        result.sourceFormat = root["source"]?.stringValue
        return result
    }
}
