/// Bottom-up rewriting (pandoc's `walk`) and read-only queries over a tree.
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
        blocks.flatMap { block(rewriteChildren(of: $0)) }
    }

    /// Rewrites a sequence of inlines (the result is normalized).
    public func rewrite(_ inlines: [Inline]) -> [Inline] {
        var builder = InlineBuilder()
        for node in inlines { builder.append(contentsOf: inline(rewriteChildren(of: node))) }
        return builder.build()
    }

    private func rewriteChildren(of node: Block) -> Block {
        switch node {
        case .paragraph(let inlines): return .paragraph(rewrite(inlines))
        case .heading(let level, let inlines): return .heading(level: level, rewrite(inlines))
        case .blockQuote(let blocks): return .blockQuote(rewrite(blocks))
        case .list(let style, let items):
            return .list(style, items.map { ListItem(task: $0.task, blocks: rewrite($0.blocks)) })
        case .table(var table):
            table.caption = rewrite(table.caption)
            table.header = table.header.map(rewrite)
            table.body = table.body.map(rewrite)
            return .table(table)
        case .div(let attributes, let blocks): return .div(attributes, rewrite(blocks))
        case .footnoteDefinition(let label, let blocks): return .footnoteDefinition(label: label, rewrite(blocks))
        case .codeBlock, .thematicBreak, .raw: return node
        }
    }

    private func rewrite(_ row: TableRow) -> TableRow {
        TableRow(cells: row.cells.map { TableCell(blocks: rewrite($0.blocks), columnSpan: $0.columnSpan, rowSpan: $0.rowSpan) })
    }

    private func rewriteChildren(of node: Inline) -> Inline {
        switch node {
        case .emphasis(let children): return .emphasis(rewrite(children))
        case .strong(let children): return .strong(rewrite(children))
        case .strikethrough(let children): return .strikethrough(rewrite(children))
        case .underline(let children): return .underline(rewrite(children))
        case .superscript(let children): return .superscript(rewrite(children))
        case .subscript(let children): return .subscript(rewrite(children))
        case .link(let target, let children): return .link(target, rewrite(children))
        case .image(let target, let children): return .image(target, rewrite(children))
        case .span(let attributes, let children): return .span(attributes, rewrite(children))
        case .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference: return node
        }
    }
}

extension Document {
    /// The document rewritten bottom-up by `rewriter`.
    public func rewritten(by rewriter: TreeRewriter) -> Document {
        Document(blocks: rewriter.rewrite(blocks), metadata: metadata)
    }
}
