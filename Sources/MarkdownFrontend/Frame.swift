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
    /// For a flattened item: how many blocks its target held when the item began, so that
    /// its task box can be put before what the item forwarded there.
    var flattenedBlockStart = 0
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

    /// Makes room for `count` children in the collection this kind of frame fills.
    mutating func reserveCapacity(_ count: Int) {
        switch kind {
        case .paragraph, .heading, .emphasis, .strong, .strikethrough, .link, .image, .tableCell:
            inlines.reserveCapacity(count)
        case .document, .blockQuote, .item, .footnoteDefinition:
            blocks.reserveCapacity(count)
        case .list:
            items.reserveCapacity(count)
        case .tableRow:
            cells.reserveCapacity(count)
        case .table, .transparent:
            break
        }
    }

    /// The inlines collected, normalized. Mutating, so that the builder's array is still
    /// uniquely referenced when the last text is flushed into it (a copy of the builder
    /// would make that append copy the whole array).
    mutating func takeInlines() -> [Inline] {
        inlines.build()
    }
}
