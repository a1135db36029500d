import MarkupAST

/// Link targets inside preformatted text.
extension LoweringWalker {
    /// The link targets inside preformatted element `id` (Sphinx's grammar
    /// `<pre><strong id="grammar-token-x">`, DocBook's `<a name="callout">` in a program
    /// listing), as empty anchors in document order. Its code block holds text only, so
    /// ``appendCodeBlock(_:)`` puts them in a paragraph just before it: the page's
    /// `#fragment` links still reach the code. An element's `id`, or the `name` of an `<a>`.
    func preformattedTargets(in id: DOMTree.NodeID) -> [Inline] {
        var anchors: [Inline] = []
        var node = tree.nodes[Int(id)].firstChild
        while node != DOMTree.none {
            let index = Int(node)
            if tree.nodes[index].kind == .element {
                if let value = attributeValue("id", of: node), !value.isEmpty {
                    anchors.append(.span(Attributes(id: value), []))
                } else if tree.nodes[index].tag == .a, let name = attributeValue("name", of: node), !name.isEmpty {
                    anchors.append(.span(Attributes(elementName: "a", other: [Attributes.Attribute(name: "name", value: name)]), []))
                }
                if tree.nodes[index].firstChild != DOMTree.none {
                    node = tree.nodes[index].firstChild
                    continue
                }
            }
            // Up to the next node in document order, stopping at the element itself.
            while tree.nodes[Int(node)].nextSibling == DOMTree.none {
                node = tree.nodes[Int(node)].parent
                if node == id || node == DOMTree.none { return anchors }
            }
            node = tree.nodes[Int(node)].nextSibling
        }
        return anchors
    }
}
