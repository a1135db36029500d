import MarkupAST

/// A table being lowered: rows by row group, the caption, and what the header cells say
/// about column alignment (HTML Standard §4.9.12 "Processing model").
///
/// - Header rows are the rows of `thead`; without a `thead`, a first row made only of `th`
///   cells.
/// - `tfoot` rows come last whatever their place in the source, as a browser draws them.
/// - A `rowspan` ends with its row group: `0` means "to the end of the group" and larger
///   values are cut there (§4.9.12.1 step 19).
/// - Column alignment comes from the `align` attribute or `text-align` style of the cells of
///   the last header row, the one right above the data (a grouping row above it spans
///   several columns).
struct TableDraft {
    /// A row group.
    enum Section: Hashable {
        case head, body, foot
    }

    /// One finished cell with what the table needs to know about it.
    struct Cell {
        var cell: TableCell
        var isHeader: Bool
        var alignment: Table.Alignment
    }

    private var header: [TableRow] = []
    private var body: [TableRow] = []
    private var foot: [TableRow] = []
    /// Alignments of the last `thead` row, as (alignment, colspan).
    private var headerAlignments: [(Table.Alignment, Int)] = []
    private var firstBodyRow: (isAllHeader: Bool, alignments: [(Table.Alignment, Int)])?
    /// The open row group and the index of its first row in that group's array.
    private var openGroup: (section: Section, start: Int)?
    /// The caption's inlines, when there was a caption made of paragraphs.
    var caption: [Inline] = []
    /// The table's `<colgroup>`s.
    var columnGroups: [Table.ColumnGroup] = []
    /// The attributes of the first `thead`, `tbody` and `tfoot` that had any.
    private var sectionAttributes: [Section: Attributes] = [:]

    /// Records the attributes of a `thead`, `tbody` or `tfoot` (the first one's win).
    mutating func setAttributes(_ attributes: Attributes, of section: Section) {
        if sectionAttributes[section] == nil { sectionAttributes[section] = attributes }
    }

    /// Starts a row group (a `thead`, `tbody` or `tfoot`, or rows directly in the table).
    mutating func beginGroup(_ section: Section) {
        endGroup()
        openGroup = (section, rows(of: section).count)
    }

    /// Ends the open row group, resolving its rowspans.
    mutating func endGroup() {
        guard let group = openGroup else { return }
        openGroup = nil
        switch group.section {
        case .head: Self.resolveRowSpans(&header, from: group.start)
        case .body: Self.resolveRowSpans(&body, from: group.start)
        case .foot: Self.resolveRowSpans(&foot, from: group.start)
        }
    }

    /// Appends a row to `section` (a group is begun if none is open). Rows without cells
    /// take no room in a browser and are dropped.
    mutating func appendRow(_ cells: [Cell], section: Section, attributes: Attributes) {
        guard !cells.isEmpty else { return }
        if openGroup?.section != section { beginGroup(section) }
        let row = TableRow(cells: cells.map { Self.named($0, inHeader: section == .head) }, attributes: attributes)
        let alignments = cells.map { ($0.alignment, $0.cell.columnSpan) }
        switch section {
        case .head:
            header.append(row)
            headerAlignments = alignments
        case .body:
            if body.isEmpty && firstBodyRow == nil {
                firstBodyRow = (cells.allSatisfy(\.isHeader), alignments)
            }
            body.append(row)
        case .foot:
            foot.append(row)
        }
    }

    /// The finished table, or `nil` when it has no rows.
    mutating func build() -> Table? {
        endGroup()
        var headerRows = header
        var bodyRows = body + foot
        var alignments = headerAlignments
        if headerRows.isEmpty, let first = firstBodyRow, first.isAllHeader, !bodyRows.isEmpty {
            // The first row, and the rows its cells span into (a `rowspan` cannot leave its
            // row group), become the header.
            let spanned = bodyRows[0].cells.map(\.rowSpan).max() ?? 1
            let count = min(max(spanned, 1), bodyRows.count - foot.count, Self.maxPromotedRows)
            headerRows = bodyRows.prefix(max(count, 1)).map(Self.promoted)
            bodyRows.removeFirst(headerRows.count)
            alignments = first.alignments
        }
        guard !headerRows.isEmpty || !bodyRows.isEmpty else { return nil }
        return Table(
            alignments: Self.columnAlignments(alignments),
            header: headerRows,
            body: bodyRows,
            footerRowCount: min(foot.count, bodyRows.count),
            caption: caption,
            columnGroups: columnGroups,
            headAttributes: sectionAttributes[.head] ?? Attributes(),
            bodyAttributes: sectionAttributes[.body] ?? Attributes(),
            footAttributes: sectionAttributes[.foot] ?? Attributes()
        )
    }

    /// The most rows a spanning first row takes into the header.
    private static let maxPromotedRows = 16

    /// A body row made a header row: its `th` cells are now the row's default cells, and a
    /// `td` among them is named.
    private static func promoted(_ row: TableRow) -> TableRow {
        var row = row
        for index in row.cells.indices {
            switch row.cells[index].attributes.elementName {
            case "th"?: row.cells[index].attributes.elementName = nil
            case nil: row.cells[index].attributes.elementName = "td"
            default: break
            }
        }
        return row
    }

    /// A cell's ``TableCell`` with its element named when it is not the row's default: a
    /// `th` in a body row, a `td` in a header row.
    private static func named(_ cell: Cell, inHeader: Bool) -> TableCell {
        guard cell.isHeader != inHeader else { return cell.cell }
        var result = cell.cell
        result.attributes.elementName = cell.isHeader ? "th" : "td"
        return result
    }

    private func rows(of section: Section) -> [TableRow] {
        switch section {
        case .head: return header
        case .body: return body
        case .foot: return foot
        }
    }

    /// Sets each `rowspan` of `rows[start...]` to at most the rows left in the group, and
    /// `0` to exactly that.
    private static func resolveRowSpans(_ rows: inout [TableRow], from start: Int) {
        let count = rows.count - start
        guard count > 0 else { return }
        for offset in 0..<count {
            let remaining = count - offset
            let index = start + offset
            for cellIndex in rows[index].cells.indices {
                let span = rows[index].cells[cellIndex].rowSpan
                rows[index].cells[cellIndex].rowSpan = span == 0 ? remaining : max(1, min(span, remaining))
            }
        }
    }

    /// Columns past this many keep no alignment, so that a row of `colspan=1000` cells
    /// cannot make the alignment list a thousand times larger than the input.
    static let maxAlignedColumns = 1000

    /// One alignment per column from a header row's (alignment, colspan) cells; `[]` when no
    /// cell is aligned.
    private static func columnAlignments(_ row: [(Table.Alignment, Int)]) -> [Table.Alignment] {
        guard row.contains(where: { $0.0 != .none }) else { return [] }
        var result: [Table.Alignment] = []
        for (alignment, span) in row {
            let count = min(span, maxAlignedColumns - result.count)
            guard count > 0 else { break }
            result += repeatElement(alignment, count: count)
        }
        while result.last == Table.Alignment.none { result.removeLast() }
        return result
    }
}
