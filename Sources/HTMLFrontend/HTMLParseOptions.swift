import MarkupAST

/// Options of the HTML frontend; every field has a default.
public struct HTMLParseOptions: Hashable, Sendable {
    /// Containers nested deeper than this are flattened (see `NestingLimit`).
    public var maxNestingDepth: Int

    /// Creates options.
    public init(maxNestingDepth: Int = NestingLimit.defaultMaxDepth) {
        self.maxNestingDepth = maxNestingDepth
    }
}
