import MarkupAST

/// Embedded media (``MarkupAST/EmbeddedMedia``: iframes, video, audio, objects) as the
/// Markdown writer writes them when it does not keep them as HTML: a link
/// `[Video: title](url)`, around the poster image when a video has one; an element without
/// an address as its fallback content, a lone `<source>` as nothing; a frame held as a block
/// as a paragraph of that link. The self-check compares the document in this form, so a
/// converted embed reads back as what was meant rather than being re-emitted as HTML.
enum EmbedsAsWritten {
    /// `blocks` with every embed replaced by what the writer writes for it.
    static func blocks(_ blocks: [Block]) -> [Block] {
        guard blocks.containsBlock(where: holdsMedia) else { return blocks }
        return blocks.map(block)
    }

    /// `block` with every embed replaced by what the writer writes for it.
    static func block(_ block: Block) -> Block {
        if case .div(let attributes, let children) = block, EmbeddedMedia.isMediaElement(attributes.elementName) {
            guard EmbeddedMedia(attributes: attributes, blocks: children) != nil else { return .div(Attributes(), Self.blocks(children)) }
            var inlines: [Inline] = []
            for child in children {
                if case .paragraph(let content, _) = child { inlines += content.filter { !isBreak($0) } }
            }
            return .paragraph(self.inlines([.span(attributes, inlines)]))
        }
        return block.mapChildren(blocks: { Self.blocks($0) }, inlines: { inlines($0) })
    }

    private static func inlines(_ inlines: [Inline]) -> [Inline] {
        inlines.flatMap { inline -> [Inline] in
            guard case .span(let attributes, let children) = inline, EmbeddedMedia.isMediaElement(attributes.elementName) else {
                return [inline.isContainer ? inline.mapChildren { Self.inlines($0) } : inline]
            }
            guard let media = EmbeddedMedia(attributes: attributes, children: children) else {
                return attributes.elementName == "source" ? [] : Self.inlines(children)
            }
            var text: [Inline] = [.text(media.linkText)]
            if let poster = media.poster { text = [.image(LinkTarget(destination: poster), text)] }
            return [.link(LinkTarget(destination: media.url), text)]
        }
    }

    /// Whether `block` is an embed or its own inlines hold one (blocks below it are
    /// looked at by the walk that asks).
    private static func holdsMedia(_ block: Block) -> Bool {
        isEmbed(block) || block.childInlines.containsInline(where: isEmbed)
    }

    /// Whether `block` is itself an embed held as a block (a `div` named for a media
    /// element, ``MarkupAST/EmbeddedMedia/isMediaElement(_:)``).
    static func isEmbed(_ block: Block) -> Bool {
        if case .div(let attributes, _) = block { return EmbeddedMedia.isMediaElement(attributes.elementName) }
        return false
    }

    /// Whether `inline` is itself an embed (a span named for a media element).
    static func isEmbed(_ inline: Inline) -> Bool {
        if case .span(let attributes, _) = inline { return EmbeddedMedia.isMediaElement(attributes.elementName) }
        return false
    }

    private static func isBreak(_ inline: Inline) -> Bool {
        switch inline {
        case .softBreak, .hardBreak: return true
        default: return false
        }
    }
}
