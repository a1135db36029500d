import MarkupAST

/// Re-nests the flat runs of one leaf into an inline tree.
///
/// Each run sits in a set of wrappers (marks, link, spans). Walking the runs in order, the
/// open wrappers form a stack: a run closes every open wrapper from the first one it does
/// not carry upwards, then opens the wrappers it adds, those that reach further first (so
/// `*a **b** c*` is emphasis around strong, never three emphasis nodes), equal reach in
/// ``RunsInlineWrapper/rank`` order. Crossed ranges (`<i>a<b>b</i>c</b>`) split the inner
/// wrapper, as an HTML parser does. Runs are maximal and the wrappers of a run few, so the
/// result is the smallest tree that gives the same runs, built in linear time.
struct RunsInlineNester {
    /// The inline tree of `items`, normalized (text merged, empty containers dropped).
    static func inlines(_ items: [RunsInlineItem]) -> [Inline] {
        let reach = reaches(items)
        var stack: [(wrapper: RunsInlineWrapper, builder: InlineBuilder)] = []
        var root = InlineBuilder()
        for (index, item) in items.enumerated() {
            var kept = 0
            while kept < stack.count, item.wrappers.contains(stack[kept].wrapper) { kept += 1 }
            close(&stack, downTo: kept, root: &root)
            let opening = item.wrappers.indices
                .filter { position in !stack.contains { $0.wrapper == item.wrappers[position] } }
                .sorted { left, right in
                    let (leftReach, rightReach) = (reach[index][left], reach[index][right])
                    if leftReach != rightReach { return leftReach > rightReach }
                    let (leftRank, rightRank) = (item.wrappers[left].rank, item.wrappers[right].rank)
                    return leftRank != rightRank ? leftRank < rightRank : left < right
                }
            for position in opening { stack.append((item.wrappers[position], InlineBuilder())) }
            if stack.isEmpty {
                root.append(contentsOf: item.content)
            } else {
                stack[stack.count - 1].builder.append(contentsOf: item.content)
            }
        }
        close(&stack, downTo: 0, root: &root)
        return root.build()
    }

    /// For each item and each of its wrappers, how many items from this one on carry it.
    private static func reaches(_ items: [RunsInlineItem]) -> [[Int]] {
        var result = [[Int]](repeating: [], count: items.count)
        var index = items.count - 1
        while index >= 0 {
            let next = index + 1 < items.count ? items[index + 1].wrappers : []
            result[index] = items[index].wrappers.map { wrapper in
                guard let position = next.firstIndex(of: wrapper) else { return 1 }
                return result[index + 1][position] + 1
            }
            index -= 1
        }
        return result
    }

    /// Closes the open wrappers above `depth`, innermost first, each into its parent.
    private static func close(
        _ stack: inout [(wrapper: RunsInlineWrapper, builder: InlineBuilder)], downTo depth: Int, root: inout InlineBuilder
    ) {
        while stack.count > depth {
            var (wrapper, builder) = stack.removeLast()
            let children = builder.build()
            guard !children.isEmpty else { continue }
            let node = wrapper.wrap(children)
            if stack.isEmpty {
                root.append(node)
            } else {
                stack[stack.count - 1].builder.append(node)
            }
        }
    }
}
