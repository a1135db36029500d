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
    /// instead of with `malloc`/`free` per node. Faster for one large document at a time;
    /// parses that use the arena take a process-wide lock, so they are safe but serialized.
    /// Off by default so that many threads can parse at once; the `mconv` CLI turns it on.
    public var usesProcessArena: Bool

    /// Creates options.
    public init(
        extensions: Set<MarkdownExtension> = MarkdownExtension.gfm,
        smartPunctuation: Bool = false,
        maxNestingDepth: Int = NestingLimit.defaultMaxDepth,
        usesProcessArena: Bool = false
    ) {
        self.extensions = extensions
        self.smartPunctuation = smartPunctuation
        self.maxNestingDepth = maxNestingDepth
        self.usesProcessArena = usesProcessArena
    }

    /// Plain CommonMark: no extensions.
    public static let commonMark = MarkdownParseOptions(extensions: [])
}
