import MarkupAST

/// Options of ``MarkdownParser``; every field has a default.
public struct MarkdownParseOptions: Hashable, Sendable {
    /// Which GFM extensions are on. Defaults to all of them (GitHub Flavored Markdown).
    public var extensions: Set<MarkdownExtension>
    /// Turn straight quotes, `--` and `...` into typographic ones.
    public var smartPunctuation: Bool
    /// Containers nested deeper than this are flattened (see `NestingLimit`).
    public var maxNestingDepth: Int
    /// Let cmark-gfm allocate its tree from mconv's process-wide chunked memory (an
    /// allocation is a pointer bump in a 1 MiB chunk, as in cmark-gfm's own arena) instead of
    /// with `malloc`/`free` per node: about 15% fewer instructions for one large document.
    /// Each chunk is unmapped as soon as the nodes in it are freed, and the tree's nodes are
    /// freed block by block as they are converted, so cmark-gfm's tree and mconv's are never
    /// both whole (peak memory 13× the input on Node.js's docs, against 18× with cmark-gfm's
    /// arena and 14× for the cmark-gfm CLI). Such a parse excludes every other parse in the
    /// process while it runs, so it is safe but serializes. Off by default so that many
    /// threads can parse at once; the `mconv` CLI, which parses one document at a time, turns
    /// it on.
    public var usesProcessArena: Bool
    /// Record where each raw HTML node starts (``MarkupAST/ParseResult/rawNodeSpans``), so
    /// that diagnostics about that HTML, when it is resolved later, point into the input. A
    /// conversion that keeps raw HTML as it is turns this off and saves a scan of the input.
    public var recordsRawNodeSpans: Bool

    /// Creates options.
    public init(
        extensions: Set<MarkdownExtension> = MarkdownExtension.gfm,
        smartPunctuation: Bool = false,
        maxNestingDepth: Int = NestingLimit.defaultMaxDepth,
        usesProcessArena: Bool = false,
        recordsRawNodeSpans: Bool = true
    ) {
        self.extensions = extensions
        self.smartPunctuation = smartPunctuation
        self.maxNestingDepth = maxNestingDepth
        self.usesProcessArena = usesProcessArena
        self.recordsRawNodeSpans = recordsRawNodeSpans
    }

    /// Plain CommonMark: no extensions.
    public static let commonMark = MarkdownParseOptions(extensions: [])
}
