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

    /// A `<colgroup>` and its `<col>` elements, kept for HTML output (widths, classes,
    /// `span`); other backends ignore them.
    public struct ColumnGroup: Hashable, Sendable {
        /// The `<colgroup>` element's attributes (including `span` when it has no columns).
        public var attributes: Attributes
        /// The attributes of each `<col>` in it, in order.
        public var columns: [Attributes]

        /// Creates a column group.
        public init(attributes: Attributes = Attributes(), columns: [Attributes] = []) {
            self.attributes = attributes
            self.columns = columns
        }
    }

    /// One alignment per column (may be shorter than the widest row: missing means `.none`).
    public var alignments: [Alignment]
    /// Rows of the table head.
    public var header: [TableRow]
    /// Rows of the table body; the last ``footerRowCount`` of them are the table foot
    /// (`<tfoot>`), so a backend that has no foot shows them as body rows.
    public var body: [TableRow]
    /// How many rows at the end of ``body`` form the table foot.
    public var footerRowCount: Int
    /// The caption, empty when there is none.
    public var caption: [Inline]
    /// The `<colgroup>`s, empty when there were none.
    public var columnGroups: [ColumnGroup]
    /// The `<table>` element's attributes (see ``Attributes``).
    public var attributes: Attributes
    /// The attributes of the `<thead>`, `<tbody>` (the first, when there were several) and
    /// `<tfoot>` elements, for HTML output; other backends ignore them.
    public var headAttributes, bodyAttributes, footAttributes: Attributes

    /// Creates a table.
    public init(
        alignments: [Alignment] = [], header: [TableRow] = [], body: [TableRow] = [], footerRowCount: Int = 0,
        caption: [Inline] = [], columnGroups: [ColumnGroup] = [], attributes: Attributes = Attributes(),
        headAttributes: Attributes = Attributes(), bodyAttributes: Attributes = Attributes(), footAttributes: Attributes = Attributes()
    ) {
        self.alignments = alignments
        self.header = header
        self.body = body
        self.footerRowCount = min(max(footerRowCount, 0), body.count)
        self.caption = caption
        self.columnGroups = columnGroups
        self.attributes = attributes
        self.headAttributes = headAttributes
        self.bodyAttributes = bodyAttributes
        self.footAttributes = footAttributes
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
