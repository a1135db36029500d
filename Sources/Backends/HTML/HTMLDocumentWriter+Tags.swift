import MarkupAST

extension HTMLDocumentWriter {
    /// What an element was written as, for ``closeTag(_:)``.
    enum ElementName {
        /// A tree element under its literal name.
        case standard(StaticString)
        /// A name its attributes kept (`b`, `figure`, `kbd`…).
        case kept(String)
        /// Not written: the policy unwrapped it, its content is written bare.
        case unwrapped
        /// Written as visible text (`&lt;name&gt;`), its content between, laid out as said.
        case escaped(String, EscapedLayout)
        /// Not written, nor anything inside it.
        case dropped

        /// Whether a tag was written (under its own name or a kept one).
        var isWrittenTag: Bool {
            switch self {
            case .standard, .kept: true
            case .unwrapped, .escaped, .dropped: false
            }
        }

        var isDropped: Bool {
            if case .dropped = self { return true }
            return false
        }

        var isEscaped: Bool {
            if case .escaped = self { return true }
            return false
        }
    }

    /// Where the visible text of an escaped element goes, so that the output parses back
    /// into the blocks it was written as (and sanitizing it again changes nothing).
    enum EscapedLayout {
        /// In the running text: a phrasing element.
        case inline
        /// The start tag and the end tag each in a paragraph of their own: a block element
        /// holding blocks (`<div>`, `<table>`, `<tr>`).
        case ownParagraphs
        /// One paragraph from the start tag to the end tag: a block element holding
        /// phrasing (`<h1>`, a table cell of text).
        case sharedParagraph
    }

    /// Writes the start tag of an element of the tree's own kind `element`, under the name
    /// its `attributes` keep when there is one (a `<b>` for `.strong`), with the `modelled`
    /// attributes the node itself holds, then `attributes`, as the policy allows. A name the
    /// policy refuses is written as the node's own element, except for generic containers
    /// (`isGeneric`: `div`, `span`), which are disposed of as the policy says; so is an
    /// element whose own name the policy refuses. Returns what was written, for
    /// ``closeTag(_:)``; on ``ElementName/dropped`` the caller writes nothing inside. A block
    /// element says with `escapedAs` how its text is laid out if the policy escapes it.
    ///
    /// Inlined: the common case, a bare tag the policy allows, is three literal copies.
    @discardableResult @inline(__always)
    mutating func openTag(
        _ element: StandardElement, _ attributes: Attributes, modelled: [(name: StaticString, value: String)] = [],
        selfClosing: Bool = false, isGeneric: Bool = false, escapedAs layout: EscapedLayout = .inline
    ) -> ElementName {
        guard attributes.isEmpty && modelled.isEmpty && allowsStandard[element.rawValue] else {
            return openTagSlowly(
                element, attributes, modelled: modelled, selfClosing: selfClosing, isGeneric: isGeneric, layout: layout
            )
        }
        output.append("<")
        output.append(element.name)
        output.append(selfClosing ? " />" : ">")
        return .standard(element.name)
    }

    private mutating func openTagSlowly(
        _ element: StandardElement, _ attributes: Attributes, modelled: [(name: StaticString, value: String)],
        selfClosing: Bool, isGeneric: Bool, layout: EscapedLayout
    ) -> ElementName {
        let name = decide(element, kept: attributes.elementName, isGeneric: isGeneric)
        switch name {
        case .dropped, .unwrapped:
            return name
        case .escaped(let text, _):
            if layout != .inline {
                newlineIfNeeded()
                output.append("<p>")
            }
            output.append("&lt;")
            output.appendEscaped(text, newlinesAsEntities: avoidsBlankLines)
            output.append("&gt;")
            let isVoid = element.isVoid || selfClosing
            if layout == .ownParagraphs || (layout == .sharedParagraph && isVoid) { output.append("</p>\n") }
            return isVoid ? .unwrapped : .escaped(text, layout)
        case .standard, .kept:
            break
        }
        output.append("<")
        let written: String?
        switch name {
        case .kept(let text):
            output.appendRaw(text)
            written = text
        case .standard(let literal):
            output.append(literal)
            written = nil
        default:
            written = nil
        }
        for attribute in modelled {
            if let policy, policy.rule(forAttribute: attribute.name.description, on: written ?? element.string) == nil,
               attribute.name.description != "class" {
                removals.attribute(attribute.name.description)
                continue
            }
            output.append(" ")
            output.append(attribute.name)
            if attribute.name.description == "reversed" {
                output.append("=\"\"")
                continue
            }
            output.append("=\"")
            output.appendEscaped(attribute.value, newlinesAsEntities: avoidsBlankLines)
            output.append("\"")
        }
        if attributes.carriesValues { writeAttributes(attributes, element: written ?? element.string) }
        output.append(selfClosing ? " />" : ">")
        return name
    }

    /// The name to write for a node of kind `element` whose attributes keep `kept`: the
    /// policy's verdict (`SanitizerPolicy.verdict(for:kept:isGeneric:)`), recorded among the removals.
    private mutating func decide(_ element: StandardElement, kept: String?, isGeneric: Bool) -> ElementName {
        guard let policy else {
            if let kept, HTMLElementNames.isValidName(kept) { return .kept(kept) }
            return .standard(element.name)
        }
        switch policy.verdict(for: element, kept: kept, isGeneric: isGeneric) {
        case .keptName(let name):
            return .kept(name)
        case .ownKind:
            return .standard(element.name)
        case .ownKindWithoutName(let name):
            removals.element(name, nil)  // the name goes, the element is written as its own kind
            return .standard(element.name)
        case .disposed(let name, let disposal):
            removals.element(name, disposal)
            switch disposal {
            case .drop: return .dropped
            case .unwrap: return .unwrapped
            case .escape: return .escaped(name, .inline)
            }
        }
    }

    /// What the policy does with a node of kind `element` whose attributes keep `kept`, as
    /// ``decide(_:kept:isGeneric:)`` decides it, without recording anything: `nil` when the
    /// element is written (under its kept name, or as its own kind).
    func disposal(of element: StandardElement, kept: String?, isGeneric: Bool) -> SanitizerPolicy.Disposal? {
        policy?.disposal(of: element, kept: kept, isGeneric: isGeneric)
    }

    @inline(__always)
    mutating func closeTag(_ name: ElementName) {
        switch name {
        case .standard(let literal):
            output.append("</")
            output.append(literal)
            output.append(">")
        case .kept(let text):
            output.append("</")
            output.appendRaw(text)
            output.append(">")
        case .escaped(let text, let layout):
            if layout == .ownParagraphs {
                newlineIfNeeded()
                output.append("<p>")
            }
            output.append("&lt;/")
            output.appendEscaped(text, newlinesAsEntities: avoidsBlankLines)
            output.append("&gt;")
            if layout != .inline { output.append("</p>\n") }
        case .unwrapped, .dropped:
            break
        }
    }

    /// Writes `id`, `class`, `style` and the other attributes of an element named
    /// `element`, as the policy allows (every attribute with a valid name when trusted).
    mutating func writeAttributes(_ attributes: Attributes, element: String, skipping skipped: Set<String> = []) {
        guard attributes.carriesValues else { return }
        // `<a name>` is an old way of naming a link target: written as the `id` it means.
        let anchorName = element == "a" && attributes.id == nil ? attributes["name"] : nil
        // `align` first, where a table cell's column alignment is written (a modelled
        // attribute): the reader may take it for either, and the output must not change order.
        let alignsByAttribute = writeAlignmentAttribute(attributes, element: element)
        if let id = attributes.id ?? anchorName, let written = identifier(id) {
            output.append(" id=\"")
            output.appendEscaped(written, newlinesAsEntities: avoidsBlankLines)
            output.append("\"")
        }
        writeClasses(attributes.classes)
        writeStyle(attributes.style, excludingTextAlign: alignsByAttribute)
        for attribute in attributes.other where !skipped.contains(attribute.name) && !(anchorName != nil && attribute.name == "name") {
            guard HTMLElementNames.isValidName(attribute.name) else { continue }
            guard let policy else {
                writeAttribute(attribute.name, attribute.value)
                continue
            }
            guard let rule = policy.rule(forAttribute: attribute.name, on: element), let value = rule.accepted(attribute.value) else {
                removals.attribute(attribute.name)
                continue
            }
            if case .url(let use) = rule {
                guard let cleaned = checkedURL(attribute.value, for: use) else {
                    removals.attribute(attribute.name)
                    continue
                }
                output.append(" ")
                output.appendRaw(attribute.name)
                output.append("=\"")
                output.appendURL(cleaned)
                output.append("\"")
                continue
            }
            writeAttribute(attribute.name, value)
        }
    }

    private mutating func writeAttribute(_ name: String, _ value: String) {
        output.append(" ")
        output.appendRaw(name)
        output.append("=\"")
        // A line break in a value would leave a blank line in an HTML block that must have none.
        output.appendEscaped(value, newlinesAsEntities: avoidsBlankLines)
        output.append("\"")
    }

    /// The id to write for `id`: with the policy's prefix (once), or `nil` when ids go.
    func identifier(_ id: String) -> String? {
        guard let policy else { return id }
        guard let prefix = policy.idPrefix, !id.isEmpty else { return nil }
        return id.hasPrefix(prefix) ? id : prefix + id
    }

    private mutating func writeClasses(_ classes: [String]) {
        guard !classes.isEmpty else { return }
        var kept = classes
        if let policy {
            // The rule read once, not once per class (each read copies it out of the policy).
            let rule = policy.classes
            kept = classes.filter { rule.allows($0) }
            if kept.count < classes.count { removals.attribute("class") }
            guard !kept.isEmpty else { return }
        }
        output.append(" class=\"")
        output.appendEscaped(kept.joined(separator: " "), newlinesAsEntities: avoidsBlankLines)
        output.append("\"")
    }

    private mutating func writeStyle(_ style: InlineStyle, excludingTextAlign: Bool) {
        guard !style.isEmpty else { return }
        var kept = style
        if let policy {
            var properties = policy.styleProperties
            if excludingTextAlign { properties.remove(.textAlign) }
            kept = Self.subset(of: style, keeping: properties)
            // (A text alignment written as `align` is kept, not removed.)
            if kept.declarations.count + (excludingTextAlign ? 1 : 0) < style.declarations.count { removals.attribute("style") }
            guard !kept.isEmpty else { return }
        }
        output.append(" style=\"")
        output.appendEscaped(kept.cssText, newlinesAsEntities: avoidsBlankLines)
        output.append("\"")
    }

    /// An alignment the frontend read from `align=` into the style (`<tr align=right>`),
    /// written back as `align` whenever the policy allows that attribute on the element,
    /// whether or not it allows the style (one form, so sanitizing again changes nothing);
    /// `true` when written.
    private mutating func writeAlignmentAttribute(_ attributes: Attributes, element: String) -> Bool {
        guard let value = alignmentAttribute(of: attributes, element: element) else { return false }
        writeAttribute("align", value)
        return true
    }

    /// The `align` value the style's alignment is written as on `element`, under a policy
    /// that allows the attribute there (see ``writeAlignmentAttribute(_:element:)``). An
    /// `align` of the element's own counts only when the policy writes it: one it refuses
    /// (`align=""`, which aligns nothing) is not written, so the style's is.
    func alignmentAttribute(of attributes: Attributes, element: String) -> String? {
        guard let policy, let alignment = attributes.style.textAlign,
              let rule = policy.rule(forAttribute: "align", on: element) else { return nil }
        if let own = attributes["align"], rule.accepted(own) != nil { return nil }
        return rule.accepted(alignment.rawValue)
    }

    /// `style` when every declaration is kept and normal (the common case, with no copy);
    /// else the kept declarations rebuilt without `!important`.
    static func subset(of style: InlineStyle, keeping properties: Set<CSSProperty>) -> InlineStyle {
        guard !properties.isEmpty else { return InlineStyle() }
        guard !style.declarations.allSatisfy({ properties.contains($0.property) && !$0.isImportant }) else { return style }
        var kept = InlineStyle()
        for declaration in style.declarations where properties.contains(declaration.property) {
            kept.add(StyleDeclaration(declaration.value))
        }
        return kept
    }

    /// `url` as the policy allows it for `use`; unchanged when URLs are not checked.
    func checkedURL(_ url: String, for use: URLPolicy.Use) -> String? {
        guard checksURLs, let policy else { return url }
        guard let cleaned = policy.cleanedURL(url, for: use) else { return nil }
        // A same-document link follows the ids, which carry the prefix.
        if use == .link, cleaned.hasPrefix("#"), cleaned.utf8.count > 1, let prefix = policy.idPrefix, !prefix.isEmpty,
           !cleaned.dropFirst().hasPrefix(prefix) {
            return "#" + prefix + cleaned.dropFirst()
        }
        return cleaned
    }

    /// An iframe: written only when the policy's iframe rules allow its source, with the
    /// policy's `sandbox` and `allow`; otherwise dropped (it has no content).
    mutating func writeFrame(_ attributes: Attributes) {
        guard let policy else {
            openTagAndClose(attributes)
            return
        }
        guard let frames = policy.iframes, let source = attributes["src"],
              let cleaned = policy.urls.cleaned(source, for: .embed), frames.allows(cleaned) else {
            removals.element("iframe", .drop)
            return
        }
        output.append("<iframe src=\"")
        output.appendURL(cleaned)
        output.append("\"")
        for name in ["width", "height"] {
            if let value = attributes[name], let number = AttributeRule.integer(0...10_000).accepted(value) { writeAttribute(name, number) }
        }
        if let title = attributes["title"] { writeAttribute("title", title) }
        writeAttribute("sandbox", frames.sandbox)
        writeAttribute("allow", frames.allow)
        output.append(" allowfullscreen=\"\" loading=\"lazy\" referrerpolicy=\"no-referrer\"></iframe>\n")
    }

    /// A trusted iframe: its attributes as they are.
    private mutating func openTagAndClose(_ attributes: Attributes) {
        output.append("<iframe")
        writeAttributes(attributes.named(nil), element: "iframe")
        output.append("></iframe>\n")
    }
}
