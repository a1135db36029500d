/// Bottom-up rewriting (pandoc's `walk`), built on ``Block/mapChildren(blocks:inlines:)`` and
/// ``Inline/mapChildren(_:)``; read-only queries iterate ``MarkupNodes`` instead.
///
/// Rewriters return arrays so that a node can be deleted (`[]`), kept (`[node]`) or spliced
/// into several. Children are rewritten before their parent sees them.
public struct TreeRewriter {
    /// Called for every block after its children were rewritten.
    public var block: (Block) -> [Block]
    /// Called for every inline after its children were rewritten.
    public var inline: (Inline) -> [Inline]

    /// Creates a rewriter; the defaults keep nodes unchanged.
    public init(block: @escaping (Block) -> [Block] = { [$0] }, inline: @escaping (Inline) -> [Inline] = { [$0] }) {
        self.block = block
        self.inline = inline
    }

    /// Rewrites a sequence of blocks.
    public func rewrite(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { block($0.mapChildren(blocks: rewrite, inlines: rewrite)) }
    }

    /// Rewrites a sequence of inlines (the result is normalized).
    public func rewrite(_ inlines: [Inline]) -> [Inline] {
        var builder = InlineBuilder()
        for node in inlines { builder.append(contentsOf: inline(node.mapChildren(rewrite))) }
        return builder.build()
    }
}

extension Document {
    /// The document rewritten bottom-up by `rewriter`.
    public func rewritten(by rewriter: TreeRewriter) -> Document {
        Document(blocks: rewriter.rewrite(blocks), metadata: metadata, frontMatter: frontMatter)
    }
}
