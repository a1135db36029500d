import MarkupAST

/// The link targets (`id`, `<a name>`) the Markdown writer keeps as raw `<a id="…"></a>`
/// anchors, so that `#fragment` links of the source still reach them.
///
/// Markdown has no syntax for an id. GitHub and cmark-gfm keep raw inline HTML, and GitHub
/// makes `<a id>` reachable from `#fragment` links (as it does its own heading slugs), so
/// an element's target becomes an empty anchor at the start of its content: before an
/// inline, at the start of a paragraph, heading or list item, inside the first paragraph of
/// a `div` or quote, or as a paragraph of its own before a code block or pipe table. A
/// heading whose id is the slug GitHub gives it anyway gets none. Blocks written as raw
/// HTML (tables with block content, lists counting down) keep their `id` themselves.
enum MarkdownAnchor {
    /// The name a `#fragment` link reaches the element by: its `id`, or the `name` of an
    /// `<a name>` (`isLink`: a link node, whose element is `<a>` without naming it); `nil`
    /// for none (or an empty one).
    static func target(of attributes: Attributes, isLink: Bool = false) -> String? {
        guard !attributes.isEmpty else { return nil }
        if let id = attributes.id, !id.isEmpty { return id }
        if isLink || attributes.elementName == "a", let name = attributes["name"], !name.isEmpty { return name }
        return nil
    }

    /// The target of an inline element, if it has one.
    static func target(of inline: Inline) -> String? {
        switch inline {
        case .code(_, let attributes), .emphasis(_, let attributes), .strong(_, let attributes),
             .strikethrough(_, let attributes), .underline(_, let attributes), .superscript(_, let attributes),
             .subscript(_, let attributes), .span(let attributes, _):
            return target(of: attributes)
        case .link(let link, _):
            return target(of: link.attributes, isLink: true)
        case .image(let image, _):
            return target(of: image.attributes)
        case .text, .softBreak, .hardBreak, .raw, .footnoteReference:
            return nil
        }
    }

    /// The target of a block, if it has one.
    static func target(of block: Block) -> String? {
        switch block {
        case .paragraph(_, let attributes), .heading(_, _, let attributes), .blockQuote(_, let attributes),
             .list(_, _, let attributes), .codeBlock(_, _, let attributes), .thematicBreak(let attributes),
             .div(let attributes, _):
            return target(of: attributes)
        case .table(let table):
            return target(of: table.attributes)
        case .raw, .footnoteDefinition:
            return nil
        }
    }

    /// `<a id="name"></a>`, the name escaped for an attribute value (a line feed as `&#10;`:
    /// the tag stands inside a line of Markdown).
    static func html(_ name: String) -> String {
        "<a id=\"" + MarkdownHTMLFallback.escape(name, newlinesAsEntities: true) + "\"></a>"
    }

    /// `blocks` with the anchor `html` at the start of their first paragraph or heading
    /// (looking into a leading `div`, quote or list item), or as a paragraph of its own
    /// before them.
    static func prepending(_ html: String, to blocks: [Block]) -> [Block] {
        guard let first = blocks.first else { return [.paragraph([.raw(.html, html)])] }
        let anchor = Inline.raw(.html, html)
        let rest = blocks.dropFirst()
        switch first {
        case .paragraph(let inlines, let attributes):
            return [.paragraph([anchor] + inlines, attributes: attributes)] + rest
        case .heading(let level, let inlines, let attributes):
            return [.heading(level: level, [anchor] + inlines, attributes: attributes)] + rest
        case .div(let attributes, let children) where !children.isEmpty:
            return [.div(attributes, prepending(html, to: children))] + rest
        case .blockQuote(let children, let attributes) where !children.isEmpty:
            return [.blockQuote(prepending(html, to: children), attributes: attributes)] + rest
        default:
            return [.paragraph([anchor]), first] + rest
        }
    }
}
