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
