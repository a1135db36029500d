/// One table cell (`<td>`, or `<th>` in a header row; a `<th>` in a body row is named by
/// its ``Attributes/elementName``, as is a `<td>` in a header row).
public struct TableCell: Hashable, Sendable {
    /// The content.
    public var blocks: [Block]
    /// How many columns it spans (at least 1).
    public var columnSpan: Int
    /// How many rows it spans (at least 1).
    public var rowSpan: Int
    /// The cell element's attributes (`scope`, `headers`, `id`, classes, `style`…; see
    /// ``Attributes``). `colspan`, `rowspan` and `align` are modelled and not repeated here.
    public var attributes: Attributes

    /// Creates a cell.
    public init(blocks: [Block], columnSpan: Int = 1, rowSpan: Int = 1, attributes: Attributes = Attributes()) {
        self.blocks = blocks
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
        self.attributes = attributes
    }

    /// The inline content of a cell that holds only inlines: its single paragraph's
    /// inlines (whatever that paragraph's attributes), `[]` for an empty cell, `nil` when
    /// the cell holds other blocks.
    public var inlineContent: [Inline]? {
        switch blocks.count {
        case 0: return []
        case 1:
            if case .paragraph(let inlines, _) = blocks[0] { return inlines }
            return nil
        default: return nil
        }
    }
}
