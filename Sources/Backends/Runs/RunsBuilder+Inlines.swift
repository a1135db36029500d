import MarkupAST

extension RunsBuilder {
    /// Walks `inlines` inside `frame`.
    mutating func walk(_ inlines: [Inline], frame: StyleFrame, context: InlineContext = InlineContext()) {
        var frame = frame
        _ = frameCache.register(&frame)
        var styleIndex: Int?
        for inline in inlines {
            switch inline {
            case .text(let text):
                if styleIndex == nil { styleIndex = cachedStyleIndex(of: frame) }
                emit(text, style: styleIndex ?? 0, link: context.link)
            case .softBreak:
                if styleIndex == nil { styleIndex = cachedStyleIndex(of: frame) }
                emit(" ", style: styleIndex ?? 0, link: context.link, role: .softBreak)
            case .hardBreak:
                if styleIndex == nil { styleIndex = cachedStyleIndex(of: frame) }
                emit("\u{2028}", style: styleIndex ?? 0, link: context.link, role: .lineBreak)
            case .code(let text):
                let inner = nested(frame, kind: .code, marks: .code)
                emit(text, style: cachedStyleIndex(of: inner), link: context.link)
            case .emphasis(let children):
                walk(children, frame: nested(frame, kind: .emphasis, marks: .emphasis), context: context)
            case .strong(let children):
                walk(children, frame: nested(frame, kind: .strong, marks: .strong), context: context)
            case .strikethrough(let children):
                walk(children, frame: nested(frame, kind: .strikethrough, marks: .strikethrough), context: context)
            case .underline(let children):
                walk(children, frame: nested(frame, kind: .underline, marks: .underline), context: context)
            case .superscript(let children):
                walk(children, frame: nested(frame, kind: .superscript, marks: .superscript), context: context)
            case .subscript(let children):
                walk(children, frame: nested(frame, kind: .subscript, marks: .subscript), context: context)
            case .span(let attributes, let children):
                let marks = InlineMarks.forElement(attributes.elementName ?? "")
                // `<b style=…>` is a span around `.strong`: one element, so its own `style=`
                // is weighed against the strong rule by the policy, not applied beneath it.
                if children.count == 1, let own = Self.ownFormat(of: attributes.elementName, children[0]) {
                    let declared = resolver.declaredStyle(kind: own.kind, attributes: attributes, parent: frame.text)
                    let inner = resolver.frame(frame, applying: declared, marks: marks.union(own.marks))
                    walk(own.content, frame: inner, context: context)
                } else {
                    let declared = resolver.declaredStyle(kind: nil, attributes: attributes, parent: frame.text)
                    walk(children, frame: resolver.frame(frame, applying: declared, marks: marks), context: context)
                }
            case .link(let target, let children):
                link(target, children: children, frame: frame, context: context)
            case .image(let target, let alt):
                image(target, alt: alt, frame: frame, context: context)
            case .raw(let format, let text):
                if styleIndex == nil { styleIndex = cachedStyleIndex(of: frame) }
                emit(text, style: styleIndex ?? 0, link: context.link, role: .raw, rawFormat: format)
            case .footnoteReference(let label):
                let inner = nested(frame, kind: .footnoteReference)
                let text = footnotes.numbers[label].map(String.init) ?? "[^\(label)]"
                emit(text, style: cachedStyleIndex(of: inner), link: context.link, footnote: label)
            }
        }
    }

    /// The kind, marks and content of `inline` when it is the format an element named
    /// `element` lowers to (`b` → `.strong`), so that a span with that element's attributes
    /// around it stands for the same element.
    private static func ownFormat(of element: String?, _ inline: Inline) -> (kind: SemanticKind, marks: InlineMarks, content: [Inline])? {
        switch (element, inline) {
        case ("b"?, .strong(let children)), ("strong"?, .strong(let children)):
            return (.strong, .strong, children)
        case ("i"?, .emphasis(let children)), ("em"?, .emphasis(let children)), ("cite"?, .emphasis(let children)),
             ("dfn"?, .emphasis(let children)), ("var"?, .emphasis(let children)):
            return (.emphasis, .emphasis, children)
        case ("u"?, .underline(let children)), ("ins"?, .underline(let children)):
            return (.underline, .underline, children)
        case ("s"?, .strikethrough(let children)), ("strike"?, .strikethrough(let children)), ("del"?, .strikethrough(let children)):
            return (.strikethrough, .strikethrough, children)
        case ("sup"?, .superscript(let children)):
            return (.superscript, .superscript, children)
        case ("sub"?, .subscript(let children)):
            return (.subscript, .subscript, children)
        case ("code"?, .code(let text)), ("tt"?, .code(let text)), ("kbd"?, .code(let text)), ("samp"?, .code(let text)):
            return (.code, .code, [.text(text)])
        default:
            return nil
        }
    }

    /// `frame` (registered in the cache) with the rule for `kind` applied and `marks` added;
    /// resolved once per (frame, kind) and document. A kind's marks are always the same.
    private mutating func nested(_ frame: StyleFrame, kind: SemanticKind, marks: InlineMarks = []) -> StyleFrame {
        var parent = frame
        let id = frameCache.register(&parent)
        if let cached = frameCache.child(of: id, kind: kind) { return cached }
        var child = resolver.frame(parent, applying: resolver.declaredStyle(kind: kind, attributes: nil, parent: parent.text), marks: marks)
        frameCache.setChild(&child, of: id, kind: kind)
        return child
    }

    /// The style-table index of `frame`'s text style, remembered per cached frame.
    mutating func cachedStyleIndex(of frame: StyleFrame) -> Int {
        guard frame.cacheID >= 0 else { return index(of: frame.text) }
        if let cached = frameCache.styleIndex(of: frame.cacheID) { return cached }
        let index = index(of: frame.text)
        frameCache.setStyleIndex(index, of: frame.cacheID)
        return index
    }

    /// A link: one links-table entry shared by all its runs, added on first use. A link whose
    /// URL the safe HTML backend would drop (`javascript:`…) keeps its text, unlinked.
    private mutating func link(_ target: LinkTarget, children: [Inline], frame: StyleFrame, context: InlineContext) {
        let href = target.destination
        guard !URLSafety.isDangerous(href, asImageSource: false) else {
            walk(children, frame: frame, context: context)
            return
        }
        let declared = resolver.declaredStyle(kind: .link, attributes: target.attributes, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        links.append(RunsLink(href: href, title: target.title.isEmpty ? nil : target.title, kind: Self.linkKind(href, children)))
        let linkIndex = links.count - 1
        let runCount = runs.count
        let start = position
        var innerContext = context
        innerContext.link = linkIndex
        walk(children, frame: inner, context: innerContext)
        // Nothing was written inside (an empty link): drop the unused entry.
        if position == start, runs.count == runCount, linkIndex == links.count - 1 { links.removeLast() }
    }

    private static func linkKind(_ href: String, _ children: [Inline]) -> RunsLink.Kind {
        if href.hasPrefix("#") { return .anchor }
        if children.count == 1, case .text(let text) = children[0] {
            if text == href { return .autolink }
            if href.hasPrefix("mailto:"), href.utf8.dropFirst(7).elementsEqual(text.utf8) { return .email }
        }
        return .inline
    }

    /// An image: an attachment run (U+FFFC), or its alt text when its source is unsafe or
    /// missing (`<img alt="x">`: nothing an app could load, so it shows what a browser shows).
    private mutating func image(_ target: LinkTarget, alt: [Inline], frame: StyleFrame, context: InlineContext) {
        let declared = resolver.declaredStyle(kind: .image, attributes: target.attributes, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        let altText = Inline.plainText(of: alt, softBreak: " ", hardBreak: " ")
        guard !target.destination.isEmpty, !URLSafety.isDangerous(target.destination, asImageSource: true) else {
            emit(altText, style: index(of: inner.text), link: context.link)
            return
        }
        attachments.append(RunsAttachment(
            kind: .image, src: target.destination, alt: altText.isEmpty ? nil : altText,
            title: target.title.isEmpty ? nil : target.title, width: target.width.map(Double.init),
            height: target.height.map(Double.init), display: context.imageDisplay
        ))
        emit("\u{FFFC}", style: index(of: inner.text), link: context.link, attachment: attachments.count - 1)
    }
}
