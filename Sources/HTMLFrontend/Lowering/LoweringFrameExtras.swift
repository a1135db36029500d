import MarkupAST

/// The fields of a ``LoweringFrame`` that only some frames use (lists, items, rows, tables,
/// links, elements whose attributes are kept), boxed so that the common frame (a
/// paragraph, a `<b>`, a transparent `div`) stays small: pushing and popping frames moves
/// fewer bytes and destroys fewer optionals.
///
/// A frame owns its box; ``LoweringFrame/extras()`` copies it before a write when it is
/// shared, so frames keep value semantics.
final class LoweringFrameExtras {
    /// The element's own attributes, for the node it makes (a quote, list, item, table,
    /// row, cell, code block, formatting inline, or the paragraphs of a `<p>` or heading).
    var ownAttributes: Attributes?
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
        copy.ownAttributes = ownAttributes
        copy.items = items
        copy.task = task
        copy.cells = cells
        copy.table = table
        copy.linkTarget = linkTarget
        return copy
    }
}
