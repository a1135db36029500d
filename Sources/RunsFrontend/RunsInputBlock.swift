import MarkupAST

/// One `blocks[]` entry as the reader uses it.
struct RunsInputBlock {
    /// The block types of runs.json (`type`).
    enum Kind: String {
        case paragraph, heading, blockquote, list, listItem, codeBlock, htmlBlock, thematicBreak
        case table, tableRow, tableCell, figure, caption, footnoteDefinition, div
        case definitionList, definitionTerm, definitionDetails, mathBlock

        /// Whether blocks of this kind hold runs (the others hold blocks).
        var isLeaf: Bool {
            switch self {
            case .paragraph, .heading, .codeBlock, .htmlBlock, .thematicBreak, .tableCell, .caption, .definitionTerm, .mathBlock:
                return true
            case .blockquote, .list, .listItem, .table, .tableRow, .figure, .footnoteDefinition, .div, .definitionList,
                 .definitionDetails:
                return false
            }
        }
    }

    var kind: Kind
    /// Index of the enclosing block; always an earlier container once read (see
    /// ``RunsInputDocument``), `nil` at the top level.
    var parent: Int?
    var anchor: String?
    var level: Int?
    var ordered: Bool?
    var start: Int?
    var reversed: Bool?
    var tight: Bool?
    var markerStyle: String?
    var task: ListItem.Task?
    var language: String?
    var info: String?
    var columns: [Table.Alignment] = []
    var header: Bool?
    var colspan: Int?
    var rowspan: Int?
    var label: String?
    var html: String?
    /// `md.delimiter`: the ordered-list delimiter of the Markdown source.
    var delimiter: ListStyle.Delimiter?
}
