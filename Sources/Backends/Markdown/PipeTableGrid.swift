import MarkupAST

/// A table's rows laid out on its grid with every `colspan`/`rowspan` expanded: the
/// spanning cell in its first slot, `nil` (an empty placeholder) in the others. Used by
/// ``MarkdownRenderOptions/TableSpans/expand``.
struct PipeTableGrid {
    /// The header row (at most one) and the body rows, each as wide as ``columnCount``.
    private(set) var rows: [[TableCell?]] = []
    private(set) var columnCount = 0
    /// How many placeholder slots the spans added.
    private(set) var placeholderCount = 0

    /// Lays out `rows`; a row span never reaches past the last row.
    init(_ tableRows: [TableRow]) {
        // For each column, how many more rows a cell from above still covers.
        var covered: [Int] = []
        for row in tableRows {
            var cells: [TableCell?] = []
            var column = 0
            func fillCovered() {
                while column < covered.count, covered[column] > 0 {
                    cells.append(nil)
                    covered[column] -= 1
                    placeholderCount += 1
                    column += 1
                }
            }
            for cell in row.cells {
                fillCovered()
                let span = min(max(1, cell.columnSpan), 1000)
                let rowSpan = min(max(1, cell.rowSpan), tableRows.count)
                for offset in 0..<span {
                    cells.append(offset == 0 ? cell : nil)
                    if offset > 0 { placeholderCount += 1 }
                    if covered.count <= column { covered.append(0) }
                    covered[column] = max(covered[column], rowSpan - 1)
                    column += 1
                }
            }
            fillCovered()
            rows.append(cells)
            columnCount = max(columnCount, cells.count)
        }
    }

    /// The most slots a grid is built with; a larger table stays HTML (a 1,000-column span
    /// on every row of a long table would otherwise cost memory for nothing readable).
    static let maxSlots = 100_000

    /// Whether `rows`, expanded, would fit in ``maxSlots``.
    static func fits(_ rows: [TableRow]) -> Bool {
        let widest = rows.map { $0.cells.reduce(0) { $0 + min(max(1, $1.columnSpan), 1000) } }.max() ?? 0
        return widest.multipliedReportingOverflow(by: rows.count).partialValue <= maxSlots && rows.count <= maxSlots
    }

    /// Whether the expanded table is still readable: placeholders are at most a quarter of
    /// the grid's slots.
    var isReadable: Bool {
        placeholderCount * 4 <= rows.count * columnCount
    }
}
