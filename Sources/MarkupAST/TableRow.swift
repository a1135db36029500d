/// One table row (`<tr>`).
public struct TableRow: Hashable, Sendable {
    /// The cells, left to right.
    public var cells: [TableCell]
    /// The `<tr>` element's attributes (see ``Attributes``).
    public var attributes: Attributes

    /// Creates a row.
    public init(cells: [TableCell], attributes: Attributes = Attributes()) {
        self.cells = cells
        self.attributes = attributes
    }
}
