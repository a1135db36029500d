/// Customizable `<select>` (HTML Standard §4.10.7, "maybe clone an option into
/// selectedcontent"): when the selected `<option>` of a `<select>` closes, its content is
/// copied into the select's first `<selectedcontent>` element. The parser is where this
/// happens for parsed markup, so the tree builder does it.
///
/// Selectedness is the parser-time approximation: the last option with a `selected`
/// attribute, else the first option; `multiple` selects have no selected content.
extension HTMLTreeBuilder {
    /// The nearest open `select`, if it is an ancestor of new content.
    private var openSelect: DOMTree.NodeID? {
        openElements.lastIndex(of: .select).map { openElements[$0].node }
    }

    /// A `selectedcontent` element was inserted.
    mutating func selectedContentInserted(_ element: DOMTree.NodeID) {
        guard let select = openSelect, !hasAttribute("multiple", select) else { return }
        if selectedContent.selects[select, default: .init()].selectedContent == DOMTree.none {
            selectedContent.selects[select, default: .init()].selectedContent = element
        }
    }

    /// An `option` was inserted.
    mutating func optionInserted(_ option: DOMTree.NodeID, _ tag: HTMLTagToken) {
        guard let select = openSelect else { return }
        let isSelected = tag.attributes.contains { $0.name == "selected" }
        if isSelected || selectedContent.selects[select]?.selectedOption ?? DOMTree.none == DOMTree.none {
            selectedContent.selects[select, default: .init()].selectedOption = option
        }
    }

    /// An `option` was popped: if it is its select's selected option, replace the select's
    /// `selectedcontent` children with a copy of the option's children.
    mutating func optionClosed(_ option: DOMTree.NodeID) {
        guard let select = openSelect, let state = selectedContent.selects[select],
              state.selectedOption == option, state.selectedContent != DOMTree.none else { return }
        let copy = copySubtrees(of: option)
        let target = state.selectedContent
        while case let child = tree.nodes[Int(target)].firstChild, child != DOMTree.none {
            tree.detach(child)
        }
        for child in copy {
            tree.append(child, to: target)
        }
    }

    /// Detached deep copies of `node`'s children, made iteratively; copies count against the
    /// clone budget, and a copy stops (shallower) once it is spent.
    private mutating func copySubtrees(of node: DOMTree.NodeID) -> [DOMTree.NodeID] {
        var roots: [DOMTree.NodeID] = []
        var work: [(source: DOMTree.NodeID, parent: DOMTree.NodeID)] = []
        var child = tree.nodes[Int(node)].lastChild
        while child != DOMTree.none {
            work.append((child, DOMTree.none))
            child = tree.nodes[Int(child)].previousSibling
        }
        while let (source, parent) = work.popLast(), cloneBudget > 0 {
            cloneBudget -= 1
            let id = tree.create(tree.nodes[Int(source)].unlinkedCopy)
            if parent == DOMTree.none {
                roots.append(id)
            } else {
                tree.append(id, to: parent)
            }
            var grandchild = tree.nodes[Int(source)].lastChild
            while grandchild != DOMTree.none {
                work.append((grandchild, id))
                grandchild = tree.nodes[Int(grandchild)].previousSibling
            }
        }
        return roots
    }

    private func hasAttribute(_ name: String, _ element: DOMTree.NodeID) -> Bool {
        tree.nodes[Int(element)].attributes.contains { $0.name == name }
    }
}
