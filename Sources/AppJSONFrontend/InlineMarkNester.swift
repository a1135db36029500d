import MarkupAST

/// Turns a sequence of leaves, each with its marks (outermost first), into nested inlines in
/// which neighbouring leaves share the wrappers of the marks they share, the way ProseMirror's
/// own DOM serializer nests them: `"a"[bold] "b"[bold, italic]` is `strong(a, emphasis(b))`.
///
/// For each leaf, the open wrappers are kept from the outside in as long as the leaf has
/// their mark; the rest are closed, and the leaf's remaining marks opened in its order.
/// Linear in the number of leaves times the (capped) number of marks per leaf.
struct InlineMarkNester {
    private var root = InlineBuilder()
    private var open: [(mark: InlineMark, children: InlineBuilder)] = []

    /// Appends `leaf` under `marks`.
    mutating func append(_ leaf: Inline, marks: [InlineMark]) {
        var keep = 0
        while keep < open.count, marks.contains(open[keep].mark) { keep += 1 }
        close(downTo: keep)
        for mark in marks where !open.contains(where: { $0.mark == mark }) {
            open.append((mark, InlineBuilder()))
        }
        if open.isEmpty {
            root.append(leaf)
        } else {
            open[open.count - 1].children.append(leaf)
        }
    }

    /// Closes every wrapper and returns the inlines.
    mutating func build() -> [Inline] {
        close(downTo: 0)
        return root.build()
    }

    private mutating func close(downTo count: Int) {
        while open.count > count {
            var (mark, children) = open.removeLast()
            let node = mark.wrap(children.build())
            if open.isEmpty {
                root.append(node)
            } else {
                open[open.count - 1].children.append(node)
            }
        }
    }
}
