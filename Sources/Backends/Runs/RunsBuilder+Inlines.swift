import MarkupAST

extension RunsBuilder {
    /// Walks `inlines` inside `frame`.
    ///
    /// Formatting nests, so this function recurses as deep as the tree (the frontends cap it
    /// at 256 levels, and apps render on threads with small stacks): the work of each kind
    /// that resolves a style is in a function never inlined here, so the styles it resolves
    /// (several hundred bytes each) are not part of every level's frame.
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
            case .code(let text, let attributes):
                code(text, attributes: attributes, frame: frame, context: context)
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript:
                guard let formatting = inline.formatting else { continue }
                walk(formatting.children, frame: formattedFrame(formatting.kind, attributes: formatting.attributes, in: frame), context: context)
            case .span(let attributes, let children):
                span(attributes, children: children, frame: frame, context: context)
            case .link(let target, let children):
                link(target, children: children, frame: frame, context: context)
            case .image(let target, let alt):
                image(target, alt: alt, frame: frame, context: context)
            case .raw(let format, let text):
                if styleIndex == nil { styleIndex = cachedStyleIndex(of: frame) }
                emit(text, style: styleIndex ?? 0, link: context.link, role: .raw, rawFormat: format)
            case .footnoteReference(let label):
                footnoteReference(label, frame: frame, context: context)
            }
        }
    }

    /// The frame inside a formatting inline of `kind`.
    @inline(never)
    private mutating func formattedFrame(_ kind: Inline.Formatting, attributes: Attributes, in frame: StyleFrame) -> StyleFrame {
        let style = kind.style
        return formatted(frame, kind: style.kind, marks: style.mark, attributes: attributes)
    }

    @inline(never)
    private mutating func code(_ text: String, attributes: Attributes, frame: StyleFrame, context: InlineContext) {
        let inner = formatted(frame, kind: .code, marks: .code, attributes: attributes)
        emit(text, style: cachedStyleIndex(of: inner), link: context.link)
    }

    /// A span: a style scope, and quotation marks around a `q`.
    @inline(never)
    private mutating func span(_ attributes: Attributes, children: [Inline], frame: StyleFrame, context: InlineContext) {
        let marks = InlineMarks.forElement(attributes.elementName ?? "")
        let declared = resolver.declaredStyle(kind: nil, attributes: attributes, defaultElement: "span", parent: frame.text)
        let inner = resolver.frame(frame, applying: declared, marks: marks)
        guard QuotationMarks.isQuotation(attributes) else {
            walk(children, frame: inner, context: context)
            return
        }
        let quotes = QuotationMarks.marks(depth: quoteDepth)
        let quoteStyle = index(of: inner.text)
        emit(quotes.open, style: quoteStyle, link: context.link)
        quoteDepth += 1
        walk(children, frame: inner, context: context)
        quoteDepth -= 1
        emit(quotes.close, style: quoteStyle, link: context.link)
    }

    @inline(never)
    private mutating func footnoteReference(_ label: String, frame: StyleFrame, context: InlineContext) {
        let inner = nested(frame, kind: .footnoteReference)
        let text = footnotes.numbers[label].map(String.init) ?? "[^\(label)]"
        emit(text, style: cachedStyleIndex(of: inner), link: context.link, footnote: label)
    }

    /// `frame` with the formatting of `kind` applied: cached per (frame, kind) when the node
    /// has no attributes, else resolved with them (an element rule for `<b>`, a class, the
    /// element's own `style=`, weighed against the kind's rule by the policy).
    ///
    /// A node that carries only an element name (`<b>` for `.strong`, `<i>` for
    /// `.emphasis`) resolves as the bare kind, through the cache, when no stylesheet rule
    /// names that element or the kind's own and the name adds no marks: that is the result
    /// `named` would compute, at a fraction of the cost.
    private mutating func formatted(_ frame: StyleFrame, kind: SemanticKind, marks: InlineMarks, attributes: Attributes) -> StyleFrame {
        if attributes.isEmpty { return nested(frame, kind: kind, marks: marks) }
        if !attributes.carriesValues, let name = attributes.elementName, InlineMarks.forElement(name).isEmpty,
           resolver.sheet.rule(forElement: name) == nil, !hasElementRule(kind.defaultElementName) {
            return nested(frame, kind: kind, marks: marks)
        }
        return named(frame, kind: kind, marks: marks, attributes: attributes)
    }

    /// `frame` with the rule for `kind` and the node's `attributes` applied, and `marks` plus
    /// the marks its element name stands for (`<ins>` → insert, `<kbd>` → keyboard).
    /// Whether the stylesheet has a rule for the element `name` (false without a name). A
    /// plain function rather than `flatMap(resolver.sheet.rule(forElement:))`, whose partial
    /// application copied the whole stylesheet into a closure on every call.
    private func hasElementRule(_ name: String?) -> Bool {
        guard let name else { return false }
        return resolver.sheet.rule(forElement: name) != nil
    }

    private func named(_ frame: StyleFrame, kind: SemanticKind, marks: InlineMarks, attributes: Attributes) -> StyleFrame {
        let declared = resolver.declaredStyle(kind: kind, attributes: attributes, parent: frame.text)
        return resolver.frame(frame, applying: declared, marks: marks.union(InlineMarks.forElement(attributes.elementName ?? "")))
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
    /// URL with a scripting scheme (`javascript:`…, see ``URLPolicy/anyNonScripting``) keeps
    /// its text, unlinked.
    @inline(never)
    private mutating func link(_ target: LinkTarget, children: [Inline], frame: StyleFrame, context: InlineContext) {
        let href = target.destination
        guard URLPolicy.anyNonScripting.allowsLink(href) else {
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
    @inline(never)
    private mutating func image(_ target: LinkTarget, alt: [Inline], frame: StyleFrame, context: InlineContext) {
        let declared = resolver.declaredStyle(kind: .image, attributes: target.attributes, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        let altText = Inline.plainText(of: alt, softBreak: " ", hardBreak: " ")
        guard !target.destination.isEmpty, URLPolicy.anyNonScripting.allowsImage(target.destination) else {
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
