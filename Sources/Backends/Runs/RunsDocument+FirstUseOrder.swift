extension RunsDocument {
    /// Numbers the document's styles, links and attachments in order of first use by
    /// the runs, and its paragraph styles in order of first use by the blocks, unused entries
    /// dropped: the canonical form runs-format.md promises (and scripts/validate-runs.py
    /// checks). The builder interns entries as it meets them, and a node that then writes no
    /// run (an image without a source, a link around nothing) can leave an entry unused or
    /// out of order; this pass settles every such case at once. A document already in order
    /// is left as it is after one scan of its runs and blocks (and not copied: this mutates
    /// in place, where returning a reordered copy cost a copy of every table per document).
    mutating func putInFirstUseOrder() {
        if let order = Self.firstUseOrder(runs.lazy.map(\.style), count: styles.count) {
            let position = Self.positions(of: order, count: styles.count)
            styles = order.map { styles[$0] }
            for index in runs.indices { runs[index].style = position[runs[index].style] }
        }
        if let order = Self.firstUseOrder(runs.lazy.compactMap(\.link), count: links.count) {
            let position = Self.positions(of: order, count: links.count)
            links = order.map { links[$0] }
            for index in runs.indices {
                if let link = runs[index].link { runs[index].link = position[link] }
            }
        }
        if let order = Self.firstUseOrder(runs.lazy.compactMap(\.attachment), count: attachments.count) {
            let position = Self.positions(of: order, count: attachments.count)
            attachments = order.map { attachments[$0] }
            for index in runs.indices {
                if let attachment = runs[index].attachment { runs[index].attachment = position[attachment] }
            }
        }
        if let order = Self.firstUseOrder(blocks.lazy.compactMap(\.paragraphStyle), count: paragraphStyles.count) {
            let position = Self.positions(of: order, count: paragraphStyles.count)
            paragraphStyles = order.map { paragraphStyles[$0] }
            for index in blocks.indices {
                if let style = blocks[index].paragraphStyle { blocks[index].paragraphStyle = position[style] }
            }
        }
    }

    /// The table indexes in order of first use, or `nil` when `uses` already meet them in
    /// order (0, then 1, …) and use all `count`.
    private static func firstUseOrder(_ uses: some Sequence<Int>, count: Int) -> [Int]? {
        if isInFirstUseOrder(uses, count: count) { return nil }
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: count)
        var inOrder = true
        for use in uses where use < count && !seen[use] {
            if use != order.count { inOrder = false }
            seen[use] = true
            order.append(use)
        }
        return inOrder && order.count == count ? nil : order
    }

    /// Whether `uses` meet the indexes 0..<count in order, each first met after all smaller
    /// ones, and meet them all: the common case, checked without allocating anything.
    private static func isInFirstUseOrder(_ uses: some Sequence<Int>, count: Int) -> Bool {
        var next = 0
        for use in uses where use >= next {
            guard use == next else { return false }
            next += 1
        }
        return next == count
    }

    /// For each old index, its new one (unused entries map to 0 and are never looked up).
    private static func positions(of order: [Int], count: Int) -> [Int] {
        var position = [Int](repeating: 0, count: count)
        for (new, old) in order.enumerated() { position[old] = new }
        return position
    }
}
