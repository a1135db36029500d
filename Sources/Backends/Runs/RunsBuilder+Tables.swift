import MarkupAST

extension RunsBuilder {
    /// A table: `table` → optional `caption` → `tableRow`s → `tableCell` leaves. Each cell's
    /// text ends with `"\t"`, the last cell of a row with `"\n"`, so plain consumers read
    /// tab-separated lines while grid renderers lay cells out from the cell ranges.
    @inline(never)
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
        var cellFrame = resolver.frame(columnFrame, applying: declared)
        // A cell that is one styled paragraph (Word's `<td><p class=MsoNormal align=right>`)
        // takes that paragraph's alignment and styles, as the paragraph would in a browser.
        if cell.blocks.count == 1, case .paragraph(_, let paragraphAttributes) = cell.blocks[0], !paragraphAttributes.isEmpty {
            cellFrame = resolver.frame(cellFrame, applying: resolver.declaredStyle(kind: nil, attributes: paragraphAttributes, defaultElement: "p", parent: cellFrame.text))
        }
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

    /// Cell content as one leaf: blocks become lines joined by U+2028, each styled as its
    /// block would be outside the table (a heading's size and weight, a paragraph's own
    /// style), list items starting with their marker and a space (`• `, `2. `) as text in
    /// the marker's style.
    ///
    /// Blocks nest inside a cell too, so this recurses as deep as the tree: each style is
    /// resolved in ``innerFrame(_:kind:attributes:defaultElement:)`` and the code block's
    /// work is in ``flattenCode(_:frame:first:)``, never inlined, so that every level's
    /// frame stays small.
    private mutating func flatten(_ blocks: [Block], frame: StyleFrame, first: inout Bool, listLevel: Int = 0) {
        for block in blocks {
            let attributes = block.attributes.isEmpty ? nil : block.attributes
            switch block {
            case .paragraph(let inlines, _):
                lineBreakUnlessFirst(&first, frame: frame)
                walk(inlines, frame: innerFrame(frame, kind: .paragraph, attributes: attributes))
            case .heading(let level, let inlines, _):
                lineBreakUnlessFirst(&first, frame: frame)
                walk(inlines, frame: innerFrame(frame, kind: .heading(level), attributes: attributes))
            case .codeBlock(_, let text, _):
                flattenCode(text, frame: frame, first: &first)
            case .list(let style, let items, _):
                flattenList(style, items, frame: innerFrame(frame, kind: .list, attributes: attributes), first: &first, level: listLevel + 1)
            case .blockQuote(let children, _):
                flatten(children, frame: innerFrame(frame, kind: .blockQuote, attributes: attributes), first: &first, listLevel: listLevel)
            case .div(let divAttributes, let children):
                let inner = innerFrame(frame, kind: nil, attributes: divAttributes.isEmpty ? nil : divAttributes, defaultElement: "div")
                flatten(children, frame: inner, first: &first, listLevel: listLevel)
            case .footnoteDefinition, .table:
                flatten(block.childBlocks, frame: frame, first: &first, listLevel: listLevel)
            case .raw(let format, let text):
                lineBreakUnlessFirst(&first, frame: frame)
                emit(String(text.trimmingTrailingNewlines), style: index(of: frame.text), role: .raw, rawFormat: format)
            case .thematicBreak:
                continue
            }
        }
    }

    /// `frame` with the rule for `kind` and `attributes` applied.
    @inline(never)
    private func innerFrame(_ frame: StyleFrame, kind: SemanticKind?, attributes: Attributes?, defaultElement: String? = nil) -> StyleFrame {
        resolver.frame(frame, applying: resolver.declaredStyle(kind: kind, attributes: attributes, defaultElement: defaultElement, parent: frame.text))
    }

    /// A code block in a cell: its text in the code style, on a line of its own.
    @inline(never)
    private mutating func flattenCode(_ text: String, frame: StyleFrame, first: inout Bool) {
        lineBreakUnlessFirst(&first, frame: frame)
        var inner = innerFrame(frame, kind: .code, attributes: nil)
        inner.text.marks.insert(.code)
        emit(String(text.trimmingTrailingNewlines), style: index(of: inner.text))
    }

    /// A list in a cell: each item on a new line, starting with its marker and a space
    /// (not a tab, which separates cells).
    @inline(never)
    private mutating func flattenList(_ style: ListStyle, _ items: [ListItem], frame: StyleFrame, first: inout Bool, level: Int) {
        for (offset, item) in items.enumerated() {
            var marker = style.orderedMarker(ofItemAt: offset) ?? Self.bullet(Self.markerStyle(style, level: level))
            if let task = item.task { marker = task == .checked ? "\u{2611}" : "\u{2610}" }
            let itemAttributes = item.attributes.isEmpty ? nil : item.attributes
            let itemFrame = innerFrame(frame, kind: .listItem, attributes: itemAttributes)
            let markerFrame = innerFrame(itemFrame, kind: .listMarker, attributes: nil)
            lineBreakUnlessFirst(&first, frame: frame)
            // Plain text, not a `marker` run: there is no `listItem` block here for a
            // renderer that drops marker runs to draw the marker from.
            emit(marker + " ", style: index(of: markerFrame.text))
            // The item's first block continues the marker's line.
            var itemFirst = true
            flatten(item.blocks, frame: itemFrame, first: &itemFirst, listLevel: level)
        }
    }

    private mutating func lineBreakUnlessFirst(_ first: inout Bool, frame: StyleFrame) {
        if !first { emit("\u{2028}", style: index(of: frame.text), role: .lineBreak) }
        first = false
    }
}
