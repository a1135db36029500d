/// A table: header rows, body rows, per-column alignment and an optional caption.
///
/// Cells hold blocks so that HTML tables with lists or paragraphs keep them; a Markdown
/// pipe-table cell holds at most one paragraph.
public struct Table: Hashable, Sendable {
    /// Horizontal alignment of a column.
    public enum Alignment: String, Hashable, Sendable {
        /// Not specified.
        case none
        /// `:--`
        case left
        /// `:-:`
        case center
        /// `--:`
        case right
    }

    /// One alignment per column (may be shorter than the widest row: missing means `.none`).
    public var alignments: [Alignment]
    /// Rows of the table head.
    public var header: [TableRow]
    /// Rows of the table body.
    public var body: [TableRow]
    /// The caption, empty when there is none.
    public var caption: [Inline]

    /// Creates a table.
    public init(alignments: [Alignment] = [], header: [TableRow] = [], body: [TableRow] = [], caption: [Inline] = []) {
        self.alignments = alignments
        self.header = header
        self.body = body
        self.caption = caption
    }

    /// The alignment of column `index`, `.none` when not given.
    public func alignment(ofColumn index: Int) -> Alignment {
        index < alignments.count ? alignments[index] : .none
    }

    /// The number of columns: the widest row, counting spans.
    public var columnCount: Int {
        (header + body).map { $0.cells.reduce(0) { $0 + max(1, $1.columnSpan) } }.max() ?? 0
    }
}

/// One table row.
public struct TableRow: Hashable, Sendable {
    /// The cells, left to right.
    public var cells: [TableCell]

    /// Creates a row.
    public init(cells: [TableCell]) {
        self.cells = cells
    }
}

/// One table cell.
public struct TableCell: Hashable, Sendable {
    /// The content.
    public var blocks: [Block]
    /// How many columns it spans (at least 1).
    public var columnSpan: Int
    /// How many rows it spans (at least 1).
    public var rowSpan: Int

    /// Creates a cell.
    public init(blocks: [Block], columnSpan: Int = 1, rowSpan: Int = 1) {
        self.blocks = blocks
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// The inline content of a cell that holds only inlines: its single paragraph's
    /// inlines, `[]` for an empty cell, `nil` when the cell holds other blocks.
    public var inlineContent: [Inline]? {
        switch blocks.count {
        case 0: return []
        case 1:
            if case .paragraph(let inlines) = blocks[0] { return inlines }
            return nil
        default: return nil
        }
    }
}
