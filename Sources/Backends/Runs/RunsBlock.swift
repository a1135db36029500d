import MarkupAST

/// One node of the block tree, flattened in pre-order: containers (lists, quotes, tables,
/// rows) have no runs of their own; every run belongs to exactly one leaf block. The range of
/// a block covers its generated markers and its trailing separator, so an app can draw a
/// quote bar or a code background over the whole span.
public struct RunsBlock: Hashable, Sendable {
    /// The block type, named as in runs.json.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case paragraph, heading, blockquote, list, listItem, codeBlock, htmlBlock, thematicBreak
        case table, tableRow, tableCell, figure, caption, footnoteDefinition, div

        /// Whether blocks of this kind hold runs directly.
        public var isLeaf: Bool {
            switch self {
            case .paragraph, .heading, .codeBlock, .htmlBlock, .thematicBreak, .tableCell, .caption: return true
            case .blockquote, .list, .listItem, .table, .tableRow, .figure, .footnoteDefinition, .div: return false
            }
        }
    }

    /// A list's marker style.
    public enum MarkerStyle: String, Hashable, Sendable, CaseIterable {
        case disc, circle, square, decimal, none
        case lowerAlpha = "lower-alpha"
        case upperAlpha = "upper-alpha"
        case lowerRoman = "lower-roman"
        case upperRoman = "upper-roman"
    }

    /// Number of ancestors.
    public var depth: Int
    public var range: TextRange
    /// Index of the enclosing block; nil at the top level.
    public var parent: Int?
    /// Leaf blocks: index into ``RunsDocument/paragraphStyles``.
    public var paragraphStyle: Int?
    public var kind: Kind
    /// The fields only some kinds have, boxed: a block without them costs one pointer, not
    /// two hundred bytes of empty optionals (bench/REPORT.md, eighth pass).
    var details = SparseFields<RunsBlockDetails>()

    /// Fragment id: the source's `id`, or a generated heading slug.
    public var anchor: String? {
        get { details.box?.fields.anchor }
        set { if newValue != nil || details.box != nil { details.modify { $0.anchor = newValue } } }
    }
    /// heading: 1…6.
    public var level: Int? {
        get { details.box?.fields.level }
        set { if newValue != nil || details.box != nil { details.modify { $0.level = newValue } } }
    }
    /// list
    public var ordered: Bool? {
        get { details.box?.fields.ordered }
        set { if newValue != nil || details.box != nil { details.modify { $0.ordered = newValue } } }
    }
    /// list: the first ordinal of an ordered list.
    public var start: Int? {
        get { details.box?.fields.start }
        set { if newValue != nil || details.box != nil { details.modify { $0.start = newValue } } }
    }
    /// list: an HTML `<ol reversed>`, whose ordinals count down (runs.json 1.1).
    public var reversed: Bool? {
        get { details.box?.fields.reversed }
        set { if newValue != nil || details.box != nil { details.modify { $0.reversed = newValue } } }
    }
    /// list
    public var tight: Bool? {
        get { details.box?.fields.tight }
        set { if newValue != nil || details.box != nil { details.modify { $0.tight = newValue } } }
    }
    /// list
    public var markerStyle: MarkerStyle? {
        get { details.box?.fields.markerStyle }
        set { if newValue != nil || details.box != nil { details.modify { $0.markerStyle = newValue } } }
    }
    /// list, listItem: 1 for a top-level list, +1 per enclosing list.
    public var listLevel: Int? {
        get { details.box?.fields.listLevel }
        set { if newValue != nil || details.box != nil { details.modify { $0.listLevel = newValue } } }
    }
    /// listItem: its number in an ordered list.
    public var ordinal: Int? {
        get { details.box?.fields.ordinal }
        set { if newValue != nil || details.box != nil { details.modify { $0.ordinal = newValue } } }
    }
    /// listItem: the marker as rendered, without the tab (`•`, `3.`).
    public var marker: String? {
        get { details.box?.fields.marker }
        set { if newValue != nil || details.box != nil { details.modify { $0.marker = newValue } } }
    }
    /// listItem: a GFM task item's state.
    public var task: ListItem.Task? {
        get { details.box?.fields.task }
        set { if newValue != nil || details.box != nil { details.modify { $0.task = newValue } } }
    }
    /// codeBlock: the first word of the info string.
    public var language: String? {
        get { details.box?.fields.language }
        set { if newValue != nil || details.box != nil { details.modify { $0.language = newValue } } }
    }
    /// codeBlock: the whole info string.
    public var info: String? {
        get { details.box?.fields.info }
        set { if newValue != nil || details.box != nil { details.modify { $0.info = newValue } } }
    }
    /// table: the alignment of each column.
    public var columns: [Table.Alignment]? {
        get { details.box?.fields.columns }
        set { if newValue != nil || details.box != nil { details.modify { $0.columns = newValue } } }
    }
    /// tableRow, tableCell: part of the header.
    public var header: Bool? {
        get { details.box?.fields.header }
        set { if newValue != nil || details.box != nil { details.modify { $0.header = newValue } } }
    }
    /// tableRow, tableCell: 0-based, header rows first.
    public var row: Int? {
        get { details.box?.fields.row }
        set { if newValue != nil || details.box != nil { details.modify { $0.row = newValue } } }
    }
    /// tableCell: 0-based.
    public var column: Int? {
        get { details.box?.fields.column }
        set { if newValue != nil || details.box != nil { details.modify { $0.column = newValue } } }
    }
    public var colspan: Int? {
        get { details.box?.fields.colspan }
        set { if newValue != nil || details.box != nil { details.modify { $0.colspan = newValue } } }
    }
    public var rowspan: Int? {
        get { details.box?.fields.rowspan }
        set { if newValue != nil || details.box != nil { details.modify { $0.rowspan = newValue } } }
    }
    /// footnoteDefinition
    public var label: String? {
        get { details.box?.fields.label }
        set { if newValue != nil || details.box != nil { details.modify { $0.label = newValue } } }
    }
    /// htmlBlock: the raw HTML, kept for round trip.
    public var html: String? {
        get { details.box?.fields.html }
        set { if newValue != nil || details.box != nil { details.modify { $0.html = newValue } } }
    }
    /// list: the ordered-list delimiter of the Markdown source.
    public var delimiter: ListStyle.Delimiter? {
        get { details.box?.fields.delimiter }
        set { if newValue != nil || details.box != nil { details.modify { $0.delimiter = newValue } } }
    }

    public init(kind: Kind, parent: Int?, depth: Int, range: TextRange = TextRange(start: .zero, length: .zero)) {
        self.kind = kind
        self.parent = parent
        self.depth = depth
        self.range = range
    }
}
