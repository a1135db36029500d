import MarkupAST

/// Element attributes → ``MarkupAST/Attributes``: `id`, the class list (split on ASCII white
/// space), and every other attribute in source order.
extension LoweringWalker {
    /// The attributes of element `id`, with its name when `named`, leaving out those
    /// `excluded` (the ones a modelled node already carries, such as a link's `href`).
    func attributes(
        of id: DOMTree.NodeID, named: Bool, excluding excluded: (String) -> Bool = { _ in false }
    ) -> Attributes {
        let node = tree[id]
        var result = Attributes(elementName: named ? node.name : nil)
        for attribute in node.attributes {
            let name = attribute.prefix.map { "\($0):\(attribute.name)" } ?? attribute.name
            if excluded(name) { continue }
            switch name {
            case "id" where result.id == nil:
                result.id = attribute.value
            case "class":
                for word in attribute.value.utf8.split(whereSeparator: Self.isWhitespace) {
                    result.classes.append(String(decoding: word, as: UTF8.self))
                }
            default:
                result.other.append(Attributes.Attribute(name: name, value: attribute.value))
            }
        }
        return result
    }

    /// The named attributes of element `id` when it has any beyond `excluded`, else `nil`:
    /// what a modelled block keeps in a `.div` around it.
    func leftoverAttributes(
        of id: DOMTree.NodeID, excluding excluded: (String) -> Bool = { _ in false }
    ) -> Attributes? {
        let result = attributes(of: id, named: true, excluding: excluded)
        return result.carriesValues ? result : nil
    }
}

extension Attributes {
    /// Whether anything besides the element name is kept.
    var carriesValues: Bool {
        id != nil || !classes.isEmpty || !other.isEmpty || !style.isEmpty
    }
}
