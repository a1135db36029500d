import MarkupAST

/// Element attributes → ``MarkupAST/Attributes``: `id`, the class list (split on ASCII white
/// space), the typed `style` and every other attribute in source order.
///
/// The style is the element's presentational hints (HTML Standard §15.3) followed by its
/// parsed `style=` attribute, which therefore wins: `<center>` is `text-align: center`,
/// `<font color size face>` goes through `LegacyFontAttributes`, and `align` on `div`, `p`
/// and headings is `text-align`. Attributes turned into style are not kept again.
extension LoweringWalker {
    /// The attributes of element `id`, with its name when `named`, leaving out those
    /// `excluded` (the ones a modelled node already carries, such as a link's `href`).
    func attributes(
        of id: DOMTree.NodeID, named: Bool, excluding excluded: (String) -> Bool = { _ in false }
    ) -> Attributes {
        let node = tree[id]
        var result = Attributes(elementName: named ? node.name : nil)
        let hints = presentationalHints(of: node)
        for attribute in node.attributes {
            let name = attribute.prefix.map { "\($0):\(attribute.name)" } ?? attribute.name
            if excluded(name) || hints.consumed.contains(name) { continue }
            switch name {
            case "id" where result.id == nil:
                result.id = attribute.value
            case "class":
                for word in attribute.value.utf8.split(whereSeparator: Self.isWhitespace) {
                    result.classes.append(String(decoding: word, as: UTF8.self))
                }
            case "style" where node.namespace == .html:
                break
            default:
                result.other.append(Attributes.Attribute(name: name, value: attribute.value))
            }
        }
        result.style = InlineStyle(hints.declarations)
        if let style = analysis.styles[id] { result.style.add(contentsOf: style) }
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

    /// The `style=` of element `id`, if it has one.
    func style(of id: DOMTree.NodeID) -> InlineStyle? {
        analysis.styles[id]
    }

    /// The style a presentational attribute or element implies, and the attributes it
    /// replaces.
    private func presentationalHints(of node: DOMTree.Node) -> (declarations: [StyleDeclaration], consumed: Set<String>) {
        guard node.namespace == .html else { return ([], []) }
        func value(_ name: String) -> String? { node.attributes.first { $0.name == name }?.value }
        switch node.tag {
        case .center:
            return ([StyleDeclaration(.textAlign(.center))], [])
        case .font:
            let declarations = LegacyFontAttributes.declarations(color: value("color"), size: value("size"), face: value("face"))
            return (declarations, ["color", "size", "face"])
        case .div, .p, .h1, .h2, .h3, .h4, .h5, .h6:
            guard let align = value("align"), let textAlign = Self.textAlign(ofAttribute: align) else { return ([], []) }
            return ([StyleDeclaration(.textAlign(textAlign))], ["align"])
        default:
            return ([], [])
        }
    }

    /// The obsolete `align` attribute of flow elements (§15.3.3), ASCII case-insensitive.
    private static func textAlign(ofAttribute value: String) -> CSSTextAlign? {
        for candidate in [CSSTextAlign.left, .right, .center, .justify] where ASCIIFolding.equal(value, candidate.rawValue) {
            return candidate
        }
        return nil
    }
}

extension Attributes {
    /// Whether anything besides the element name is kept.
    var carriesValues: Bool {
        id != nil || !classes.isEmpty || !other.isEmpty || !style.isEmpty
    }
}
