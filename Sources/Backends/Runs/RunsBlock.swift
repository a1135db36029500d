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

    public var kind: Kind
    /// Index of the enclosing block; nil at the top level.
    public var parent: Int?
    /// Number of ancestors.
    public var depth: Int
    public var range: TextRange
    /// Leaf blocks: index into ``RunsDocument/paragraphStyles``.
    public var paragraphStyle: Int?
    /// Fragment id: the source's `id`, or a generated heading slug.
    public var anchor: String?
    /// heading: 1…6.
    public var level: Int?
    /// list
    public var ordered: Bool?
    /// list: the first ordinal of an ordered list.
    public var start: Int?
    /// list: an HTML `<ol reversed>`, whose ordinals count down (runs.json 1.1).
    public var reversed: Bool?
    /// list
    public var tight: Bool?
    /// list
    public var markerStyle: MarkerStyle?
    /// list, listItem: 1 for a top-level list, +1 per enclosing list.
    public var listLevel: Int?
    /// listItem: its number in an ordered list.
    public var ordinal: Int?
    /// listItem: the marker as rendered, without the tab (`•`, `3.`).
    public var marker: String?
    /// listItem: a GFM task item's state.
    public var task: ListItem.Task?
    /// codeBlock: the first word of the info string.
    public var language: String?
    /// codeBlock: the whole info string.
    public var info: String?
    /// table: the alignment of each column.
    public var columns: [Table.Alignment]?
    /// tableRow, tableCell: part of the header.
    public var header: Bool?
    /// tableRow, tableCell: 0-based, header rows first.
    public var row: Int?
    /// tableCell: 0-based.
    public var column: Int?
    public var colspan: Int?
    public var rowspan: Int?
    /// footnoteDefinition
    public var label: String?
    /// htmlBlock: the raw HTML, kept for round trip.
    public var html: String?
    /// list: the ordered-list delimiter of the Markdown source.
    public var delimiter: ListStyle.Delimiter?

    public init(kind: Kind, parent: Int?, depth: Int, range: TextRange = TextRange(start: .zero, length: .zero)) {
        self.kind = kind
        self.parent = parent
        self.depth = depth
        self.range = range
    }
}
