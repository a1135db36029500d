import MarkupAST

/// One open container while ``CmarkTreeConverter`` walks the cmark tree.
///
/// A struct with one field per kind of child, mutated in place on the stack, so appending
/// a child never copies the siblings collected so far.
struct Frame {
    enum Kind {
        case document, paragraph, blockQuote, emphasis, strong, strikethrough, tableCell, transparent
        case heading(level: Int)
        case list(ListStyle)
        case item(task: ListItem.Task?)
        case footnoteDefinition(label: String)
        case link(LinkTarget)
        case image(LinkTarget)
        case table(alignments: [Table.Alignment])
        case tableRow(isHeader: Bool)
    }

    let kind: Kind
    /// Index of the frame that receives this frame's children: itself, or for a flattened
    /// frame the nearest real frame below it.
    let target: Int
    var isFlattened = false
    var blocks: [Block] = []
    var inlines = InlineBuilder()
    var items: [ListItem] = []
    var headerRows: [TableRow] = []
    var rows: [TableRow] = []
    var cells: [TableCell] = []

    init(kind: Kind, target: Int) {
        self.kind = kind
        self.target = target
    }

    func builtInlines() -> [Inline] {
        var builder = inlines
        return builder.build()
    }
}
