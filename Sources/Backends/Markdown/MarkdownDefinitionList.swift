import MarkupAST

/// The one rule for how a definition list (a `div` named `dl`, whose `dt` and `dd` children
/// are `div`s named after them) reads once written as Markdown, shared by the writer
/// (``MarkdownBlockWriter``) and the Markdown self-check, which compares a document with what
/// its Markdown reads back as: each term a paragraph in strong emphasis (``term(_:)``), each
/// definition's first paragraph opened by the text `: ` (``opensWithMarker(_:)``), every
/// other block as it is.
public enum MarkdownDefinitionList {
    /// Whether `block` is a `dl`, written as a definition list.
    public static func isDefinitionList(_ block: Block) -> Bool {
        if case .div(let attributes, _) = block, attributes.elementName == "dl" { return true }
        return false
    }

    /// A term's block as written: a paragraph in strong emphasis, unless it already is
    /// strong or a link alone (a table of contents, as DocBook writes one, stays links);
    /// raw HTML in it (an anchor) does not count. Other blocks stay as they are.
    public static func term(_ block: Block) -> Block {
        guard case .paragraph(let inlines, let attributes) = block else { return block }
        let content = inlines.filter { if case .raw = $0 { return false } else { return true } }
        guard content.count == 1 else { return content.isEmpty ? block : .paragraph([.strong(inlines)], attributes: attributes) }
        switch content[0] {
        case .strong, .link: return block
        case .span(_, let children) where children.count == 1:
            if case .link = children[0] { return block }
        default: break
        }
        return .paragraph([.strong(inlines)], attributes: attributes)
    }

    /// The children of a `dl` as its Markdown reads back: each `dt`'s blocks through
    /// ``term(_:)``, each `dd`'s first block, when a paragraph, opened by the text `: ` (the
    /// definition marker, plain text in CommonMark and GFM); anything else as it is. The
    /// `dt` and `dd` stay `div`s around their blocks.
    public static func childrenAsWritten(_ children: [Block]) -> [Block] {
        children.map { child in
            guard case .div(let attributes, var content) = child else { return child }
            switch attributes.elementName {
            case "dt"?:
                return .div(attributes, content.map(term))
            case "dd"?:
                if opensWithMarker(content), case .paragraph(let inlines, let paragraphAttributes)? = content.first {
                    content[0] = .paragraph([.text(definitionMarker)] + inlines, attributes: paragraphAttributes)
                }
                return .div(attributes, content)
            default:
                return child
            }
        }
    }

    /// Whether a definition of `content` opens with the marker: when its first block is a
    /// paragraph written as one. A paragraph of display math is written as a fence, which
    /// after `: ` would be text, and its closing fence would open a code block that runs to
    /// the end of the document; such a definition is only indented.
    public static func opensWithMarker(_ content: [Block]) -> Bool {
        guard case .paragraph(let inlines, _)? = content.first else { return false }
        return MathFormula.standaloneDisplay(in: inlines) == nil
    }

    /// What opens a definition's first line.
    public static let definitionMarker = ": "
}
