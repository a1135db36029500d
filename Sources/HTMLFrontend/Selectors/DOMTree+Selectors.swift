import MarkupAST

/// Selecting and removing parts of a tree with CSS selectors, between parsing and lowering
/// (``HTMLParseOptions/selection`` and ``HTMLParseOptions/removal`` do this inside
/// ``HTMLParser``).
extension DOMTree {
    /// Detaches every element that matches `selectors`, with its content, and returns how
    /// many subtrees were removed (a match inside a removed match is not counted).
    ///
    /// Matching sees the tree before any removal, so `li:first-child` removes the first
    /// item only, not each item that becomes first.
    @discardableResult
    public mutating func removeElements(matching selectors: CSSSelectorList) -> Int {
        let matches = selectors.outermostMatches(in: self)
        for id in matches { detach(id) }
        return matches.count
    }

    /// A fragment tree holding copies of the elements that match `selectors`, in document
    /// order, outermost matches only (a match inside a match is not repeated), and the
    /// number of those matches.
    ///
    /// Elements a reader never sees under `options` (the lowering's hidden elements:
    /// `script`, `template`, `hidden`, `display: none`, SVG…) are not selected, nor is
    /// anything inside them. The copies keep their meaning when lowered: a selected `li`
    /// stays a list item (consecutive items of one list stay one list), a `tr` or `td` a
    /// table row or cell, and each other match is its own block, so selected inline
    /// elements become separate paragraphs. The document's `<title>` is kept for the title
    /// metadata. The copies keep their source spans, so lower the result with the same
    /// source bytes.
    ///
    /// ```swift
    /// let dom = HTMLDOMParser().parse("<nav>menu</nav><article><p>Story</p></article>")
    /// let selected = dom.tree.selectingElements(matching: try CSSSelectorList("article"))
    /// selected.matchCount  // 1
    /// ```
    public func selectingElements(
        matching selectors: CSSSelectorList,
        options: HTMLParseOptions = HTMLParseOptions()
    ) -> (tree: DOMTree, matchCount: Int) {
        let matches = SelectorMatcher(selectors).matches(in: self, outermostOnly: true) { id in
            isHidden(id, options: options)
        }
        var builder = SelectionBuilder(source: self)
        return (builder.build(matches), matches.count)
    }

    /// Whether the lowering drops element `id` as content a reader does not see.
    private func isHidden(_ id: NodeID, options: HTMLParseOptions) -> Bool {
        let index = Int(id)
        var style: InlineStyle?
        if nodes[index].namespace == .html,
           let text = nodes[index].attributes.first(where: { $0.name == "style" && $0.prefix == nil })?.value {
            var ignored: [Diagnostic] = []
            style = InlineStyleParser.parse(text, span: nil, diagnostics: &ignored)
        }
        return ElementRole.classify(id, in: self, options: options, style: style) == .dropped
    }
}
