import MarkupAST

/// Drops the link targets a ``MarkdownAnchorPolicy`` does not keep, before the Markdown
/// writer sees the document: the `id` of every node (and the `name` of an `<a name>`)
/// that is not kept is removed, so no writer path (anchors before blocks, at the start of
/// paragraphs, in raw HTML tables) can write it.
enum MarkdownAnchorFilter {
    /// `blocks` with only the targets `policy` keeps.
    static func filtered(_ blocks: [Block], policy: MarkdownAnchorPolicy) -> [Block] {
        switch policy {
        case .all:
            return blocks
        case .none:
            return rewriter(keeping: []).rewrite(blocks)
        case .referenced:
            let referenced = referencedFragments(in: blocks)
            return rewriter(keeping: referenced).rewrite(blocks)
        }
    }

    /// The fragments of the document's own `#fragment` links, as written and
    /// percent-decoded (a link to `#decode(byte%5B%5D)` reaches the id `decode(byte[])`).
    static func referencedFragments(in blocks: [Block]) -> Set<String> {
        var fragments: Set<String> = []
        blocks.forEachInline { inline in
            guard case .link(let target, _) = inline, target.destination.utf8.first == UInt8(ascii: "#") else { return }
            let fragment = String(target.destination.dropFirst())
            fragments.insert(fragment)
            if let decoded = percentDecoded(fragment) { fragments.insert(decoded) }
        }
        return fragments
    }

    private static func rewriter(keeping kept: Set<String>) -> TreeRewriter {
        func clean(_ attributes: Attributes) -> Attributes {
            guard !attributes.isEmpty else { return attributes }
            var attributes = attributes
            if let id = attributes.id, !kept.contains(id) { attributes.id = nil }
            if let name = attributes["name"], !kept.contains(name), attributes.elementName == "a" || attributes.elementName == nil {
                attributes.other.removeAll { $0.name == "name" }
            }
            return attributes
        }
        func clean(_ row: inout TableRow) {
            row.attributes = clean(row.attributes)
            for index in row.cells.indices { row.cells[index].attributes = clean(row.cells[index].attributes) }
        }
        func cleanLink(_ target: LinkTarget) -> LinkTarget {
            var target = target
            target.attributes = clean(target.attributes)
            return target
        }
        return TreeRewriter(
            block: { block in
                switch block {
                case .paragraph(let inlines, let attributes): return [.paragraph(inlines, attributes: clean(attributes))]
                case .heading(let level, let inlines, let attributes): return [.heading(level: level, inlines, attributes: clean(attributes))]
                case .blockQuote(let blocks, let attributes): return [.blockQuote(blocks, attributes: clean(attributes))]
                case .list(let style, var items, let attributes):
                    for index in items.indices { items[index].attributes = clean(items[index].attributes) }
                    return [.list(style, items, attributes: clean(attributes))]
                case .codeBlock(let info, let text, let attributes): return [.codeBlock(info: info, text: text, attributes: clean(attributes))]
                case .thematicBreak(let attributes): return [.thematicBreak(attributes: clean(attributes))]
                case .div(let attributes, let blocks): return [.div(clean(attributes), blocks)]
                case .table(var table):
                    table.attributes = clean(table.attributes)
                    for index in table.header.indices { clean(&table.header[index]) }
                    for index in table.body.indices { clean(&table.body[index]) }
                    return [.table(table)]
                case .raw, .footnoteDefinition: return [block]
                }
            },
            inline: { inline in
                switch inline {
                case .code(let text, let attributes): return [.code(text, attributes: clean(attributes))]
                case .emphasis(let children, let attributes): return [.emphasis(children, attributes: clean(attributes))]
                case .strong(let children, let attributes): return [.strong(children, attributes: clean(attributes))]
                case .strikethrough(let children, let attributes): return [.strikethrough(children, attributes: clean(attributes))]
                case .underline(let children, let attributes): return [.underline(children, attributes: clean(attributes))]
                case .superscript(let children, let attributes): return [.superscript(children, attributes: clean(attributes))]
                case .subscript(let children, let attributes): return [.subscript(children, attributes: clean(attributes))]
                case .span(let attributes, let children):
                    let cleaned = clean(attributes)
                    // An empty span that was only a target is nothing now.
                    if children.isEmpty && !cleaned.carriesValues && cleaned.id == nil { return [] }
                    return [.span(cleaned, children)]
                case .link(let target, let children): return [.link(cleanLink(target), children)]
                case .image(let target, let children): return [.image(cleanLink(target), children)]
                case .text, .softBreak, .hardBreak, .raw, .footnoteReference: return [inline]
                }
            }
        )
    }

    /// `text` with its `%XX` escapes decoded as UTF-8, or nil when it has none (or they do
    /// not decode).
    private static func percentDecoded(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%"), iterator.count >= 2,
                let high = hexValue(iterator[iterator.startIndex]), let low = hexValue(iterator[iterator.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
