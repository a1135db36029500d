/// One-level access to a block's children, written once so that passes and backends never
/// hand-write a walk or a rebuild that a new case or field (an item's task, a cell's spans,
/// a node's attributes) could silently drop.
extension Block {
    /// The block children, in order: a quote's or `div`'s blocks, every list item's blocks,
    /// every table cell's blocks (header rows first), a footnote's blocks; `[]` for leaves.
    public var childBlocks: [Block] {
        switch self {
        case .blockQuote(let blocks, _), .div(_, let blocks), .footnoteDefinition(_, let blocks):
            return blocks
        case .list(_, let items, _):
            return items.flatMap(\.blocks)
        case .table(let table):
            return (table.header + table.body).flatMap { $0.cells.flatMap(\.blocks) }
        case .paragraph, .heading, .codeBlock, .thematicBreak, .raw:
            return []
        }
    }

    /// The inline children: a paragraph's or heading's content, a table's caption; `[]`
    /// otherwise.
    @inlinable public var childInlines: [Inline] {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): return inlines
        case .table(let table): return table.caption
        case .blockQuote, .list, .codeBlock, .thematicBreak, .div, .raw, .footnoteDefinition: return []
        }
    }

    /// This block with every child sequence replaced: `blocks` is applied to each block
    /// sequence (a quote's, a `div`'s, each list item's, each table cell's, a footnote's)
    /// and `inlines` to each inline sequence (a paragraph's, a heading's, a table caption);
    /// every other field (attributes, tasks, spans, alignments) is kept.
    public func mapChildren(
        blocks: ([Block]) throws -> [Block],
        inlines: ([Inline]) throws -> [Inline]
    ) rethrows -> Block {
        switch self {
        case .paragraph(let content, let attributes):
            return .paragraph(try inlines(content), attributes: attributes)
        case .heading(let level, let content, let attributes):
            return .heading(level: level, try inlines(content), attributes: attributes)
        case .blockQuote(let children, let attributes):
            return .blockQuote(try blocks(children), attributes: attributes)
        case .list(let style, let items, let attributes):
            var rebuilt = items
            for index in rebuilt.indices { rebuilt[index].blocks = try blocks(rebuilt[index].blocks) }
            return .list(style, rebuilt, attributes: attributes)
        case .table(var table):
            table.caption = try inlines(table.caption)
            for index in table.header.indices { try Self.mapCells(of: &table.header[index], blocks) }
            for index in table.body.indices { try Self.mapCells(of: &table.body[index], blocks) }
            return .table(table)
        case .div(let attributes, let children):
            return .div(attributes, try blocks(children))
        case .footnoteDefinition(let label, let children):
            return .footnoteDefinition(label: label, try blocks(children))
        case .codeBlock, .thematicBreak, .raw:
            return self
        }
    }

    /// Replaces each cell's blocks of `row` in place (the row's and cells' other fields stay).
    private static func mapCells(of row: inout TableRow, _ transform: ([Block]) throws -> [Block]) rethrows {
        for index in row.cells.indices { row.cells[index].blocks = try transform(row.cells[index].blocks) }
    }

    /// The element attributes of this block (a table's are ``Table/attributes``); empty for
    /// raw blocks and footnote definitions.
    public var attributes: Attributes {
        switch self {
        case .paragraph(_, let attributes), .heading(_, _, let attributes), .blockQuote(_, let attributes),
             .list(_, _, let attributes), .codeBlock(_, _, let attributes), .thematicBreak(let attributes),
             .div(let attributes, _):
            return attributes
        case .table(let table):
            return table.attributes
        case .raw, .footnoteDefinition:
            return Attributes()
        }
    }

    /// This block and everything below it, in document order (pre-order), visited without
    /// recursion.
    public var nodes: MarkupNodes { MarkupNodes(blocks: [self]) }

    /// Whether this block or any block below it satisfies `predicate` (see
    /// `[Block].containsBlock(where:)`).
    public func containsBlock(where predicate: (Block) -> Bool) -> Bool {
        [Block].block(self, contains: predicate, depth: 0)
    }
}

extension Array where Element == Block {
    /// These blocks and everything below them, in document order, visited without
    /// recursion: `document.blocks.nodes.contains { … }` is a deep query.
    public var nodes: MarkupNodes { MarkupNodes(blocks: self) }

    /// Whether any of these blocks, or any block below them, satisfies `predicate`; inlines
    /// are not visited. A direct depth-first search, several times cheaper per block than
    /// a ``MarkupNodes`` iteration, for the existence checks backends make on every
    /// document ("are there footnote definitions?"). Below ``NestingLimit/defaultMaxDepth``
    /// levels (only a tree built by hand gets there) it continues with the iterator, so no
    /// depth overflows the stack.
    public func containsBlock(where predicate: (Block) -> Bool) -> Bool {
        containsBlock(depth: 0, where: predicate)
    }

    /// Calls `body` with each of these blocks and every block below them, in document order
    /// (pre-order); inlines are not visited. The same fast walk as
    /// ``containsBlock(where:)``.
    public func forEachBlock(_ body: (Block) -> Void) {
        _ = containsBlock(depth: 0) { body($0); return false }
    }

    /// Calls `body` with every inline below these blocks (a paragraph's, a heading's, a
    /// table caption's, and everything inside them), in document order.
    public func forEachInline(_ body: (Inline) -> Void) {
        forEachBlock { block in block.childInlines.forEachInline(body) }
    }

    fileprivate func containsBlock(depth: Int, where predicate: (Block) -> Bool) -> Bool {
        guard depth < NestingLimit.defaultMaxDepth else {
            return MarkupNodes.blocksOnly(self).contains { node in
                if case .block(let block) = node { return predicate(block) }
                return false
            }
        }
        for block in self where Self.block(block, contains: predicate, depth: depth) { return true }
        return false
    }

    /// Whether `block` or a block below it satisfies `predicate`.
    fileprivate static func block(_ block: Block, contains predicate: (Block) -> Bool, depth: Int) -> Bool {
        if predicate(block) { return true }
        switch block {
        case .blockQuote(let blocks, _), .div(_, let blocks), .footnoteDefinition(_, let blocks):
            return blocks.containsBlock(depth: depth + 1, where: predicate)
        case .list(_, let items, _):
            for item in items where item.blocks.containsBlock(depth: depth + 1, where: predicate) { return true }
            return false
        case .table(let table):
            return rowsContainBlock(table.header, depth: depth + 1, where: predicate)
                || rowsContainBlock(table.body, depth: depth + 1, where: predicate)
        case .paragraph, .heading, .codeBlock, .thematicBreak, .raw:
            return false
        }
    }

    private static func rowsContainBlock(_ rows: [TableRow], depth: Int, where predicate: (Block) -> Bool) -> Bool {
        for row in rows {
            for cell in row.cells where cell.blocks.containsBlock(depth: depth, where: predicate) { return true }
        }
        return false
    }
}
