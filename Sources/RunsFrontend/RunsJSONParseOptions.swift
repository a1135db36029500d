import MarkupAST

/// How ``RunsJSONParser`` reads runs.json.
public struct RunsJSONParseOptions: Hashable, Sendable {
    /// Blocks nested deeper than this (through `parent`) are moved into their deepest
    /// allowed ancestor, with one `nesting-depth-capped` warning (``NestingLimit``).
    public var maxNestingDepth: Int

    /// Creates options; every field has its default.
    public init(maxNestingDepth: Int = NestingLimit.defaultMaxDepth) {
        self.maxNestingDepth = maxNestingDepth
    }
}
