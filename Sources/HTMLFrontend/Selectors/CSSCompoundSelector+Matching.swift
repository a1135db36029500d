/// Whether one element matches a compound selector: the local tests, which look only at
/// the element, its attributes and its siblings and children next to it.
extension CSSCompoundSelector {
    /// Whether element `id` of `tree`, at `position` among its siblings, matches every part
    /// of this compound selector.
    func matches(_ id: DOMTree.NodeID, in tree: DOMTree, position: ElementPosition) -> Bool {
        let index = Int(id)
        let isHTML = tree.nodes[index].namespace == .html
        // Through optional chaining, so only the tag (not the strings) is copied on the hot path.
        if let tag = type?.tag {
            if isHTML && tag != .unknown {
                guard tree.nodes[index].tag == tag else { return false }
            } else if isHTML {
                guard tree.nodes[index].tag == .unknown, tree.nodes[index].name == type?.lowercasedName else { return false }
            } else {
                guard tree.nodes[index].name == type?.name else { return false }
            }
        }
        for condition in conditions {
            switch condition {
            case .id(let name):
                guard let value = Self.attributeValue("id", isHTML: isHTML, of: tree.nodes[index].attributes),
                      value.utf8.elementsEqual(name.utf8) else { return false }
            case .class(let name):
                guard let value = Self.attributeValue("class", isHTML: isHTML, of: tree.nodes[index].attributes),
                      Self.containsWord(name, in: value, ignoringCase: false) else { return false }
            case .attribute(let selector):
                guard selector.matches(tree.nodes[index].attributes, isHTML: isHTML) else { return false }
            case .firstChild:
                guard Self.elementSibling(of: id, in: tree, forward: false) == DOMTree.none else { return false }
            case .lastChild:
                guard Self.elementSibling(of: id, in: tree, forward: true) == DOMTree.none else { return false }
            case .onlyChild:
                guard Self.elementSibling(of: id, in: tree, forward: false) == DOMTree.none,
                      Self.elementSibling(of: id, in: tree, forward: true) == DOMTree.none else { return false }
            case .empty:
                guard Self.isEmpty(id, in: tree) else { return false }
            case .nthChild(let nth):
                guard nth.matches(position.index) else { return false }
            case .nthLastChild(let nth):
                guard nth.matches(position.count - position.index + 1) else { return false }
            case .not(let alternatives):
                for alternative in alternatives where alternative.matches(id, in: tree, position: position) { return false }
            }
        }
        return true
    }

    /// The value of the attribute `name` (lower-case) of an element without a namespace
    /// prefix; HTML elements' attribute names are already lower-case.
    static func attributeValue(_ name: String, isHTML: Bool, of attributes: [HTMLAttribute]) -> String? {
        for attribute in attributes where attribute.prefix == nil && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// Whether `word` is one of the ASCII-white-space separated words of `value`.
    static func containsWord(_ word: String, in value: String, ignoringCase: Bool) -> Bool {
        let target = word.utf8
        guard !target.isEmpty, !target.contains(where: ASCIIFolding.isWhitespace) else { return false }
        let bytes = value.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            while start != bytes.endIndex && ASCIIFolding.isWhitespace(bytes[start]) { start = bytes.index(after: start) }
            var end = start
            while end != bytes.endIndex && !ASCIIFolding.isWhitespace(bytes[end]) { end = bytes.index(after: end) }
            if start != end && CSSAttributeSelector.equal(bytes[start..<end], target, ignoringCase: ignoringCase) {
                return true
            }
            start = end
        }
        return false
    }

    /// The nearest element sibling after (`forward`) or before `id`, or `DOMTree.none`.
    private static func elementSibling(of id: DOMTree.NodeID, in tree: DOMTree, forward: Bool) -> DOMTree.NodeID {
        var node = forward ? tree.nodes[Int(id)].nextSibling : tree.nodes[Int(id)].previousSibling
        while node != DOMTree.none && tree.nodes[Int(node)].kind != .element {
            node = forward ? tree.nodes[Int(node)].nextSibling : tree.nodes[Int(node)].previousSibling
        }
        return node
    }

    /// `:empty`: no element children and no text (comments do not count).
    private static func isEmpty(_ id: DOMTree.NodeID, in tree: DOMTree) -> Bool {
        var child = tree.nodes[Int(id)].firstChild
        while child != DOMTree.none {
            switch tree.nodes[Int(child)].kind {
            case .element: return false
            case .text where !tree.nodes[Int(child)].text.isEmpty: return false
            default: break
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        return true
    }
}
