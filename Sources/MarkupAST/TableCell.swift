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
