import MarkupAST

/// A table laid out as plain-text columns: cells of several lines, `colspan` and `rowspan`
/// placed on a grid as the HTML table model does (a cell spanning rows keeps its columns
/// free in the rows below, so later cells do not shift left), widths measured in terminal
/// cells (CJK and emoji take two), columns separated by two spaces and a `-` rule under
/// the header rows.
struct PlainTextTable {
    /// One cell: its lines and its spans.
    struct Cell {
        var lines: [String]
        var columnSpan: Int
        var rowSpan: Int
    }

    /// A cell placed on the grid.
    private struct Placed {
        var cell: Cell
        var column: Int
    }

    private var rows: [[Placed]] = []
    private var widths: [Int] = []
    private let headerRowCount: Int
    private let alignment: (Int) -> Table.Alignment

    /// Places `rows` of cells on the grid; the first `headerRowCount` rows are the header.
    init(rows cellRows: [[Cell]], headerRowCount: Int, alignment: @escaping (Int) -> Table.Alignment) {
        self.headerRowCount = headerRowCount
        self.alignment = alignment
        // Rows still to be covered, per column, by a cell spanning down from above.
        var pending: [Int] = []
        for (rowIndex, cells) in cellRows.enumerated() {
            var placed: [Placed] = []
            var column = 0
            for cell in cells {
                while column < pending.count, pending[column] > 0 { column += 1 }
                let span = max(1, cell.columnSpan)
                let rowSpan = cell.rowSpan == 0 ? cellRows.count - rowIndex : max(1, cell.rowSpan)
                if pending.count < column + span { pending += repeatElement(0, count: column + span - pending.count) }
                for spanned in column..<(column + span) { pending[spanned] = rowSpan }
                placed.append(Placed(cell: cell, column: column))
                column += span
            }
            rows.append(placed)
            for index in pending.indices where pending[index] > 0 { pending[index] -= 1 }
        }
        widths = Self.columnWidths(rows)
    }

    /// Widths per column: single-column cells first, then each spanning cell widens the
    /// columns it spans, evenly, when they (and the gaps between them) are too narrow.
    private static func columnWidths(_ rows: [[Placed]]) -> [Int] {
        let columns = rows.map { $0.last.map { $0.column + max(1, $0.cell.columnSpan) } ?? 0 }.max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        var spanning: [Placed] = []
        for placed in rows.joined() {
            if placed.cell.columnSpan > 1 {
                spanning.append(placed)
            } else {
                widths[placed.column] = max(widths[placed.column], width(of: placed.cell))
            }
        }
        for placed in spanning.sorted(by: { $0.cell.columnSpan < $1.cell.columnSpan }) {
            let range = placed.column..<(placed.column + placed.cell.columnSpan)
            let available = widths[range].reduce(0, +) + gap.count * (range.count - 1)
            let needed = width(of: placed.cell)
            guard needed > available else { continue }
            // Spread what is missing over the spanned columns, the remainder to the last.
            let share = (needed - available) / range.count
            for column in range { widths[column] += share }
            widths[range.upperBound - 1] += (needed - available) - share * range.count
        }
        return widths
    }

    private static let gap = "  "

    private static func width(of cell: Cell) -> Int {
        cell.lines.map { TerminalCellWidth.width(of: $0) }.max() ?? 0
    }

    /// The table's lines, trailing spaces removed.
    var lines: [String] {
        guard !widths.isEmpty else { return [] }
        var output: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            let height = max(1, row.map(\.cell.lines.count).max() ?? 0)
            for lineIndex in 0..<height {
                output.append(line(lineIndex, of: row))
            }
            if rowIndex + 1 == headerRowCount {
                output.append(widths.map { String(repeating: "-", count: max(1, $0)) }.joined(separator: Self.gap))
            }
        }
        return output
    }

    /// Line `lineIndex` of `row`: each cell's line padded to its columns, columns without a
    /// cell (covered from above, or missing) left blank.
    private func line(_ lineIndex: Int, of row: [Placed]) -> String {
        var line = ""
        var column = 0
        var next = 0
        while column < widths.count {
            if column > 0 { line += Self.gap }
            if next < row.count, row[next].column == column {
                let placed = row[next]
                next += 1
                let span = min(max(1, placed.cell.columnSpan), widths.count - column)
                let width = widths[column..<(column + span)].reduce(0, +) + Self.gap.count * (span - 1)
                let text = lineIndex < placed.cell.lines.count ? placed.cell.lines[lineIndex] : ""
                line += Self.pad(text, to: width, alignment: alignment(column))
                column += span
            } else {
                line += String(repeating: " ", count: widths[column])
                column += 1
            }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `text` padded to `width` display cells (CJK and emoji take two, marks none, as in a
    /// terminal or a monospaced font).
    private static func pad(_ text: String, to width: Int, alignment: Table.Alignment) -> String {
        let missing = max(0, width - TerminalCellWidth.width(of: text))
        switch alignment {
        case .right: return String(repeating: " ", count: missing) + text
        case .center: return String(repeating: " ", count: missing / 2) + text + String(repeating: " ", count: missing - missing / 2)
        case .left, .none: return text + String(repeating: " ", count: missing)
        }
    }
}
