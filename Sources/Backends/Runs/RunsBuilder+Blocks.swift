import MarkupAST

extension RunsBuilder {
    /// Walks `blocks` inside `frame`.
    mutating func walk(_ blocks: [Block], frame: StyleFrame) {
        for block in blocks { walk(block, frame: frame) }
    }

    /// Walks one block, resolved with its own attributes (element name, classes, id,
    /// inline CSS) and its kind.
    ///
    /// Quotes, lists, `div`s and footnote definitions nest, so this function recurses as
    /// deep as the tree (the frontends cap it at 256 levels, and apps render on threads
    /// with small stacks): it only dispatches, and each kind's work is in a function of its
    /// own that is never inlined here, so the styles it resolves (several hundred bytes
    /// each) are not part of every level's frame.
    mutating func walk(_ block: Block, frame: StyleFrame) {
        let own = block.attributes
        let attributes = own.isEmpty ? nil : own
        switch block {
        case .paragraph(let inlines, _):
            paragraph(inlines, frame: frame, attributes: attributes)
        case .heading(let level, let inlines, _):
            heading(level: level, inlines, frame: frame, attributes: attributes)
        case .codeBlock(let info, let text, _):
            codeBlock(info: info, text: text, frame: frame, attributes: attributes)
        case .thematicBreak:
            thematicBreak(frame: frame, attributes: attributes)
        case .blockQuote(let children, _):
            blockQuote(children, frame: frame, attributes: attributes)
        case .list(let style, let items, _):
            list(style, items: items, frame: frame, attributes: attributes)
        case .table(let table):
            self.table(table, frame: frame, attributes: attributes)
        case .div(let divAttributes, let children):
            div(divAttributes, children: children, frame: frame)
        case .raw(let format, let text):
            rawBlock(format, text, frame: frame)
        case .footnoteDefinition(let label, let children):
            footnoteDefinition(label, children, frame: frame)
        }
    }

    @inline(never)
    private mutating func heading(level: Int, _ inlines: [Inline], frame: StyleFrame, attributes: Attributes?) {
        let kind = SemanticKind.heading(level)
        let declared = resolver.declaredStyle(kind: kind, attributes: attributes, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        let anchor = attributes?.id ?? slugger.slug(for: inlines)
        let clamped = min(6, max(1, level))
        leaf(.heading, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
            $0.level = clamped
            $0.anchor = anchor
        }) { builder in
            builder.walk(inlines, frame: inner)
        }
    }

    @inline(never)
    private mutating func thematicBreak(frame: StyleFrame, attributes: Attributes?) {
        let declared = resolver.declaredStyle(kind: .thematicBreak, attributes: attributes, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        leaf(.thematicBreak, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
            $0.anchor = attributes?.id
        }) { builder in
            builder.attachments.append(RunsAttachment(kind: .rule))
            builder.emit("\u{FFFC}", style: builder.index(of: inner.text), attachment: builder.attachments.count - 1)
        }
    }

    @inline(never)
    private mutating func blockQuote(_ children: [Block], frame: StyleFrame, attributes: Attributes?) {
        let declared = resolver.declaredStyle(kind: .blockQuote, attributes: attributes, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        openBlock(.blockquote) { $0.anchor = attributes?.id }
        walk(children, frame: inner)
        closeBlock()
    }

    @inline(never)
    private mutating func rawBlock(_ format: RawFormat, _ text: String, frame: StyleFrame) {
        let declared = resolver.declaredStyle(kind: .htmlBlock, attributes: nil, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        let source = String(text.trimmingTrailingNewlines)
        leaf(.htmlBlock, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
            $0.html = source
        }) { builder in
            builder.emit(source, style: builder.index(of: inner.text), role: .raw, rawFormat: format)
        }
    }

    @inline(never)
    private mutating func footnoteDefinition(_ label: String, _ children: [Block], frame: StyleFrame) {
        let declared = resolver.declaredStyle(kind: .footnoteDefinition, attributes: nil, parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        openBlock(.footnoteDefinition) {
            $0.label = label
            $0.anchor = "fn-" + label
        }
        let number = footnotes.numbers[label].map(String.init) ?? label
        // The number hangs into the definition's indent, as a list marker does.
        pendingMarker = PendingMarker(text: number + ".", hang: declared.indent ?? 0, style: inner)
        walk(children, frame: inner)
        if pendingMarker != nil { emptyParagraph(frame: inner) }
        closeBlock()
    }

    /// A paragraph; one that holds nothing but an image shows the image as a block.
    @inline(never)
    private mutating func paragraph(_ inlines: [Inline], frame: StyleFrame, attributes: Attributes?) {
        let declared = resolver.declaredStyle(kind: .paragraph, attributes: attributes, parent: frame.text)
        var inner = resolver.frame(frame, applying: declared)
        let soleImage = Self.isSoleImage(inlines)
        if soleImage, inner.alignment == nil { inner.alignment = .center }
        leaf(.paragraph, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
            $0.anchor = attributes?.id
        }) { builder in
            builder.walk(inlines, frame: inner, context: InlineContext(imageDisplay: soleImage ? .block : .inline))
        }
    }

    /// An empty paragraph, to hold a marker whose item has no leaf of its own.
    mutating func emptyParagraph(frame: StyleFrame) {
        let declared = resolver.declaredStyle(kind: .paragraph, attributes: nil, parent: frame.text)
        leaf(.paragraph, paragraph: paragraphStyle(frame: frame, declared: declared), frame: frame) { _ in }
    }

    private static func isSoleImage(_ inlines: [Inline]) -> Bool {
        var images = 0
        for inline in inlines {
            switch inline {
            case .image: images += 1
            case .link(_, let children) where children.count == 1:
                if case .image = children[0] { images += 1 } else { return false }
            case .text(let text) where text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }): continue
            case .softBreak: continue
            default: return false
            }
        }
        return images == 1
    }

    /// A code block: one leaf, its lines separated by `"\n"` inside it, not wrapped.
    @inline(never)
    private mutating func codeBlock(info: String, text: String, frame: StyleFrame, attributes: Attributes?) {
        let declared = resolver.declaredStyle(kind: .codeBlock, attributes: attributes, parent: frame.text)
        var inner = resolver.frame(frame, applying: declared)
        inner.text.marks.insert(.code)
        let body = String(text.trimmingTrailingNewlines)
        leaf(.codeBlock, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
            $0.anchor = attributes?.id
            if !info.isEmpty {
                $0.info = info
                $0.language = Block.language(fromInfo: info)
            }
        }) { builder in
            builder.emit(body, style: builder.index(of: inner.text))
        }
    }

    /// A `div`: a style scope, and a `div` (or `figure`) container block.
    @inline(never)
    private mutating func div(_ attributes: Attributes, children: [Block], frame: StyleFrame) {
        let inner = resolver.frame(
            frame, applying: resolver.declaredStyle(kind: nil, attributes: attributes, defaultElement: "div", parent: frame.text),
            marks: InlineMarks.forElement(attributes.elementName ?? "")
        )
        openBlock(attributes.elementName == "figure" ? .figure : .div) { $0.anchor = attributes.id }
        walk(children, frame: inner)
        closeBlock()
    }
}
