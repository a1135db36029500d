import MarkupAST

extension RunsBuilder {
    /// A table: `table` → optional `caption` → `tableRow`s → `tableCell` leaves. Each cell's
    /// text ends with `"\t"`, the last cell of a row with `"\n"`, so plain consumers read
    /// tab-separated lines while grid renderers lay cells out from the cell ranges.
    mutating func table(_ table: Table, frame: StyleFrame, attributes: Attributes?) {
        let inner = resolver.frame(frame, applying: resolver.declaredStyle(kind: nil, attributes: attributes, defaultElement: "table", parent: frame.text))
        let columnCount = table.columnCount
        openBlock(.table) {
            $0.columns = (0..<columnCount).map { table.alignment(ofColumn: $0) }
            $0.anchor = attributes?.id
        }
        if !table.caption.isEmpty {
            let declared = resolver.declaredStyle(kind: .caption, attributes: nil, parent: inner.text)
            let captionFrame = resolver.frame(inner, applying: declared)
            leaf(.caption, paragraph: paragraphStyle(frame: captionFrame, declared: declared), frame: captionFrame) { builder in
                builder.walk(table.caption, frame: captionFrame)
            }
        }
        // Columns still covered by a cell with rowspan from an earlier row: remaining rows.
        var coveredRows: [Int] = []
        for (rowIndex, row) in (table.header + table.body).enumerated() {
            let isHeader = rowIndex < table.header.count
            var rowFrame = inner
            if !row.attributes.isEmpty {
                rowFrame = resolver.frame(inner, applying: resolver.declaredStyle(kind: nil, attributes: row.attributes, defaultElement: "tr", parent: inner.text))
            }
            openBlock(.tableRow) {
                $0.row = rowIndex
                $0.header = isHeader
            }
            var column = 0
            for (cellIndex, cell) in row.cells.enumerated() {
                while column < coveredRows.count, coveredRows[column] > 0 { column += 1 }
                let columnSpan = max(1, cell.columnSpan)
                let rowSpan = max(1, cell.rowSpan)
                if coveredRows.count < column + columnSpan {
                    coveredRows += repeatElement(0, count: column + columnSpan - coveredRows.count)
                }
                for covered in column..<(column + columnSpan) { coveredRows[covered] = rowSpan }
                tableCell(
                    cell, row: rowIndex, column: column, isHeader: isHeader, alignment: table.alignment(ofColumn: column),
                    isLast: cellIndex == row.cells.count - 1, frame: rowFrame
                )
                column += columnSpan
            }
            for index in coveredRows.indices where coveredRows[index] > 0 { coveredRows[index] -= 1 }
            closeBlock()
        }
        closeBlock()
    }

    private mutating func tableCell(
        _ cell: TableCell, row: Int, column: Int, isHeader: Bool, alignment: Table.Alignment, isLast: Bool, frame: StyleFrame
    ) {
        // The column's alignment, unless the cell's own style (or `align`) says otherwise.
        var columnFrame = frame
        switch alignment {
        case .left: columnFrame.alignment = .left
        case .center: columnFrame.alignment = .center
        case .right: columnFrame.alignment = .right
        case .none: break
        }
        let attributes = cell.attributes.isEmpty ? nil : cell.attributes
        let declared = resolver.declaredStyle(kind: isHeader ? .tableHeaderCell : .tableCell, attributes: attributes, parent: frame.text)
        let cellFrame = resolver.frame(columnFrame, applying: declared)
        leaf(.tableCell, paragraph: paragraphStyle(frame: cellFrame, declared: declared), frame: cellFrame, separator: isLast ? "\n" : "\t", configure: {
            $0.row = row
            $0.column = column
            $0.header = isHeader
            if cell.columnSpan > 1 { $0.colspan = cell.columnSpan }
            if cell.rowSpan > 1 { $0.rowspan = cell.rowSpan }
        }) { builder in
            var first = true
            builder.flatten(cell.blocks, frame: cellFrame, first: &first)
        }
    }

    /// Cell content as one leaf: blocks become lines joined by U+2028, keeping inline styles.
    private mutating func flatten(_ blocks: [Block], frame: StyleFrame, first: inout Bool) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                lineBreakUnlessFirst(&first, frame: frame)
                walk(inlines, frame: frame)
            case .codeBlock(_, let text, _):
                lineBreakUnlessFirst(&first, frame: frame)
                var inner = resolver.frame(frame, applying: resolver.declaredStyle(kind: .code, attributes: nil, parent: frame.text))
                inner.text.marks.insert(.code)
                let lines = String(text.trimmingTrailingNewlines)
                emit(lines, style: index(of: inner.text))
            case .blockQuote, .div, .footnoteDefinition, .list, .table:
                flatten(block.childBlocks, frame: frame, first: &first)
            case .raw(let format, let text):
                lineBreakUnlessFirst(&first, frame: frame)
                emit(String(text.trimmingTrailingNewlines), style: index(of: frame.text), role: .raw, rawFormat: format)
            case .thematicBreak:
                continue
            }
        }
    }

    private mutating func lineBreakUnlessFirst(_ first: inout Bool, frame: StyleFrame) {
        if !first { emit("\u{2028}", style: index(of: frame.text), role: .lineBreak) }
        first = false
    }
}
