import MarkupAST

/// Rebuilds nested lists from Portable Text's flat list blocks (each with a `listItem` kind
/// and a `level` from 1): a deeper block opens a list inside the previous item, a shallower
/// one closes lists, a different kind at the same level starts a new list.
struct PortableTextListBuilder {
    private struct OpenList {
        var isOrdered: Bool
        var level: Int
        var items: [ListItem] = []
    }

    private var open: [OpenList] = []

    /// Adds an item holding `blocks` at `level` of an ordered or bullet list.
    mutating func add(_ blocks: [Block], level: Int, isOrdered: Bool) {
        while let last = open.last, last.level > level { closeLast() }
        if let last = open.last, last.level == level, last.isOrdered != isOrdered { closeLast() }
        if open.last?.level != level {
            // A first list, or one deeper than the open one: it nests in the previous item
            // (an item is made for it when the list has none yet).
            if let last = open.last, last.items.isEmpty { open[open.count - 1].items.append(ListItem(blocks: [])) }
            open.append(OpenList(isOrdered: isOrdered, level: level))
        }
        open[open.count - 1].items.append(ListItem(blocks: blocks))
    }

    /// Closes every open list and returns the outermost one, if any.
    mutating func finish() -> Block? {
        while open.count > 1 { closeLast() }
        guard let list = open.popLast() else { return nil }
        return Self.block(list)
    }

    private mutating func closeLast() {
        guard let list = open.popLast() else { return }
        let block = Self.block(list)
        if open.isEmpty {
            // Only reachable through a kind change at the outermost level: finish() handles it.
            pendingTopLevel.append(block)
        } else {
            let parent = open.count - 1
            if open[parent].items.isEmpty { open[parent].items.append(ListItem(blocks: [])) }
            open[parent].items[open[parent].items.count - 1].blocks.append(block)
        }
    }

    /// Lists closed at the outermost level before the current one (a kind change).
    private(set) var pendingTopLevel: [Block] = []

    /// Takes the outermost lists closed so far.
    mutating func takeClosed() -> [Block] {
        defer { pendingTopLevel = [] }
        return pendingTopLevel
    }

    private static func block(_ list: OpenList) -> Block {
        .list(ListStyle(kind: list.isOrdered ? .ordered(start: 1, delimiter: .period) : .bullet), list.items)
    }
}
