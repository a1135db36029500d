import MarkupAST

/// Depth, size and text of a document, measured without recursion so that it works on any
/// tree, including one whose depth a frontend failed to cap.
struct TreeShape {
    /// The deepest node's level: a top-level block is 1, its children 2… (list items, table
    /// rows and cells, and inline containers count as a level each).
    private(set) var maxDepth = 0
    /// Blocks, items, rows, cells and inlines.
    private(set) var nodeCount = 0
    /// All text, code and alt text in reading order; breaks as newlines.
    private(set) var text = ""

    private enum Node {
        case block(Block)
        case item(ListItem)
        case row(TableRow)
        case cell(TableCell)
        case inline(Inline)
    }

    init(_ document: Document) {
        var stack: [(node: Node, depth: Int)] = document.blocks.reversed().map { (.block($0), 1) }
        while let (node, depth) = stack.popLast() {
            nodeCount += 1
            maxDepth = max(maxDepth, depth)
            stack.append(contentsOf: children(of: node).reversed().map { ($0, depth + 1) })
        }
    }

    private mutating func children(of node: Node) -> [Node] {
        switch node {
        case .block(let block):
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines): return inlines.map(Node.inline)
            case .blockQuote(let blocks), .div(_, let blocks), .footnoteDefinition(_, let blocks): return blocks.map(Node.block)
            case .list(_, let items): return items.map(Node.item)
            case .codeBlock(_, let code), .raw(_, let code):
                text += code
                return []
            case .thematicBreak: return []
            case .table(let table): return table.caption.map(Node.inline) + (table.header + table.body).map(Node.row)
            }
        case .item(let item): return item.blocks.map(Node.block)
        case .row(let row): return row.cells.map(Node.cell)
        case .cell(let cell): return cell.blocks.map(Node.block)
        case .inline(let inline):
            switch inline {
            case .text(let string), .code(let string), .raw(_, let string):
                text += string
                return []
            case .softBreak, .hardBreak:
                text += "\n"
                return []
            case .footnoteReference: return []
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .underline(let children),
                 .superscript(let children), .subscript(let children), .link(_, let children), .image(_, let children),
                 .span(_, let children):
                return children.map(Node.inline)
            }
        }
    }
}
