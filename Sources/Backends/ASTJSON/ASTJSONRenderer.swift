import MarkupAST
import MarkupJSON

/// Writes the document tree itself as JSON (`-t ast.json`, docs/ast-json.md): every block,
/// inline, attribute and inline style, versioned, so scripts in any language can walk and
/// rewrite the tree between a parse and a render, as pandoc filters do with pandoc's JSON.
/// ``ASTJSONParser`` (MarkupConversion) reads it back into the same tree.
///
/// The shape, in short: `{"format": "mconv-ast", "version": 1, "source": "html",
/// "metadata": {…}, "blocks": [ … ]}`; a block or inline is an object with `"type"`, except
/// text, which is a bare JSON string; attributes are an object (`element`, `id`, `classes`,
/// `attributes` as `[name, value]` pairs, `style` as canonical CSS text), left out when
/// empty. Output is deterministic: the same tree always gives the same bytes.
public struct ASTJSONRenderer: DocumentRenderer {
    /// The major version written; readers reject other majors.
    public static let version = 1
    /// The `format` value that marks an AST document.
    public static let formatName = "mconv-ast"

    /// The name of the format the tree was read from (`html`, `gfm`), written as `source`:
    /// a writer that behaves differently by source (Markdown writes HTML's bare URLs as they
    /// are) then behaves the same after a round trip through this format.
    public var sourceFormat: String?

    /// A renderer.
    public init(sourceFormat: String? = nil) {
        self.sourceFormat = sourceFormat
    }

    /// The tree as ast.json. Safe on a thread with a small stack: a deeply nested document
    /// is written on a thread of its own (``MarkupAST/DeepTreeStack``).
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        DeepTreeStack.run(over: document.blocks) { written(document) }
    }

    private func written(_ document: Document) -> [UInt8] {
        let writer = JSONByteWriter(capacity: 4096)
        writer.raw("{\"format\":\"mconv-ast\",\"version\":1")
        if let sourceFormat {
            writer.raw(",\"source\":")
            writer.string(sourceFormat)
        }
        if !document.metadata.isEmpty {
            writer.raw(",\"metadata\":{")
            for (index, key) in document.metadata.keys.sorted().enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(key)
                writer.raw(":")
                writer.string(document.metadata[key] ?? "")
            }
            writer.raw("}")
        }
        if let frontMatter = document.frontMatter {
            writer.raw(",\"frontMatter\":{\"format\":")
            writer.string(frontMatter.format.rawValue)
            writer.raw(",\"text\":")
            writer.string(frontMatter.text)
            writer.raw(",\"closing\":")
            writer.string(frontMatter.closingDelimiter)
            writer.raw("}")
        }
        writer.raw(",\"blocks\":")
        ASTJSONBlockWriter(writer: writer).write(document.blocks)
        writer.raw("}\n")
        return writer.buffer.bytes
    }
}
