import MarkupAST

/// Options of ``MarkdownParser``; every field has a default.
public struct MarkdownParseOptions: Hashable, Sendable {
    /// Which GFM extensions are on. Defaults to all of them (GitHub Flavored Markdown).
    public var extensions: Set<MarkdownExtension>
    /// Turn straight quotes, `--` and `...` into typographic ones.
    public var smartPunctuation: Bool
    /// Containers nested deeper than this are flattened (see `NestingLimit`).
    public var maxNestingDepth: Int

    /// Creates options.
    public init(
        extensions: Set<MarkdownExtension> = MarkdownExtension.gfm,
        smartPunctuation: Bool = false,
        maxNestingDepth: Int = NestingLimit.defaultMaxDepth
    ) {
        self.extensions = extensions
        self.smartPunctuation = smartPunctuation
        self.maxNestingDepth = maxNestingDepth
    }

    /// Plain CommonMark: no extensions.
    public static let commonMark = MarkdownParseOptions(extensions: [])
}
