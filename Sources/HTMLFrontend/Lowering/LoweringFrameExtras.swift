import MarkupAST

/// The fields of a ``LoweringFrame`` that only some frames use (lists, items, rows, tables,
/// links, `<q>`, elements whose attributes are kept), boxed so that the common frame (a
/// paragraph, a `<b>`, a transparent `div`) stays small: pushing and popping frames moves
/// fewer bytes and destroys fewer optionals.
///
/// A frame owns its box; ``LoweringFrame/extras()`` copies it before a write when it is
/// shared, so frames keep value semantics.
final class LoweringFrameExtras {
    /// The attributes of a modelled element, kept on a `.div`/`.span` around its node.
    var wrapperAttributes: Attributes?
    /// Text emitted when the frame closes (the closing quotation mark of a `<q>`).
    var closingText: String?
    /// A list's items.
    var items: [ListItem] = []
    /// A list item's task checkbox.
    var task: ListItem.Task?
    /// A row's cells.
    var cells: [TableDraft.Cell] = []
    /// A table's rows.
    var table: TableDraft?
    /// A link's destination, title and other attributes.
    var linkTarget: LinkTarget?

    init() {}

    /// A copy of every field, for a write to a box that another frame shares.
    func copy() -> LoweringFrameExtras {
        let copy = LoweringFrameExtras()
        copy.wrapperAttributes = wrapperAttributes
        copy.closingText = closingText
        copy.items = items
        copy.task = task
        copy.cells = cells
        copy.table = table
        copy.linkTarget = linkTarget
        return copy
    }
}
