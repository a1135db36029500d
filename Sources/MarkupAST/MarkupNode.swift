/// A node of either kind, as visited by a ``MarkupNodes`` traversal.
public enum MarkupNode: Hashable, Sendable {
    /// A block.
    case block(Block)
    /// An inline.
    case inline(Inline)
}
