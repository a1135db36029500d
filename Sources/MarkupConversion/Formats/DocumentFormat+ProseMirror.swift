import AppJSONFrontend
import Backends

extension DocumentFormat {
    /// ProseMirror / Tiptap JSON (docs/prosemirror.md), read and written. No file
    /// extension: editors store it as `.json`, which is runs.json's, so give `-f`/`-t`.
    public static let proseMirror = DocumentFormat(
        name: "prosemirror", aliases: ["tiptap", "prosemirror-json"],
        summary: "ProseMirror/Tiptap editor JSON (docs/prosemirror.md): StarterKit, tables, images, links, task lists, colours",
        makeParser: { _ in ProseMirrorParser() },
        makeRenderer: { _ in ProseMirrorRenderer() }
    )
}
