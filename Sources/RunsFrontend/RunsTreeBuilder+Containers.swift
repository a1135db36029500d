import MarkupAST

extension RunsTreeBuilder {
    /// The children of block `index` (`nil`: the top level) as blocks; an item, row, cell or
    /// caption found outside its own parent kind is read as its content, with a warning.
    mutating func blocks(of children: [RunsBuiltNode], in index: Int?) -> [Block] {
        var blocks: [Block] = []
        for child in children {
            if case .blocks(let own) = child {
                blocks += own
            } else {
                let place = index.map { "blocks[\($0)], which cannot hold it" } ?? "the top level"
                diagnostics.note(.misplacedBlock, "a list item, table row, cell or caption at \(place); read as its content")
                blocks += child.asBlocks
            }
        }
        return blocks
    }

    /// A list: `ordered`, `start`, `reversed`, `tight`, `markerStyle` and the Markdown
    /// delimiter hint; a child that is not an item becomes an item of its own.
    mutating func list(_ block: RunsInputBlock, attributes: Attributes, children: [RunsBuiltNode], index: Int) -> Block {
        var items: [ListItem] = []
        for child in children {
            if case .item(let item) = child {
                items.append(item)
            } else {
                diagnostics.note(.misplacedBlock, "blocks[\(index)] (a list) holds a block that is not a list item; read as an item")
                items.append(ListItem(blocks: child.asBlocks))
            }
        }
        let ordered = block.ordered ?? (block.start != nil)
        let kind: ListStyle.Kind = ordered ? .ordered(start: block.start ?? 1, delimiter: block.delimiter ?? .period) : .bullet
        let numbering: ListStyle.Numbering = switch block.markerStyle {
        case "lower-alpha": .lowerAlpha
        case "upper-alpha": .upperAlpha
        case "lower-roman": .lowerRoman
        case "upper-roman": .upperRoman
        default: .decimal
        }
        let style = ListStyle(kind: kind, isTight: block.tight ?? true, numbering: numbering, isReversed: block.reversed ?? false)
        return .list(style, items, attributes: attributes)
    }

    /// A row: its cells; a child that is not a cell becomes a cell of its own. A row is a
    /// header row when it says so, or when it does not and all its cells are header cells.
    mutating func row(_ block: RunsInputBlock, children: [RunsBuiltNode], index: Int) -> RunsBuiltNode {
        var cells: [TableCell] = []
        var allHeader = !children.isEmpty
        for child in children {
            if case .cell(let cell, let isHeader) = child {
                cells.append(cell)
                allHeader = allHeader && isHeader
            } else {
                diagnostics.note(.misplacedBlock, "blocks[\(index)] (a table row) holds a block that is not a cell; read as a cell")
                cells.append(TableCell(blocks: child.asBlocks))
                allHeader = false
            }
        }
        return .row(TableRow(cells: cells, attributes: Attributes(id: block.anchor)), isHeader: block.header ?? allHeader)
    }

    /// A table: header rows, body rows, the caption and the column alignments. Header rows
    /// after a body row are body rows (a table has one head); a block that is neither row
    /// nor caption follows the table.
    mutating func table(_ block: RunsInputBlock, attributes: Attributes, children: [RunsBuiltNode], index: Int) -> [Block] {
        var header: [TableRow] = []
        var body: [TableRow] = []
        var caption: [Inline] = []
        var after: [Block] = []
        for child in children {
            switch child {
            case .row(let row, let isHeader):
                if isHeader && body.isEmpty { header.append(row) } else { body.append(row) }
            case .caption(let inlines):
                caption += inlines
            case .blocks, .item, .cell:
                diagnostics.note(.misplacedBlock, "blocks[\(index)] (a table) holds a block that is not a row or caption; read after the table")
                after += child.asBlocks
            }
        }
        let table = Table(alignments: block.columns, header: header, body: body, caption: caption, attributes: attributes)
        return [.table(table)] + after
    }
}
