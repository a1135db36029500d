import MarkupAST

/// Element attributes → ``MarkupAST/Attributes``: `id`, the class list (split on ASCII white
/// space), the typed `style` and every other attribute in source order.
///
/// The style is the element's presentational hints (HTML Standard §15.3) followed by its
/// parsed `style=` attribute, which therefore wins: `<center>` is `text-align: center`,
/// `<font color size face>` goes through `LegacyFontAttributes`, and `align` on `div`, `p`
/// and headings is `text-align`. Attributes turned into style are not kept again.
extension LoweringWalker {
    /// The attributes of element `id` for the node it makes: its name when `named` and not
    /// `defaultTag` (the node's default element, so `<p>` on a paragraph keeps no name but
    /// `<b>` on strong does), leaving out those `excluded` (the ones a modelled node already
    /// carries, such as a link's `href`).
    func attributes(
        of id: DOMTree.NodeID, defaultTag: HTMLTagName?, named: Bool = true,
        excluding excluded: (String) -> Bool = { _ in false }
    ) -> Attributes {
        let index = Int(id)
        let tag = tree.nodes[index].tag
        let isHTML = tree.nodes[index].namespace == .html
        let keepsName = named && !(isHTML && tag != .unknown && tag == defaultTag)
        // No attributes and no presentational hint (only `<center>` has one without
        // attributes): just the name, shared per tag, without building anything.
        if tree.nodes[index].attributes.isEmpty && tag != .center {
            guard keepsName else { return Attributes() }
            if isHTML && tag != .unknown { return HTMLTagName.nameOnlyAttributes[Int(tag.rawValue)] }
            return Attributes(elementName: tree.name(of: id))
        }
        var result = Attributes(elementName: keepsName ? tree.name(of: id) : nil)
        let hints = isHTML ? presentationalHints(of: id) : (declarations: [], consumed: [])
        var hasStyle = false
        for attribute in tree.nodes[index].attributes {
            let name = attribute.prefix.map { "\($0):\(attribute.name)" } ?? attribute.name
            if excluded(name) || hints.consumed.contains(name) { continue }
            switch name {
            case "id" where result.id == nil:
                // Google Docs' clipboard marks every paste `docs-internal-guid-…`: an id of
                // the copy operation that nothing links to, not a target of the content.
                if !attribute.value.hasPrefix("docs-internal-guid-") { result.id = attribute.value }
            case "class":
                Self.appendClasses(of: attribute.value, to: &result.classes)
            case "style" where isHTML:
                hasStyle = true
            default:
                result.other.append(Attributes.Attribute(name: name, value: attribute.value))
            }
        }
        if !hints.declarations.isEmpty { result.style = InlineStyle(hints.declarations) }
        if hasStyle, let style = analysis.style(of: id) { result.style.add(contentsOf: style) }
        return result
    }

    /// The attributes of element `id` (as ``attributes(of:defaultTag:named:excluding:)``),
    /// or `nil` when there is nothing to keep.
    func ownAttributes(
        of id: DOMTree.NodeID, defaultTag: HTMLTagName?, excluding excluded: (String) -> Bool = { _ in false }
    ) -> Attributes? {
        let result = attributes(of: id, defaultTag: defaultTag, excluding: excluded)
        return result.isEmpty ? nil : result
    }

    /// The classes of a `class` value: its words split on ASCII white space.
    private static func appendClasses(of value: String, to classes: inout [String]) {
        // Read in place, one pass over the bytes: the generic `split` cost ten times more
        // and was a tenth of the HTML → sanitized HTML path on class-heavy pages.
        var text = value
        text.withUTF8 { bytes in
            // Room for every word at once: a value of several classes grew the array once
            // per doubling.
            var words = 0
            var inWord = false
            for byte in bytes {
                let isSpace = isWhitespace(byte)
                if !isSpace && !inWord { words += 1 }
                inWord = !isSpace
            }
            classes.reserveCapacity(classes.count + words)
            var index = 0
            while index < bytes.count {
                while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count, !isWhitespace(bytes[index]) { index += 1 }
                guard index > start else { return }
                if start == 0 && index == bytes.count {
                    // One class, the common case: the value itself, sharing its storage.
                    classes.append(value)
                } else {
                    classes.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
            }
        }
    }

    /// The value of attribute `name` of element `id`, if it has one.
    func attributeValue(_ name: String, of id: DOMTree.NodeID) -> String? {
        tree.nodes[Int(id)].attributes.first { $0.name == name }?.value
    }

    /// The `style=` of element `id`, if it has one.
    func style(of id: DOMTree.NodeID) -> InlineStyle? {
        analysis.style(of: id)
    }

    /// The style a presentational attribute or element of the HTML namespace implies, and
    /// the attributes it replaces.
    private func presentationalHints(of id: DOMTree.NodeID) -> (declarations: [StyleDeclaration], consumed: [String]) {
        func value(_ name: String) -> String? { tree.nodes[Int(id)].attributes.first { $0.name == name }?.value }
        switch tree.nodes[Int(id)].tag {
        case .center:
            return ([StyleDeclaration(.textAlign(.center))], [])
        case .font:
            let declarations = LegacyFontAttributes.declarations(color: value("color"), size: value("size"), face: value("face"))
            return (declarations, ["color", "size", "face"])
        case .td, .th, .tr, .table, .thead, .tbody, .tfoot:
            // `bgcolor` (§15.3.8, the e-mail template's way to colour a cell), and `align`
            // on cells and rows (a table's `align` positions the table: kept as is).
            var declarations: [StyleDeclaration] = []
            var consumed: [String] = []
            if let color = value("bgcolor").flatMap(LegacyColorValue.parse) {
                declarations.append(StyleDeclaration(.backgroundColor(.rgba(color))))
                consumed.append("bgcolor")
            }
            let tag = tree.nodes[Int(id)].tag
            if tag == .td || tag == .th || tag == .tr, let align = value("align"), let textAlign = Self.textAlign(ofAttribute: align) {
                declarations.append(StyleDeclaration(.textAlign(textAlign)))
                consumed.append("align")
            }
            return (declarations, consumed)
        case .div, .p, .h1, .h2, .h3, .h4, .h5, .h6, .caption:
            guard let align = value("align"), let textAlign = Self.textAlign(ofAttribute: align) else { return ([], []) }
            return ([StyleDeclaration(.textAlign(textAlign))], ["align"])
        default:
            return ([], [])
        }
    }

    /// The obsolete `align` attribute of flow elements and table parts (§15.3.3, §15.3.8),
    /// ASCII case-insensitive.
    private static func textAlign(ofAttribute value: String) -> CSSTextAlign? {
        // White space at the ends is dropped, as the sanitizer's keyword rule drops it when
        // it writes the attribute back: read any other way, `align="right "` would be kept
        // as an attribute of its own on the first reading and as the alignment on the
        // second, and written in another place each time.
        let value = value.trimmingASCIIWhitespace()
        for candidate in [CSSTextAlign.left, .right, .center, .justify] where ASCIIFolding.equal(value, candidate.rawValue) {
            return candidate
        }
        return nil
    }
}

extension Attributes {
    /// Whether an element with these attributes is kept when it has no content: a link
    /// target, a void element kept for HTML output (`wbr`, `area`), or embedded media
    /// (``MarkupAST/EmbeddedMedia``: `<video src>` with no fallback text still shows a video).
    var isKeptWhenEmpty: Bool {
        if isLinkTarget { return true }
        let name = elementName
        return name == "wbr" || name == "area" || (EmbeddedMedia.isMediaElement(name) && (self["src"] != nil || self["data"] != nil))
    }
}

extension HTMLTagName {
    /// For each tag, attributes holding only its name, shared (one allocation per tag for the
    /// process, not one per element).
    static let nameOnlyAttributes: [Attributes] = (0...255).map { raw in
        HTMLTagName(rawValue: UInt8(raw)).map { Attributes(elementName: $0.localName) } ?? Attributes()
    }
}
