import MarkupAST

/// Renders a `Document` as ProseMirror / Tiptap JSON (docs/prosemirror.md): the node and
/// mark names of Tiptap's StarterKit and its table, image, link, underline,
/// subscript/superscript, highlight, task-list and text-style extensions, in the shape
/// `editor.commands.setContent(json)` and prosemirror-model's `Node.fromJSON` accept.
///
/// Content no node or mark holds is kept as well as it can be and reported with a
/// `prosemirror-unsupported` warning (footnotes, raw markup); attributes Tiptap has no
/// field for are ignored. Output is deterministic: keys in a fixed order, one top-level
/// block per line.
///
/// ```swift
/// let json = ProseMirrorRenderer().render(Document(blocks: [.paragraph([.strong([.text("Hi")])])]))
/// // {"type":"doc","content":[
/// // {"type":"paragraph","content":[{"type":"text","marks":[{"type":"bold"}],"text":"Hi"}]}
/// // ]}
/// ```
public typealias ProseMirrorRenderer = FormatRenderer<ProseMirrorOutput>

/// The ProseMirror JSON output format behind ``ProseMirrorRenderer``.
public enum ProseMirrorOutput: OutputWriter {
    /// ProseMirror JSON has no options.
    public static var defaultOptions: AppJSONRenderOptions { AppJSONRenderOptions() }

    public static func render(_ document: Document, options: AppJSONRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var writer = ProseMirrorWriter()
        writer.write(document)
        writer.losses.report(format: "prosemirror", into: &diagnostics)
        return writer.json.buffer.bytes
    }
}
