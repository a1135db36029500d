/// Every node of a tree in document order (pre-order: a parent before its children), as a
/// `Sequence`, so deep queries are one line and never recurse:
///
/// ```swift
/// let hasRawHTML = document.blocks.nodes.contains {
///     if case .inline(.raw) = $0 { return true }
///     if case .block(.raw) = $0 { return true }
///     return false
/// }
/// for case .inline(.footnoteReference(let label)) in document.blocks.nodes { print(label) }
/// ```
///
/// The traversal keeps an explicit stack, so a tree of any depth is safe to visit.
public struct MarkupNodes: Sequence, Sendable {
    private let roots: [MarkupNode]

    /// The nodes of `blocks` and below.
    public init(blocks: [Block]) {
        roots = blocks.map(MarkupNode.block)
    }

    /// The nodes of `inlines` and below.
    public init(inlines: [Inline]) {
        roots = inlines.map(MarkupNode.inline)
    }

    /// Iterates in document order.
    public func makeIterator() -> Iterator {
        Iterator(stack: roots.reversed())
    }

    /// The iterator of a ``MarkupNodes`` traversal.
    public struct Iterator: IteratorProtocol {
        private var stack: [MarkupNode]

        fileprivate init(stack: [MarkupNode]) {
            self.stack = stack
        }

        /// The next node in document order.
        public mutating func next() -> MarkupNode? {
            guard let node = stack.popLast() else { return nil }
            switch node {
            case .block(let block):
                // Children are pushed last-first so the first child is visited next; a
                // table's caption comes before its cells.
                for child in block.childBlocks.reversed() { stack.append(.block(child)) }
                for child in block.childInlines.reversed() { stack.append(.inline(child)) }
            case .inline(let inline):
                for child in inline.children.reversed() { stack.append(.inline(child)) }
            }
            return node
        }
    }
}
