import MarkupAST

/// What each element role makes (see ``ElementRole``), once the structure repairs of
/// ``LoweringWalker/prepareForElement(_:role:)`` have chosen the context.
extension LoweringWalker {
    /// Handles element `id`; returns `true` when it pushed a frame whose children are walked.
    mutating func enterElement(_ id: DOMTree.NodeID, role: ElementRole) -> Bool {
        switch role {
        case .dropped:
            recordBase(id)
            if options.reportsDroppedElements { recordDropped(id) }
            return false
        case .wordBreak where !options.keepsGenericElements:
            return false
        case .title:
            recordTitle(id)
            return false
        case .head:
            for child in tree.children(of: id) where tree.nodes[Int(child)].kind == .element {
                if tree.nodes[Int(child)].tag == .title { recordTitle(child) }
                recordBase(child)
            }
            return false
        default:
            break
        }
        switch tree.nodes[Int(id)].tag {
        case .html: recordLanguage(id)
        case .time: recordDate(id)
        default: break
        }
        if case .storageFormat(let storageRole) = role { return enterStorageFormat(id, role: storageRole) }
        guard let role = prepareForElement(id, role: role) else { return false }
        switch role {
        case .dropped, .title, .head, .storageFormat:
            return false
        case .wordBreak:
            appendInline(.span(Self.wordBreakAttributes, []))
            return false
        case .lenientText:
            appendText(literalStartTag(id))
            pushTransparent(node: id, isBlockLevel: false)
        case .voidLike:
            // Nothing to show; an `id` stays reachable. The content is the parent's.
            let attributes = attributes(of: id, defaultTag: .span)
            if attributes.isKeptWhenEmpty { appendInline(.span(attributes, [])) }
            // A `<spacer>` took room in the browsers that knew it: at least a word space
            // (collapsing like one), so the words on either side stay apart.
            if tree.nodes[Int(id)].tag == .spacer { handleText(" ") }
            pushTransparent(node: id, isBlockLevel: false)
        case .spliced:
            pushTransparent(node: id, isBlockLevel: false)
        case .blockBoundary:
            pushTransparent(node: id, isBlockLevel: true)
        case .namedBlock:
            let attributes = attributes(of: id, defaultTag: .div)
            if Self.isGeneric(tree.nodes[Int(id)].tag) && !attributes.carriesWritableValues && !keepsGeneric(id) {
                pushTransparent(node: id, isBlockLevel: true)
            } else {
                pushBlockContainer(.division(attributes), node: id, depth: frames[top].blockDepth)
            }
        case .paragraph:
            pushParagraph(id, kind: .explicit, defaultTag: .p)
        case .heading(let level):
            pushParagraph(id, kind: .heading(level), defaultTag: tree.nodes[Int(id)].tag)
        case .blockQuote:
            pushBlockContainer(.blockQuote, node: id, depth: frames[top].blockDepth, ownAttributes: ownAttributes(of: id, defaultTag: .blockquote))
        case .list(let ordered):
            pushList(id, ordered: ordered)
        case .listItem:
            pushListItem(id)
        case .table:
            pushTable(id)
        case .tableSection(let section):
            pushTableSection(id, section: section)
        case .tableRow:
            pushTableRow(id)
        case .tableCell(let isHeader):
            pushTableCell(id, isHeader: isHeader)
        case .tableCaption:
            pushTableCaption(id)
        case .thematicBreak:
            appendBlock(.thematicBreak(attributes: attributes(of: id, defaultTag: .hr)))
            return false
        case .preformatted:
            appendCodeBlock(id)
            return false
        case .format(let format):
            if analysis.holdsBlocks[Int(id)] {
                pushFormatHoldingBlocks(id, format: format)
            } else {
                pushFormat(id, format: format)
            }
        case .namedInline, .quote:
            let holdsBlocks = analysis.holdsBlocks[Int(id)]
            let tag = tree.nodes[Int(id)].tag
            let defaultTag: HTMLTagName = ElementRole.isFormattingTag(tag) ? tag : holdsBlocks ? .div : .span
            let attributes = attributes(of: id, defaultTag: defaultTag)
            if Self.isGeneric(tree.nodes[Int(id)].tag) && !attributes.carriesWritableValues && !keepsGeneric(id) {
                pushTransparent(node: id, isBlockLevel: holdsBlocks)
            } else if holdsBlocks {
                pushBlockContainer(.division(attributes), node: id, depth: frames[top].blockDepth)
            } else {
                pushInlineContainer(.span(attributes), node: id)
            }
        case .lineBreak:
            appendHardBreak()
            return false
        case .image:
            appendImage(id)
            return false
        case .input:
            appendInput(id)
            return false
        case .select:
            appendControlText(id, text: selectedOptionText(id))
            return false
        case .math(let source):
            if let formula = tree.mathFormula(at: id, source: source) {
                appendInline(formula.inline)
            } else if source != .texScript(isDisplay: false), source != .texScript(isDisplay: true) {
                // No TeX to read (a rendering without its MathML): its text, as any element's.
                appendControlText(id, text: textContent(of: id, preservingWhitespace: false))
            }
            return false
        case .frame:
            appendBlock(.div(attributes(of: id, defaultTag: .div), []))
            return false
        case .textarea:
            pushInlineContainer(.span(attributes(of: id, defaultTag: .span)), node: id)
            frames[top].whiteSpace = .preWrap
        }
        if let whiteSpace = style(of: id)?.whiteSpace { frames[top].whiteSpace = whiteSpace }
        return true
    }

    /// Elements that mean nothing but their attributes: without any that survive (a
    /// `style` with no valid declaration), they are transparent.
    private static func isGeneric(_ tag: HTMLTagName) -> Bool {
        tag == .div || tag == .span || tag == .font || tag == .a
    }

    /// Whether element `id`, a generic element with nothing to keep, is kept anyway: a
    /// `div`, `span` or `a` under ``HTMLParseOptions/keepsGenericElements``.
    private func keepsGeneric(_ id: DOMTree.NodeID) -> Bool {
        let tag = tree.nodes[Int(id)].tag
        return options.keepsGenericElements && (tag == .div || tag == .span || tag == .a)
    }

    /// The attributes of a kept `<wbr>`: its name only.
    private static let wordBreakAttributes = Attributes(elementName: "wbr")

    // MARK: - Blocks

    /// `<p>` and `<h1>`–`<h6>`: transparent, so their text is a paragraph (or heading) of the
    /// block around them, carrying the element's attributes (see ``LoweringFrame/paragraphOwner``).
    private mutating func pushParagraph(_ id: DOMTree.NodeID, kind: LoweringFrame.ParagraphKind, defaultTag: HTMLTagName) {
        pushTransparent(node: id, isBlockLevel: true, paragraphKind: kind)
        let attributes = attributes(of: id, defaultTag: defaultTag)
        if !attributes.isEmpty {
            frames[top].extras().ownAttributes = attributes
            frames[top].paragraphOwner = top
        } else {
            frames[top].paragraphOwner = -1
        }
    }

    /// `<pre>` (and `listing`, `xmp`, `plaintext`): a code block of its text content, with
    /// the language of a `language-x`/`lang-x` class on the element or on its `<code>`, or
    /// of a SyntaxHighlighter `brush: x` setting (Confluence, WordPress plugins); the
    /// link targets inside it become a paragraph of empty anchors just before it
    /// (``preformattedTargets(in:)``), unless that paragraph's anchors would be past the
    /// nesting cap.
    mutating func appendCodeBlock(_ id: DOMTree.NodeID) {
        var text = textContent(of: id, preservingWhitespace: true)
        guard !text.isEmpty else { return }
        if !text.endsWithLineFeed { text += "\n" }
        var language = Self.language(inClasses: attributeValue("class", of: id))
        if language == nil, let code = firstElementChild(of: id), tree.nodes[Int(code)].tag == .code {
            language = Self.language(inClasses: attributeValue("class", of: code))
        }
        if language == nil {
            language = Self.brush(in: attributeValue("data-syntaxhighlighter-params", of: id)) ?? Self.brush(in: attributeValue("class", of: id))
        }
        var attributes = attributes(of: id, defaultTag: .pre)
        if let language {
            attributes.classes.removeAll { $0 == "language-" + language || $0 == "lang-" + language }
        }
        // The anchors' paragraph is a block here (no formatting around it), its anchors
        // inlines in it: past the nesting cap they are flattened away, as `<p><a id>` there
        // would be.
        let anchors = preformattedTargets(in: id)
        if !anchors.isEmpty, fits(depth: frames[top].blockDepth + 1, node: id) {
            appendBlock(.paragraph(anchors))
        }
        appendBlock(.codeBlock(info: language ?? "", text: text, attributes: attributes))
    }

    /// The language named by the first `language-x` or `lang-x` class in `classes`.
    private static func language(inClasses classes: String?) -> String? {
        guard let classes else { return nil }
        for word in classes.utf8.split(whereSeparator: isWhitespace) {
            for prefix in ["language-", "lang-"] where word.starts(with: prefix.utf8) && word.count > prefix.utf8.count {
                return String(decoding: word.dropFirst(prefix.utf8.count), as: UTF8.self)
            }
        }
        return nil
    }

    /// The language of SyntaxHighlighter's `brush: x` setting (`<pre class="brush: php;
    /// gutter: false">`, Confluence's `data-syntaxhighlighter-params="brush: bash"`, WordPress
    /// plugins), ASCII case-insensitively; nil when there is none.
    private static func brush(in settings: String?) -> String? {
        guard let settings else { return nil }
        let bytes = Array(settings.utf8)
        let key = Array("brush:".utf8)
        guard bytes.count > key.count else { return nil }
        for start in 0...(bytes.count - key.count) {
            guard zip(bytes[start..<start + key.count], key).allSatisfy({ ASCIIFolding.lower($0) == $1 }) else { continue }
            guard start == 0 || isWhitespace(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ";") else { continue }
            var index = start + key.count
            while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
            let valueStart = index
            while index < bytes.count && !isWhitespace(bytes[index]) && bytes[index] != UInt8(ascii: ";") { index += 1 }
            return index > valueStart ? String(decoding: bytes[valueStart..<index], as: UTF8.self) : nil
        }
        return nil
    }

    /// The first element child of `id` (skipping text and comments).
    private func firstElementChild(of id: DOMTree.NodeID) -> DOMTree.NodeID? {
        tree.children(of: id).first { tree.nodes[Int($0)].kind == .element }
    }

    // MARK: - Phrasing

    /// A modelled phrasing element holding only phrasing: its inline container, with the
    /// element's attributes (and its name when not the inline's default) kept for the node.
    private mutating func pushFormat(_ id: DOMTree.NodeID, format: InlineFormat) {
        if format == .link {
            pushInlineContainer(.format(.link), node: id)
            frames[top].extras().linkTarget = linkTarget(of: id)
            return
        }
        let attributes = attributes(of: id, defaultTag: format.defaultTag)
        pushInlineContainer(.format(format), node: id, ownAttributes: attributes.isEmpty ? nil : attributes)
    }

    /// A modelled phrasing element holding blocks (`<a href><div>…</div></a>`): a block
    /// context whose paragraphs are wrapped in the element's inline (see
    /// ``InlineWrapper``). An `id` stays unique on a `.div` around the content; code, which
    /// cannot wrap blocks, becomes a `.div` named after the element.
    private mutating func pushFormatHoldingBlocks(_ id: DOMTree.NodeID, format: InlineFormat) {
        var target = format == .link ? linkTarget(of: id) : nil
        let attributes = format == .link ? Attributes() : attributes(of: id, defaultTag: format.defaultTag)
        let anchor = target?.attributes.id ?? attributes.id
        if anchor != nil { target?.attributes.id = nil }
        guard let wrapper = InlineWrapper(format, target: target, attributes: attributes) else {
            pushBlockContainer(.division(attributes.named(tree.name(of: id))), node: id, depth: frames[top].blockDepth)
            return
        }
        if let anchor {
            pushBlockContainer(.division(Attributes(id: anchor)), node: id, depth: frames[top].blockDepth, wrapper: wrapper)
        } else {
            pushTransparent(node: id, isBlockLevel: true, wrapper: wrapper)
        }
    }

    /// `<img>`: an image with `src`, `title` and the `alt` text as its description; every
    /// other attribute (`width`, `height`, `id`, classes…) in the target's attributes. Past
    /// the nesting cap, only the alt text.
    private mutating func appendImage(_ id: DOMTree.NodeID) {
        let alt = attributeValue("alt", of: id) ?? ""
        guard fits(depth: frames[top].inlineDepth, node: id) else {
            appendText(alt)
            return
        }
        let source = attributeValue("src", of: id) ?? ""
        let title = attributeValue("title", of: id) ?? ""
        let others = attributes(of: id, defaultTag: nil, named: false) { $0 == "src" || $0 == "alt" || $0 == "title" }
        appendInline(.image(LinkTarget(destination: source, title: title, attributes: others), alt.isEmpty ? [] : [.text(alt)]))
    }

    /// The target of an `<a href>`: `href`, `title`, and the other attributes.
    private func linkTarget(of id: DOMTree.NodeID) -> LinkTarget {
        let href = attributeValue("href", of: id) ?? ""
        let title = attributeValue("title", of: id) ?? ""
        let others = attributes(of: id, defaultTag: nil, named: false) { $0 == "href" || $0 == "title" }
        return LinkTarget(destination: href, title: title, attributes: others)
    }

    // MARK: - Form controls

    /// `<input>`: what a browser shows in it. Text fields show their `value` (never a
    /// password's), buttons their label (`Submit`, `Reset` by default), image buttons their
    /// `alt`, check boxes ☐/☑ and radio buttons ○/◉; hidden, file, color and range inputs
    /// show no text. A check box that starts a list item is the item's task box instead.
    private mutating func appendInput(_ id: DOMTree.NodeID) {
        func value(_ name: String) -> String? { attributeValue(name, of: id) }
        let type = ASCIIFolding.lowercased(value("type") ?? "text")
        let isChecked = value("checked") != nil
        let text: String
        switch type {
        case "hidden", "password", "file", "color", "range":
            return
        case "checkbox":
            if startsTaskItem() {
                let item = frames[top].inlineTarget
                frames[item].extras().task = isChecked ? .checked : .unchecked
                return
            }
            text = (isChecked ? ListItem.Task.checked : .unchecked).visibleText
        case "radio":
            text = isChecked ? "\u{25C9}" : "\u{25CB}"
        case "submit":
            text = value("value") ?? "Submit"
        case "reset":
            text = value("value") ?? "Reset"
        case "image":
            text = value("alt") ?? ""
        default:
            text = value("value") ?? ""
        }
        appendControlText(id, text: text)
    }

    /// Whether a check box here would be the first content of a list item.
    private func startsTaskItem() -> Bool {
        let target = frames[top].inlineTarget
        guard case .listItem = frames[target].kind else { return false }
        return frames[target].task == nil && frames[target].blocks.isEmpty && frames[target].inlines.isEmpty
    }

    /// A form control's visible text in a span named after it with its attributes.
    private mutating func appendControlText(_ id: DOMTree.NodeID, text: String) {
        guard !text.isEmpty else { return }
        pushInlineContainer(.span(attributes(of: id, defaultTag: .span)), node: id)
        appendLiteralText(text)
        closeTopFrame()
    }

    /// The text a `<select>` shows: its first selected option's, else its first option's
    /// (an option's `label` attribute wins over its text).
    private func selectedOptionText(_ id: DOMTree.NodeID) -> String {
        var first: DOMTree.NodeID?
        var node = tree.nodes[Int(id)].firstChild
        while node != DOMTree.none {
            let index = Int(node)
            let isElement = tree.nodes[index].kind == .element
            if isElement && tree.nodes[index].tag == .option {
                if first == nil { first = node }
                if attributeValue("selected", of: node) != nil {
                    first = node
                    break
                }
            }
            // Options sit in the select or in an optgroup (or, relaxed, in other elements).
            let child = tree.nodes[index].firstChild
            let descends = isElement && tree.nodes[index].tag != .option && child != DOMTree.none
            node = descends ? child : FlowAnalysis.next(after: node, in: tree, root: id)
        }
        guard let option = first else { return "" }
        if let label = attributeValue("label", of: option), !label.isEmpty {
            return label
        }
        return textContent(of: option, preservingWhitespace: false)
    }

    // MARK: - Metadata

    /// The first `<title>` becomes the document's `title` (white space stripped and
    /// collapsed, as `document.title` does).
    /// The root element's `lang` becomes the document's `lang` (runs.json `meta.lang`).
    private mutating func recordLanguage(_ id: DOMTree.NodeID) {
        guard metadata["lang"] == nil, let lang = attributeValue("lang", of: id), !lang.isEmpty else { return }
        metadata["lang"] = lang
    }

    private mutating func recordTitle(_ id: DOMTree.NodeID) {
        guard metadata["title"] == nil else { return }
        let title = textContent(of: id, preservingWhitespace: false)
        if !title.isEmpty { metadata["title"] = title }
    }

    /// Reads the page's metadata from the `<meta>` and `<link>` children of its `<head>`
    /// before the walk (which a selection may keep out of the head): see
    /// ``recordHeadMetadata(_:)``.
    mutating func recordPageMetadata() {
        for html in tree.children(of: tree.root) where tree.nodes[Int(html)].kind == .element && tree.nodes[Int(html)].tag == .html {
            for head in tree.children(of: html) where tree.nodes[Int(head)].kind == .element && tree.nodes[Int(head)].tag == .head {
                for child in tree.children(of: head) where tree.nodes[Int(child)].kind == .element { recordHeadMetadata(child) }
            }
        }
    }

    /// `<meta name|property content>` and `<link rel=canonical href>`: the page's
    /// description, author, keywords, publication date, Open Graph title and canonical
    /// address, in ``metadata`` under `description`, `author`, `keywords`, `date`,
    /// `og:title` and `canonical` (the first of each wins; `article:tag`s join `keywords`).
    private mutating func recordHeadMetadata(_ id: DOMTree.NodeID) {
        switch tree.nodes[Int(id)].tag {
        case .meta:
            guard let content = attributeValue("content", of: id), !content.isEmpty,
                  let name = attributeValue("name", of: id) ?? attributeValue("property", of: id) else { return }
            let key: String
            switch name.lowercased() {
            case "description", "og:description": key = "description"
            case "author", "article:author": key = "author"
            case "keywords": key = "keywords"
            case "article:tag":
                metadata["keywords"] = metadata["keywords"].map { $0 + ", " + content } ?? content
                return
            case "article:published_time", "date", "dc.date", "dcterms.date": key = "date"
            case "og:title", "twitter:title": key = "og:title"
            default: return
            }
            if metadata[key] == nil { metadata[key] = content }
        case .link:
            // Pages have many `<link>`s (styles, icons, feeds): the cheap test comes first.
            guard let rel = attributeValue("rel", of: id), rel.utf8.count >= 9,
                  rel.split(separator: " ").contains(where: { ASCIIFolding.equal($0, "canonical") }),
                  metadata["canonical"] == nil, let href = attributeValue("href", of: id), !href.isEmpty else { return }
            metadata["canonical"] = href
        default:
            return
        }
    }

    /// The first `<time datetime>` is the document's `date` unless the head named one.
    private mutating func recordDate(_ id: DOMTree.NodeID) {
        guard metadata["date"] == nil, let value = attributeValue("datetime", of: id), !value.isEmpty else { return }
        metadata["date"] = value
    }

    /// Elements whose dropping a sanitizer reports: they run code, style or embed.
    private static let reportedDrops: Set<String> = [
        "script", "style", "template", "noscript", "iframe", "noembed", "noframes", "frame", "frameset", "embed", "svg",
        "base", "meta", "link", "applet", "param", "object",
    ]

    private mutating func recordDropped(_ id: DOMTree.NodeID) {
        let name = tree.nodes[Int(id)].name
        guard Self.reportedDrops.contains(name) else { return }
        if let index = droppedElements.firstIndex(where: { $0.name == name }) {
            droppedElements[index].count += 1
        } else {
            droppedElements.append((name, 1))
        }
    }
}
