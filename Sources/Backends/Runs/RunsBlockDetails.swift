import MarkupAST

/// The kind-specific fields of a ``RunsBlock`` (a heading's level, a list's numbering, a
/// cell's position, an anchor…), as ``RunsBlock`` documents them. Most blocks of a document
/// are paragraphs, list items and cells that need few or none of them, so they live in a
/// ``SparseFields`` box rather than in every block.
struct RunsBlockDetails: Hashable, Sendable, EmptyFieldSet {
    var anchor: String?
    var level: Int?
    var ordered: Bool?
    var start: Int?
    var reversed: Bool?
    var tight: Bool?
    var markerStyle: RunsBlock.MarkerStyle?
    var listLevel: Int?
    var ordinal: Int?
    var marker: String?
    var task: ListItem.Task?
    var language: String?
    var info: String?
    var columns: [Table.Alignment]?
    var header: Bool?
    var row: Int?
    var column: Int?
    var colspan: Int?
    var rowspan: Int?
    var label: String?
    var html: String?
    var delimiter: ListStyle.Delimiter?

    init() {}
}
