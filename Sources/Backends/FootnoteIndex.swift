import MarkupAST

/// Numbers a document's footnotes and counts references to each, as HTML rendering needs
/// before it writes the first reference.
///
/// A footnote's number is the position of its definition among all definitions (the
/// Markdown frontend orders them by first reference, like cmark-gfm).
struct FootnoteIndex {
    /// Label → 1-based number.
    private(set) var numbers: [String: Int] = [:]
    /// Label → how many references point at it.
    private(set) var referenceCounts: [String: Int] = [:]
    /// The definitions in document order.
    private(set) var definitions: [(label: String, blocks: [Block])] = []

    init(_ document: Document) {
        guard document.blocks.contains(where: Self.holdsFootnoteDefinition) else { return }
        collect(document.blocks)
    }

    var isEmpty: Bool { definitions.isEmpty }

    private static func holdsFootnoteDefinition(_ block: Block) -> Bool {
        switch block {
        case .footnoteDefinition: return true
        case .div(_, let blocks), .blockQuote(let blocks): return blocks.contains(where: holdsFootnoteDefinition)
        case .list(_, let items): return items.contains { $0.blocks.contains(where: holdsFootnoteDefinition) }
        case .table(let table):
            return (table.header + table.body).contains { $0.cells.contains { $0.blocks.contains(where: holdsFootnoteDefinition) } }
        default: return false
        }
    }

    private mutating func collect(_ blocks: [Block]) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines):
                collect(inlines)
            case .blockQuote(let children), .div(_, let children):
                collect(children)
            case .list(_, let items):
                for item in items { collect(item.blocks) }
            case .table(let table):
                collect(table.caption)
                for row in table.header + table.body {
                    for cell in row.cells { collect(cell.blocks) }
                }
            case .footnoteDefinition(let label, let children):
                if numbers[label] == nil {
                    definitions.append((label, children))
                    numbers[label] = definitions.count
                }
                collect(children)
            case .codeBlock, .thematicBreak, .raw:
                break
            }
        }
    }

    private mutating func collect(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline {
            case .footnoteReference(let label):
                referenceCounts[label, default: 0] += 1
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                 .underline(let children), .superscript(let children), .subscript(let children),
                 .link(_, let children), .image(_, let children), .span(_, let children):
                collect(children)
            case .text, .code, .softBreak, .hardBreak, .raw:
                break
            }
        }
    }
}
