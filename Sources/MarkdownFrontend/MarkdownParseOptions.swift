import MarkupAST

/// Options of ``MarkdownParser``; every field has a default.
public struct MarkdownParseOptions: Hashable, Sendable {
    /// Which GFM extensions are on. Defaults to all of them (GitHub Flavored Markdown).
    public var extensions: Set<MarkdownExtension>
    /// Turn straight quotes, `--` and `...` into typographic ones.
    public var smartPunctuation: Bool
    /// Containers nested deeper than this are flattened (see `NestingLimit`).
    public var maxNestingDepth: Int
    /// Let cmark-gfm allocate its tree in its process-wide arena (as its own CLI does)
    /// instead of with `malloc`/`free` per node: about 20% faster for one large document.
    /// An arena parse excludes every other parse in the process while it runs (cmark-gfm's
    /// table extension touches the global arena from any parse), so it is safe but
    /// serializes. Off by default so that many threads can parse at once; the `mconv` CLI,
    /// which parses one document at a time, turns it on.
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
