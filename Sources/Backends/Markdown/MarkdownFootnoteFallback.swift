import MarkupAST

/// Footnotes where Markdown cannot write them as footnotes: in CommonMark (no footnote
/// syntax) and inside a block written as HTML (a GFM footnote reference inside `<table>`
/// is not one). A reference becomes a superscript link to its note,
/// `<sup><a href="#fn-LABEL" id="fnref-LABEL">LABEL</a></sup>`; a definition becomes a
/// `div` with the note's id, `fn-LABEL`, holding its blocks. The Markdown writer writes
/// these forms, and the self-check compares a CommonMark document in them.
public enum MarkdownFootnoteFallback {
    /// The superscript link a reference to `label` is written as.
    public static func reference(label: String) -> Inline {
        let target = LinkTarget(destination: "#fn-" + label, attributes: Attributes(id: "fnref-" + label))
        return .superscript([.link(target, [.text(label)])])
    }

    /// The `div` a definition of `label` is written as.
    public static func definition(label: String, _ blocks: [Block]) -> Block {
        .div(Attributes(id: "fn-" + label), blocks)
    }

    /// The raw HTML of ``reference(label:)``. Between the tags the label is Markdown text (a
    /// reader parses what lies between inline HTML tags), so the characters Markdown reads as
    /// syntax there (`x*y*` would be emphasis) are written as character references.
    static func referenceHTML(label: String) -> String {
        let escaped = MarkdownHTMLFallback.escape(label)
        var text = ""
        text.unicodeScalars.reserveCapacity(escaped.unicodeScalars.count)
        for scalar in escaped.unicodeScalars {
            switch scalar {
            case "*", "_", "`", "[", "]", "~", "\\", "$":
                text += "&#\(scalar.value);"
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return "<sup><a href=\"#fn-\(escaped)\" id=\"fnref-\(escaped)\">\(text)</a></sup>"
    }

    /// `blocks` with every footnote reference and definition in its fallback form.
    public static func blocks(_ blocks: [Block]) -> [Block] {
        guard blocks.nodes.contains(where: isFootnote) else { return blocks }
        return blocks.map(block)
    }

    /// `block` with every footnote reference and definition in its fallback form.
    public static func block(_ block: Block) -> Block {
        if case .footnoteDefinition(let label, let children) = block { return definition(label: label, Self.blocks(children)) }
        return block.mapChildren(blocks: { Self.blocks($0) }, inlines: { inlines($0) })
    }

    private static func inlines(_ inlines: [Inline]) -> [Inline] {
        inlines.map { inline in
            if case .footnoteReference(let label) = inline { return reference(label: label) }
            return inline.isContainer ? inline.mapChildren { Self.inlines($0) } : inline
        }
    }

    /// Whether `superscript`'s children are a reference's fallback form: one link to
    /// `#fn-LABEL` whose text is `LABEL`.
    public static func isReference(_ children: [Inline]) -> Bool {
        guard children.count == 1, case .link(let target, let text) = children[0],
              text.count == 1, case .text(let label) = text[0], target.destination.hasPrefix("#fn-")
        else { return false }
        return target.destination.utf8.dropFirst(4).elementsEqual(label.utf8)
    }

    private static func isFootnote(_ node: MarkupNode) -> Bool {
        switch node {
        case .block(.footnoteDefinition), .inline(.footnoteReference): return true
        default: return false
        }
    }
}
