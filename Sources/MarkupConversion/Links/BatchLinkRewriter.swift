import MarkupAST

/// Turns links between the files of a batch into links between their outputs
/// (`mconv --output-dir OUT --rewrite-links`): in `library/os.html`, a link to
/// `../library/json.html#json.dumps` becomes `json.md#json.dumps` when `json.html` is
/// converted too, the fragment kept as written (the Markdown writer keeps every `id` as an
/// anchor, see ``Backends/MarkdownRenderer``).
///
/// - A link is matched by the file path it names, relative to the folder of the file it is
///   in, percent-decoded and normalized (`./a/../b.html` is `b.html`); a link to a folder
///   (`guide/`) matches the folder's `index` file when that is converted.
/// - The new link is the target's output path relative to the folder of the link's output,
///   percent-encoded where a URL needs it. A query (`?v=2`) is dropped: it meant something
///   to the old server only.
/// - Links to anything else stay as they are (and ``ConversionOptions/baseURL`` resolves
///   them after this pass), and so do URLs with a scheme, `//host` and `/root` URLs, and
///   bare `#fragment`s. Images are not links (see `--extract-media`).
public struct BatchLinkRewriter: Sendable {
    /// Normalized input path → output path.
    private var outputs: [String: String] = [:]
    /// Normalized folder → output path of its `index.*` file.
    private var folderIndexes: [String: String] = [:]

    /// A rewriter for the items of `plan`.
    public init(plan: BatchPlan) {
        for item in plan.items {
            let source = LexicalPath.normalized(item.source)
            if outputs[source] == nil { outputs[source] = item.output }
            let name = source.split(separator: "/").last ?? ""
            if name.lowercased().hasPrefix("index."), folderIndexes[LexicalPath.folder(of: source)] == nil {
                folderIndexes[LexicalPath.folder(of: source)] = item.output
            }
        }
    }

    /// `document`, read from `item.source`, with its links to other items rewritten.
    public func rewriting(_ document: Document, for item: BatchItem) -> Document {
        document.rewritingDestinations { destination, use in
            use == .link ? self.destination(for: destination, in: item) : nil
        }
    }

    /// The new destination of a link written in `item`'s input, or `nil` to keep it.
    public func destination(for url: String, in item: BatchItem) -> String? {
        guard let parts = RelativeURLPath(url) else { return nil }
        let target = LexicalPath.joined(LexicalPath.folder(of: item.source), parts.path)
        guard let output = outputs[target] ?? folderIndexes[target] else { return nil }
        let path = LexicalPath.relative(to: output, from: LexicalPath.folder(of: item.output))
        return RelativeURLPath.percentEncoded(path) + (parts.fragment.map { "#" + $0 } ?? "")
    }
}
