import MarkupAST

/// The first pass of the lowering: the ``ElementRole`` of every element the second pass will
/// visit, and which phrasing elements hold blocks.
///
/// A phrasing element that holds a block (`<a><div>…</div></a>`, `<span>x<p>y</p></span>`)
/// must be opened as a block container before its content is seen: knowing it in advance
/// keeps the second pass a single forward walk. Both walks are loops over the DOM's links,
/// each node is visited once, and the bottom-up step runs over the visit order reversed.
struct FlowAnalysis {
    /// The role of each element (indexed by node id; other nodes are `.dropped`).
    private(set) var roles: [ElementRole]
    /// Whether an element's flow content holds a block-level box, directly or through
    /// transparent and phrasing elements; also set for modelled phrasing (a link, `<b>`)
    /// that a `display` style makes a block.
    private(set) var holdsBlocks: [Bool]
    /// The parsed `style=` attribute of each element that has one, indexed by node id;
    /// empty until the first one is found (most snippets have none). An array rather than a
    /// dictionary: no hashing on each of the lowering's lookups.
    private var styles: [InlineStyle?] = []
    /// What parsing the `style=` attributes reported, in document order.
    private(set) var diagnostics: [Diagnostic] = []

    /// Analyses the subtree under `tree.root`.
    ///
    /// One loop over the DOM's links: an element's role is decided when the walk reaches it,
    /// and whether it holds blocks is final when the walk leaves its subtree, which is when
    /// it is passed on to its parent (so no list of visited elements is kept).
    init(tree: DOMTree, options: HTMLParseOptions) {
        let count = tree.nodes.count
        // Reserved and filled rather than `Array(repeating:count:)`, whose allocation is a
        // generic runtime call (a metadata lookup every time); these paths are specialized.
        roles = []
        roles.reserveCapacity(count)
        roles.append(contentsOf: repeatElement(.dropped, count: count))
        holdsBlocks = []
        holdsBlocks.reserveCapacity(count)
        holdsBlocks.append(contentsOf: repeatElement(false, count: count))
        let root = tree.root
        var node = tree.nodes[Int(root)].firstChild
        while node != DOMTree.none {
            var descend = false
            if tree.nodes[Int(node)].kind == .element {
                let style = parseStyle(of: node, in: tree)
                let role = ElementRole.classify(node, in: tree, options: options, style: style)
                if role.isPhrasingContainer, style?.display?.isBlockLevel == true {
                    holdsBlocks[Int(node)] = true
                }
                roles[Int(node)] = role
                descend = role.hasFlowContent
            }
            let child = tree.nodes[Int(node)].firstChild
            if descend && child != DOMTree.none {
                node = child
                continue
            }
            // Leave `node`'s subtree, and each ancestor whose last child it ends, up to the
            // next sibling.
            var current = node
            node = DOMTree.none
            while current != root && current != DOMTree.none {
                let parent = tree.nodes[Int(current)].parent
                if parent != DOMTree.none && contributesBlocks(current) {
                    holdsBlocks[Int(parent)] = true
                }
                let sibling = tree.nodes[Int(current)].nextSibling
                if sibling != DOMTree.none {
                    node = sibling
                    break
                }
                current = parent
            }
        }
    }

    /// Whether element `id` (its subtree analysed) puts a block-level box in its parent's
    /// flow: it is one, or it is flow content holding one. Other nodes contribute nothing.
    private func contributesBlocks(_ id: DOMTree.NodeID) -> Bool {
        let role = roles[Int(id)]
        return role.isBlockLevel || (role.hasFlowContent && holdsBlocks[Int(id)])
    }

    /// The parsed `style=` of an HTML element, if it has the attribute (remembered for
    /// building the element's ``MarkupAST/Attributes``); also reports a `<font color>`
    /// colour function that does not parse (``LegacyFontAttributes/colorDiagnostic(_:span:)``).
    private mutating func parseStyle(of id: DOMTree.NodeID, in tree: DOMTree) -> InlineStyle? {
        let index = Int(id)
        guard tree.nodes[index].namespace == .html else { return nil }
        // Attributes carry no span of their own; diagnostics point at the start tag.
        if tree.nodes[index].tag == .font, let color = tree.nodes[index].attributes.first(where: { $0.name == "color" })?.value,
            let diagnostic = LegacyFontAttributes.colorDiagnostic(color, span: tree.nodes[index].span)
        {
            diagnostics.append(diagnostic)
        }
        guard let text = tree.nodes[index].attributes.first(where: { $0.name == "style" })?.value else { return nil }
        let style = InlineStyleParser.parse(text, span: tree.nodes[index].span, diagnostics: &diagnostics)
        if styles.isEmpty {
            styles.reserveCapacity(tree.nodes.count)
            styles.append(contentsOf: repeatElement(nil, count: tree.nodes.count))
        }
        styles[index] = style
        return style
    }

    /// The parsed `style=` of element `id`, if it has the attribute.
    func style(of id: DOMTree.NodeID) -> InlineStyle? {
        let index = Int(id)
        return index >= 0 && index < styles.count ? styles[index] : nil
    }

    /// The node after `node`'s subtree in document order, staying inside `root`.
    static func next(after node: DOMTree.NodeID, in tree: DOMTree, root: DOMTree.NodeID) -> DOMTree.NodeID {
        var current = node
        while current != root && current != DOMTree.none {
            let sibling = tree.nodes[Int(current)].nextSibling
            if sibling != DOMTree.none { return sibling }
            current = tree.nodes[Int(current)].parent
        }
        return DOMTree.none
    }
}
