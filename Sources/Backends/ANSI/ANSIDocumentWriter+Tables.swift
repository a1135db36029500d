import MarkupAST

/// Tables drawn with box-drawing characters (`+ - |` in ASCII): column widths measured in
/// cells (CJK and emoji count two), alignment per column, `colspan` merging columns,
/// `rowspan` leaving the rows below blank, and cells wrapped inside their column when the
/// table is wider than the terminal (the widest columns give way first).
extension ANSIDocumentWriter {
    /// One cell placed in the grid.
    private struct GridCell {
        var text: TerminalText
        var column: Int
        var span: Int
        var alignment: Table.Alignment
    }

    mutating func writeTable(_ table: Table) {
        let rows = table.header + table.body
        guard !rows.isEmpty else { return }
        if !table.caption.isEmpty {
            var captionStyle = baseStyle
            captionStyle.italic = true
            writeParagraph(table.caption, style: captionStyle)
        }
        // Place the cells: a cell starts at the first column no row-spanning cell covers.
        var grid: [[GridCell]] = []
        var owners: [[Int]] = []  // per row and column: the number of the cell there
        var covered: [(remaining: Int, owner: Int)] = []
        var nextOwner = 0
        for (rowIndex, row) in rows.enumerated() {
            var placed: [GridCell] = []
            var rowOwners: [Int] = []
            var column = 0
            func skipCovered() {
                while column < covered.count, covered[column].remaining > 0 {
                    if rowOwners.count <= column { rowOwners += repeatElement(-1, count: column + 1 - rowOwners.count) }
                    rowOwners[column] = covered[column].owner
                    column += 1
                }
            }
            for cell in row.cells {
                skipCovered()
                let span = min(max(1, cell.columnSpan), 1000)
                var style = baseStyle
                if rowIndex < table.header.count || cell.attributes.elementName == "th" { style.bold = true }
                let owner = nextOwner
                nextOwner += 1
                placed.append(GridCell(
                    text: cellText(cell.blocks, style: styled(style, by: cell.attributes)), column: column, span: span,
                    alignment: table.alignment(ofColumn: column)
                ))
                if covered.count < column + span { covered += repeatElement((remaining: 0, owner: -1), count: column + span - covered.count) }
                if rowOwners.count < column + span { rowOwners += repeatElement(-1, count: column + span - rowOwners.count) }
                for spanned in column..<(column + span) {
                    covered[spanned] = (max(1, cell.rowSpan), owner)
                    rowOwners[spanned] = owner
                }
                column += span
            }
            skipCovered()
            for index in covered.indices where covered[index].remaining > 0 { covered[index].remaining -= 1 }
            grid.append(placed)
            owners.append(rowOwners)
        }
        let columnCount = max(1, owners.map(\.count).max() ?? 1)
        for index in owners.indices where owners[index].count < columnCount {
            owners[index] += (owners[index].count..<columnCount).map { -2 - $0 }  // empty places: one owner each
        }
        guard let widths = columnWidths(grid, columnCount: columnCount) else {
            writeStacked(grid, headerRows: table.header.count)
            return
        }
        writeBorder(.top, widths: widths, above: nil, below: owners.first)
        for (rowIndex, row) in grid.enumerated() {
            writeRow(row, owners: owners[rowIndex], widths: widths)
            if rowIndex + 1 == table.header.count, rowIndex + 1 < grid.count {
                writeBorder(.middle, widths: widths, above: owners[rowIndex], below: owners[rowIndex + 1])
            }
        }
        writeBorder(.bottom, widths: widths, above: owners.last, below: nil)
    }

    /// The text of a cell: its blocks one per line (list items with their markers).
    private mutating func cellText(_ blocks: [Block], style: TerminalStyle) -> TerminalText {
        var text = TerminalText()
        appendCellBlocks(blocks, style: style, into: &text)
        text.trimEnd()
        return text
    }

    private mutating func appendCellBlocks(_ blocks: [Block], style: TerminalStyle, into text: inout TerminalText) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _):
                append(inlines, style: style, link: nil, into: &text)
            case .heading(_, let inlines, _):
                var bold = style
                bold.bold = true
                append(inlines, style: bold, link: nil, into: &text)
            case .codeBlock(_, let code, _):
                var codeStyle = style
                codeStyle.foreground = theme.inlineCode
                text.append(String(code.trimmingTrailingNewlines), style: codeStyle)
            case .list(let listStyle, let items, _):
                var number = listStyle.start ?? 0
                for item in items {
                    let marker = listStyle.start == nil ? (options.unicode ? "• " : "* ") : "\(number). "
                    number += listStyle.isReversed ? -1 : 1
                    text.append(marker, style: style)
                    appendCellBlocks(item.blocks, style: style, into: &text)
                }
                continue
            case .blockQuote, .div, .table, .footnoteDefinition:
                appendCellBlocks(block.childBlocks, style: style, into: &text)
                continue
            case .thematicBreak, .raw:
                continue
            }
            text.appendLineBreak()
        }
    }

    /// Widths of the columns in cells: each column as wide as its widest line, then, while
    /// the table is wider than the terminal, the widest column narrowed a cell at a time,
    /// down to its longest word (at most 20 cells). `nil` when even that does not fit: the
    /// table is then written stacked, since columns narrower than their words would break
    /// every word.
    private func columnWidths(_ grid: [[GridCell]], columnCount: Int) -> [Int]? {
        var natural = [Int](repeating: 1, count: columnCount)
        var minimum = [Int](repeating: 1, count: columnCount)
        for row in grid {
            for cell in row where cell.span == 1 {
                let measure = Self.measure(cell.text)
                natural[cell.column] = max(natural[cell.column], measure.natural)
                minimum[cell.column] = max(minimum[cell.column], min(measure.longestWord, 20))
            }
        }
        for row in grid {
            for cell in row where cell.span > 1 {
                let columns = cell.column..<min(columnCount, cell.column + cell.span)
                let have = columns.reduce(0) { $0 + natural[$1] } + 3 * (columns.count - 1)
                let need = Self.measure(cell.text).natural
                // Spread what is missing over the spanned columns, the first ones taking the rest.
                if need > have {
                    let share = (need - have) / columns.count, extra = (need - have) % columns.count
                    for (offset, column) in columns.enumerated() { natural[column] += share + (offset < extra ? 1 : 0) }
                }
            }
        }
        var widths = natural
        let available = layout.availableWidth.first
        func total() -> Int { widths.reduce(0, +) + 3 * columnCount + 1 }
        while total() > available {
            var widest = -1
            for index in widths.indices where widths[index] > minimum[index] && (widest < 0 || widths[index] > widths[widest]) {
                widest = index
            }
            guard widest >= 0 else { return nil }
            widths[widest] -= 1
        }
        return widths
    }

    /// A table too wide for the terminal even with narrowed columns, one row after another:
    /// each cell on its own lines after its column's header in bold (`Header: text`,
    /// continuation lines indented), rows apart by a blank line. Header-less tables list
    /// the cells alone.
    private mutating func writeStacked(_ grid: [[GridCell]], headerRows: Int) {
        var labels: [Int: TerminalText] = [:]
        if headerRows > 0 {
            for cell in grid[0] where !cell.text.isEmpty { labels[cell.column] = cell.text }
        }
        var first = true
        for row in grid.dropFirst(headerRows) {
            if !first { layout.requestBlankLine() }
            first = false
            for cell in row {
                var text = TerminalText()
                if let label = labels[cell.column] {
                    text.append(label, bold: true)
                    text.append(": ", style: baseStyle)
                }
                text.append(cell.text, bold: false)
                layout.pushPrefix(first: [], rest: [("  ", .plain)])
                writeWrapped(&text)
                layout.popPrefix()
            }
        }
    }

    /// A cell text's widest line and its longest word, in cells.
    private static func measure(_ text: TerminalText) -> (natural: Int, longestWord: Int) {
        text.bytes.withUnsafeBufferPointer { bytes in
            var natural = 0, line = 0, word = 0, longest = 0
            for cluster in TerminalClusterIterator(bytes) {
                let byte = bytes[cluster.bytes.lowerBound]
                if byte == 0x0A {
                    natural = max(natural, line)
                    line = 0
                    word = 0
                    continue
                }
                line += cluster.width
                if byte == 0x20 || cluster.width == 2 { word = cluster.width == 2 ? 2 : 0 } else { word += cluster.width }
                longest = max(longest, word)
            }
            return (max(natural, line), longest)
        }
    }

    /// One row: each cell wrapped in its width, the row as tall as its tallest cell.
    private mutating func writeRow(_ row: [GridCell], owners: [Int], widths: [Int]) {
        var columnLines: [Int: (cell: GridCell, width: Int, lines: [Range<Int>])] = [:]
        var height = 1
        for cell in row {
            let end = min(widths.count, cell.column + cell.span)
            let width = widths[cell.column..<end].reduce(0, +) + 3 * (end - cell.column - 1)
            let lines = cell.text.isEmpty ? [] : TerminalLineBreaker.lines(of: cell.text, firstWidth: width, width: width)
            columnLines[cell.column] = (cell, width, lines)
            height = max(height, lines.count)
        }
        let bar = options.unicode ? "│" : "|"
        for lineIndex in 0..<height {
            var parts: [TerminalLayout.LinePart] = [.styled(bar, subtle)]
            var column = 0
            while column < widths.count {
                if let entry = columnLines[column] {
                    let range = lineIndex < entry.lines.count ? entry.lines[lineIndex] : 0..<0
                    let used = entry.cell.text.bytes.withUnsafeBufferPointer { TerminalCellWidth.width(of: UnsafeBufferPointer(rebasing: $0[range])) }
                    let missing = max(0, entry.width - used)
                    let left: Int
                    switch entry.cell.alignment {
                    case .right: left = missing
                    case .center: left = missing / 2
                    case .left, .none: left = 0
                    }
                    parts.append(.styled(String(repeating: " ", count: 1 + left), .plain))
                    if !range.isEmpty { parts.append(.text(entry.cell.text, range)) }
                    parts.append(.styled(String(repeating: " ", count: missing - left + 1), .plain))
                    column += max(1, entry.cell.span)
                } else {
                    // A place a row-spanning cell from above covers, or that no cell fills.
                    parts.append(.styled(String(repeating: " ", count: widths[column] + 2), .plain))
                    column += 1
                }
                let boundary = column >= widths.count || owners[column] != owners[column - 1]
                parts.append(.styled(boundary ? bar : " ", subtle))
            }
            layout.writeLine(parts)
        }
    }

    private enum BorderPosition { case top, middle, bottom }

    /// A horizontal rule of the table; a junction goes where a column boundary is above or
    /// below it.
    private mutating func writeBorder(_ position: BorderPosition, widths: [Int], above: [Int]?, below: [Int]?) {
        let unicode = options.unicode
        let (left, right, horizontal): (String, String, String)
        switch position {
        case .top: (left, right, horizontal) = unicode ? ("┌", "┐", "─") : ("+", "+", "-")
        case .middle: (left, right, horizontal) = unicode ? ("├", "┤", "─") : ("+", "+", "-")
        case .bottom: (left, right, horizontal) = unicode ? ("└", "┘", "─") : ("+", "+", "-")
        }
        var line = left
        for (column, width) in widths.enumerated() {
            line += String(repeating: horizontal, count: width + 2)
            guard column + 1 < widths.count else { break }
            let up = above.map { $0[column + 1] != $0[column] } ?? false
            let down = below.map { $0[column + 1] != $0[column] } ?? false
            switch (up, down) {
            case (true, true): line += unicode ? "┼" : "+"
            case (true, false): line += unicode ? "┴" : "+"
            case (false, true): line += unicode ? "┬" : "+"
            case (false, false): line += horizontal
            }
        }
        layout.writeLine([(line + right, subtle)])
    }
}
