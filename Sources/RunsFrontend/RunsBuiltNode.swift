import MarkupAST

/// A block of the runs.json tree once built: most are ``MarkupAST/Block``s; list items,
/// rows, cells and captions exist only inside their parents (and are read as plain blocks
/// when an edited file puts them anywhere else).
enum RunsBuiltNode {
    case blocks([Block])
    case item(ListItem)
    case row(TableRow, isHeader: Bool)
    case cell(TableCell, isHeader: Bool)
    case caption([Inline])

    /// The node as blocks, for a parent that cannot hold it as it is.
    var asBlocks: [Block] {
        switch self {
        case .blocks(let blocks): return blocks
        case .item(let item): return item.blocks
        case .row(let row, _): return row.cells.flatMap(\.blocks)
        case .cell(let cell, _): return cell.blocks
        case .caption(let inlines): return inlines.isEmpty ? [] : [.paragraph(inlines)]
        }
    }
}
