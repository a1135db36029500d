/// One table row.
public struct TableRow: Hashable, Sendable {
    /// The cells, left to right.
    public var cells: [TableCell]

    /// Creates a row.
    public init(cells: [TableCell]) {
        self.cells = cells
    }
}
