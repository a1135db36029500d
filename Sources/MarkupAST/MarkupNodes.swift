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
/// The traversal keeps an explicit stack of positions in the tree's own arrays (no array
/// is built per node), so a tree of any depth is safe to visit and a query over a large
/// document costs little more than a loop over its nodes. ``blocksOnly`` skips inline
/// content, for queries about blocks.
public struct MarkupNodes: Sequence, Sendable {
    private let roots: Cursor
    private let visitsInlines: Bool

    /// The nodes of `blocks` and below.
    public init(blocks: [Block]) {
        roots = .blocks(blocks, 0)
        visitsInlines = true
    }

    /// The nodes of `inlines` and below.
    public init(inlines: [Inline]) {
        roots = .inlines(inlines, 0)
        visitsInlines = true
    }

    private init(blocks: [Block], visitsInlines: Bool) {
        roots = .blocks(blocks, 0)
        self.visitsInlines = visitsInlines
    }

    /// The blocks of `blocks` and below, inline content skipped.
    public static func blocksOnly(_ blocks: [Block]) -> MarkupNodes {
        MarkupNodes(blocks: blocks, visitsInlines: false)
    }

    /// Iterates in document order.
    public func makeIterator() -> Iterator {
        Iterator(root: roots, visitsInlines: visitsInlines)
    }

    /// A position in one of the tree's sequences: the sequence and the next index. One
    /// struct for every kind of sequence, so advancing is an increment in place (an enum
    /// would be taken apart and rebuilt, retaining and releasing its array each step).
    fileprivate struct Cursor: Sendable {
        enum Kind: Sendable { case blocks, inlines, items, rows }
        var kind: Kind
        var blocks: [Block] = []
        var inlines: [Inline] = []
        var items: [ListItem] = []
        var rows: [TableRow] = []
        var index = 0
        var cell = 0

        static func blocks(_ blocks: [Block], _ index: Int) -> Cursor { Cursor(kind: .blocks, blocks: blocks, index: index) }
        static func inlines(_ inlines: [Inline], _ index: Int) -> Cursor { Cursor(kind: .inlines, inlines: inlines, index: index) }
        static func items(_ items: [ListItem]) -> Cursor { Cursor(kind: .items, items: items) }
        static func rows(_ rows: [TableRow]) -> Cursor { Cursor(kind: .rows, rows: rows) }
    }

    /// The iterator of a ``MarkupNodes`` traversal.
    public struct Iterator: IteratorProtocol {
        private var stack: [Cursor]
        private let visitsInlines: Bool

        fileprivate init(root: Cursor, visitsInlines: Bool) {
            stack = [root]
            stack.reserveCapacity(16)
            self.visitsInlines = visitsInlines
        }

        /// The next node in document order.
        public mutating func next() -> MarkupNode? {
            while !stack.isEmpty {
                let top = stack.count - 1
                let index = stack[top].index
                switch stack[top].kind {
                case .blocks:
                    guard index < stack[top].blocks.count else { break }
                    stack[top].index = index + 1
                    let block = stack[top].blocks[index]
                    pushChildren(of: block)
                    return .block(block)
                case .inlines:
                    guard index < stack[top].inlines.count else { break }
                    stack[top].index = index + 1
                    let inline = stack[top].inlines[index]
                    if inline.isContainer { stack.append(.inlines(inline.children, 0)) }
                    return .inline(inline)
                case .items:
                    guard index < stack[top].items.count else { break }
                    stack[top].index = index + 1
                    let blocks = stack[top].items[index].blocks
                    stack.append(.blocks(blocks, 0))
                    continue
                case .rows:
                    guard index < stack[top].rows.count else { break }
                    let cell = stack[top].cell
                    if cell < stack[top].rows[index].cells.count {
                        stack[top].cell = cell + 1
                        let blocks = stack[top].rows[index].cells[cell].blocks
                        stack.append(.blocks(blocks, 0))
                    } else {
                        stack[top].index = index + 1
                        stack[top].cell = 0
                    }
                    continue
                }
                stack.removeLast()
            }
            return nil
        }

        /// Pushes the cursors of `block`'s children so the first is visited next (a table's
        /// caption before its header rows, those before its body rows).
        private mutating func pushChildren(of block: Block) {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                if visitsInlines && !inlines.isEmpty { stack.append(.inlines(inlines, 0)) }
            case .blockQuote(let blocks, _), .div(_, let blocks), .footnoteDefinition(_, let blocks):
                if !blocks.isEmpty { stack.append(.blocks(blocks, 0)) }
            case .list(_, let items, _):
                stack.append(.items(items))
            case .table(let table):
                stack.append(.rows(table.body))
                stack.append(.rows(table.header))
                if visitsInlines && !table.caption.isEmpty { stack.append(.inlines(table.caption, 0)) }
            case .codeBlock, .thematicBreak, .raw:
                break
            }
        }
    }
}
