// The main package's system-library target for cmark-gfm: not a product of it, but visible
// here as a module of a dependency's dependency (MarkdownFrontend's), as SwiftPM makes every
// such module map visible. The benchmark calls cmark-gfm directly so that the row measures
// cmark-gfm alone, with no mconv code in between.
import CCmarkGFM

/// cmark-gfm's own parse, called directly: the part of the Markdown self-check that no change
/// to mconv's code can make cheaper.
enum CmarkFloor {
    /// The extensions the self-check reads GFM with.
    nonisolated(unsafe) static var extensions: [OpaquePointer] = []

    static func registerExtensions() {
        cmark_gfm_core_extensions_ensure_registered()
        extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].compactMap { (name: String) in cmark_find_syntax_extension(name) }
    }

    /// Parses `input` as the self-check does (GFM extensions, footnotes, raw HTML kept) and
    /// frees the tree; returns the top-level block count.
    static func parse(_ input: [UInt8]) -> Int {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES
        guard let parser = cmark_parser_new(options) else { return 0 }
        for syntaxExtension in extensions { cmark_parser_attach_syntax_extension(parser, syntaxExtension) }
        input.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, bytes.count) }
        }
        var blocks = 0
        if let root = cmark_parser_finish(parser) {
            var child = cmark_node_first_child(root)
            while let node = child {
                blocks += 1
                child = cmark_node_next(node)
            }
            cmark_node_free(root)
        }
        cmark_parser_free(parser)
        return blocks
    }
}
