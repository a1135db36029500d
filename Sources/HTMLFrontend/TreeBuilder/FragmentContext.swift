/// The context element of a fragment parse (HTML Standard §13.4), written as html5lib-tests
/// write it: `td`, `svg path`, `math mi`.
struct FragmentContext {
    /// The context as a stack entry that is never inserted into the tree.
    let element: OpenElement

    /// Parses `description`: `svg NAME` and `math NAME` name SVG and MathML elements,
    /// anything else an HTML element (ASCII case-insensitive). An empty description means `body`.
    init(_ description: String) {
        let trimmed = description.utf8.split(whereSeparator: ASCIIFolding.isWhitespace)
        var namespace = HTMLNamespace.html
        var nameBytes = trimmed.first.map(Array.init) ?? Array("body".utf8)
        if trimmed.count >= 2, let first = trimmed.first {
            if first.elementsEqual("svg".utf8) {
                namespace = .svg
                nameBytes = Array(trimmed[1])
            } else if first.elementsEqual("math".utf8) {
                namespace = .mathml
                nameBytes = Array(trimmed[1])
            }
        }
        let lowercased = String(decoding: nameBytes.map(ASCIIFolding.lower), as: UTF8.self)
        let tag = HTMLTagName(lowercasedName: lowercased)
        let isIntegrationPoint = namespace == .svg && (tag == .foreignobject || tag == .desc || tag == .title)
        element = OpenElement(node: DOMTree.none, tag: tag, namespace: namespace, isHTMLIntegrationPoint: isIntegrationPoint)
    }

    /// The tokenizer state the fragment starts in (§13.4, step "set the state of the HTML
    /// parser's tokenization stage"), or `nil` for the data state.
    func tokenizerSwitch(scriptingEnabled: Bool) -> TokenizerSwitch? {
        guard element.namespace == .html else { return nil }
        switch element.tag {
        case .title, .textarea: return .rcdata
        case .style, .xmp, .iframe, .noembed, .noframes: return .rawtext
        case .script: return .scriptData
        case .noscript: return scriptingEnabled ? .rawtext : nil
        case .plaintext: return .plaintext
        default: return nil
        }
    }
}
