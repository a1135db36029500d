import MarkupAST

extension RunsBuilder {
    /// Walks `blocks` inside `frame`.
    mutating func walk(_ blocks: [Block], frame: StyleFrame) {
        for block in blocks { walk(block, frame: frame, attributes: nil) }
    }

    /// Walks one block; `attributes` are those of a wrapper element the block stands for
    /// (`<p class="x">` around a paragraph), resolved together with the block's own kind.
    mutating func walk(_ block: Block, frame: StyleFrame, attributes: Attributes?) {
        switch block {
        case .paragraph(let inlines):
            paragraph(inlines, frame: frame, attributes: attributes)
        case .heading(let level, let inlines):
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
        case .codeBlock(let info, let text):
            codeBlock(info: info, text: text, frame: frame, attributes: attributes)
        case .thematicBreak:
            let declared = resolver.declaredStyle(kind: .thematicBreak, attributes: attributes, parent: frame.text)
            let inner = resolver.frame(frame, applying: declared)
            leaf(.thematicBreak, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
                $0.anchor = attributes?.id
            }) { builder in
                builder.attachments.append(RunsAttachment(kind: .rule))
                builder.emit("\u{FFFC}", style: builder.index(of: inner.text), attachment: builder.attachments.count - 1)
            }
        case .blockQuote(let children):
            let declared = resolver.declaredStyle(kind: .blockQuote, attributes: attributes, parent: frame.text)
            let inner = resolver.frame(frame, applying: declared)
            openBlock(.blockquote) { $0.anchor = attributes?.id }
            walk(children, frame: inner)
            closeBlock()
        case .list(let style, let items):
            list(style, items: items, frame: frame, attributes: attributes)
        case .table(let table):
            self.table(table, frame: frame, attributes: attributes)
        case .div(let divAttributes, let children):
            div(divAttributes, children: children, frame: frame, outer: attributes)
        case .raw(let format, let text):
            let declared = resolver.declaredStyle(kind: .htmlBlock, attributes: attributes, parent: frame.text)
            let inner = resolver.frame(frame, applying: declared)
            let source = String(text.trimmingTrailingNewlines)
            leaf(.htmlBlock, paragraph: paragraphStyle(frame: inner, declared: declared), frame: inner, configure: {
                $0.html = source
            }) { builder in
                builder.emit(source, style: builder.index(of: inner.text), role: .raw, rawFormat: format)
            }
        case .footnoteDefinition(let label, let children):
            let declared = resolver.declaredStyle(kind: .footnoteDefinition, attributes: attributes, parent: frame.text)
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
    }

    /// A paragraph; one that holds nothing but an image shows the image as a block.
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

    /// A `div`: a style scope. A wrapper that only carries the attributes of the one block it
    /// holds (`<p class>`, `<h2 id>`, `<ul style>`) is resolved with that block; any other
    /// becomes a `div` (or `figure`) container block.
    private mutating func div(_ attributes: Attributes, children: [Block], frame: StyleFrame, outer: Attributes?) {
        if children.count == 1, Self.wrapper(attributes.elementName, stands: children[0]) {
            var merged = attributes
            if let outer {
                merged = outer
                merged.style.add(contentsOf: attributes.style)
                merged.classes += attributes.classes
                if attributes.id != nil { merged.id = attributes.id }
                merged.elementName = attributes.elementName
            }
            walk(children[0], frame: frame, attributes: merged)
            return
        }
        var inner = frame
        if let outer { inner = resolver.frame(inner, applying: resolver.declaredStyle(kind: nil, attributes: outer, parent: inner.text)) }
        inner = resolver.frame(
            inner, applying: resolver.declaredStyle(kind: nil, attributes: attributes, parent: inner.text),
            marks: InlineMarks.forElement(attributes.elementName ?? "")
        )
        openBlock(attributes.elementName == "figure" ? .figure : .div) { $0.anchor = attributes.id ?? outer?.id }
        walk(children, frame: inner)
        closeBlock()
    }

    /// Whether an element named `name` wrapping `block` is just that block's own element.
    private static func wrapper(_ name: String?, stands block: Block) -> Bool {
        guard let name else { return false }
        switch block {
        case .paragraph: return name == "p"
        case .heading(let level, _): return name.utf8.count == 2 && name.hasPrefix("h") && name.hasSuffix(String(level))
        case .list: return name == "ul" || name == "ol" || name == "menu" || name == "dir"
        case .blockQuote: return name == "blockquote"
        case .codeBlock: return name == "pre" || name == "code"
        case .table: return name == "table"
        case .thematicBreak: return name == "hr"
        default: return false
        }
    }
}
