import MarkupAST

/// Shape measurements of a parsed document, computed without recursion so that they work
/// on any tree, including one whose depth a frontend failed to cap.
public struct TreeStatistics {
    /// The deepest node's level: a top-level block is at 1, its children at 2, and so on.
    /// List items, table rows and table cells count as a level each, as do inline containers.
    public private(set) var maxDepth = 0
    /// Blocks, list items, table rows, table cells and inlines in the tree.
    public private(set) var nodeCount = 0
    /// Every text, code span, code block and raw string concatenated in reading order,
    /// so tests can check that content was not lost.
    public private(set) var text = ""

    private enum Node {
        case block(Block)
        case item(ListItem)
        case row(TableRow)
        case cell(TableCell)
        case inline(Inline)
    }

    /// Measures `document`.
    public init(_ document: Document) {
        // Children are pushed in reverse so they pop in reading order.
        var stack: [(node: Node, depth: Int)] = document.blocks.reversed().map { (.block($0), 1) }
        while let (node, depth) = stack.popLast() {
            nodeCount += 1
            maxDepth = max(maxDepth, depth)
            let children = visit(node)
            stack.append(contentsOf: children.reversed().map { ($0, depth + 1) })
        }
    }

    /// Records `node`'s own text and returns its children.
    private mutating func visit(_ node: Node) -> [Node] {
        switch node {
        case .block(let block):
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                return inlines.map(Node.inline)
            case .blockQuote(let blocks, _), .div(_, let blocks), .footnoteDefinition(_, let blocks):
                return blocks.map(Node.block)
            case .list(_, let items, _):
                return items.map(Node.item)
            case .codeBlock(_, let code, _), .raw(_, let code):
                text += code
                return []
            case .thematicBreak:
                return []
            case .table(let table):
                return table.caption.map(Node.inline) + (table.header + table.body).map(Node.row)
            }
        case .item(let item):
            return item.blocks.map(Node.block)
        case .row(let row):
            return row.cells.map(Node.cell)
        case .cell(let cell):
            return cell.blocks.map(Node.block)
        case .inline(let inline):
            switch inline {
            case .text(let string), .code(let string, _), .raw(_, let string):
                text += string
                return []
            case .softBreak, .hardBreak:
                text += "\n"
                return []
            case .footnoteReference:
                return []
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .link, .image, .span:
                return inline.children.map(Node.inline)
            }
        }
    }
}
