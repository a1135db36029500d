import MarkupAST

/// How the app JSON readers (``ProseMirrorParser``, ``PortableTextParser``,
/// ``ContentfulParser``) read their input.
public struct AppJSONParseOptions: Hashable, Sendable {
    /// Containers nested deeper than this have their content moved into the deepest allowed
    /// container, with one `nesting-depth-capped` warning (``MarkupAST/NestingLimit``).
    public var maxNestingDepth: Int

    /// Creates options; every field has its default.
    public init(maxNestingDepth: Int = NestingLimit.defaultMaxDepth) {
        self.maxNestingDepth = maxNestingDepth
    }

    /// How deep the JSON itself may nest: the readers accept the deepest JSON the shared
    /// reader supports, so documents fail for depth only far beyond ``maxNestingDepth``.
    static let jsonMaxDepth = 1024
}
