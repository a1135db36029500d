import MarkupAST
import MarkupJSON

/// Writes Portable Text for ``PortableTextOutput``: one object of the top-level array per
/// line, keys in a fixed order.
struct PortableTextWriter {
    let json = JSONByteWriter(capacity: 1 << 14)
    var losses = AppLosses()
    private var count = 0

    /// Where a text block sits: in a list item (its kind and level), in a quote.
    struct Context {
        var listItem: StaticString?
        var level = 0
        var isQuoted = false
    }

    mutating func write(_ document: Document) {
        json.raw("[")
        writeBlocks(document.blocks, Context())
        json.raw(count == 0 ? "]\n" : "\n]\n")
    }

    /// Starts the next top-level object and returns its key.
    private mutating func open(_ type: StaticString) -> String {
        json.raw(count == 0 ? "\n" : ",\n")
        let key = "b\(count)"
        count += 1
        json.raw("{\"_type\":\"")
        json.raw(type)
        json.raw("\",\"_key\":")
        json.string(key)
        return key
    }

    private mutating func writeBlocks(_ blocks: [Block], _ context: Context) {
        for block in blocks { writeBlock(block, context) }
    }

    private mutating func writeBlock(_ block: Block, _ context: Context) {
        switch block {
        case .paragraph(let inlines, _):
            writeTextBlock(inlines, style: context.isQuoted ? "blockquote" : "normal", context)
        case .heading(let level, let inlines, _):
            if context.isQuoted { losses.note("a heading in a quote is written as a heading (the quote dropped)") }
            writeTextBlock(inlines, style: Self.headingStyles[min(max(level, 1), 6) - 1], context, isHeading: true)
        case .blockQuote(let blocks, _):
            if context.isQuoted { losses.note("nested quotes are written as one quote") }
            if context.listItem != nil { losses.note("a quote in a list item is written as an item") }
            var inner = context
            inner.isQuoted = true
            writeBlocks(blocks, inner)
        case .list(let style, let items, _):
            if context.isQuoted { losses.note("a list in a quote is written as a list (the quote dropped)") }
            if let start = style.start, start != 1 { losses.note("an ordered list's start number was dropped (lists count from 1)") }
            if items.contains(where: { $0.task != nil }) { losses.note("task-list checkboxes were dropped") }
            var inner = Context(listItem: style.start == nil ? "bullet" : "number", level: context.level + 1)
            for item in items {
                writeItem(item, &inner)
            }
        case .codeBlock(let info, let text, _):
            noteOutsideQuote(context)
            _ = open("code")
            json.raw(",\"language\":")
            if let language = Block.language(fromInfo: info) { json.string(language) } else { json.raw("null") }
            json.raw(",\"code\":")
            var body = text
            body.removeTrailingLineFeed()
            json.string(body)
            json.raw("}")
        case .thematicBreak:
            noteOutsideQuote(context)
            _ = open("break")
            json.raw(",\"style\":\"break\"}")
        case .table(let table):
            noteOutsideQuote(context)
            writeTable(table)
        case .div(_, let blocks):
            writeBlocks(blocks, context)
        case .raw:
            losses.note("raw markup was dropped")
        case .footnoteDefinition(_, let blocks):
            losses.note("footnote definitions are written as their content in place")
            writeBlocks(blocks, context)
        }
    }

    /// Objects cannot be quoted: one inside a quote is written without it.
    private mutating func noteOutsideQuote(_ context: Context) {
        if context.isQuoted { losses.note("a code block, thematic break or table inside a quote is written without the quote") }
    }

    /// An item: its first paragraph is the list block; nested lists go one level deeper;
    /// other blocks become items of their own (Portable Text items hold one block).
    private mutating func writeItem(_ item: ListItem, _ context: inout Context) {
        var wroteText = false
        for block in item.blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                if case .heading = block { losses.note("a heading in a list item is written as the item's text") }
                if wroteText { losses.note("a list item's further paragraphs are written as items of their own") }
                writeTextBlock(inlines, style: "normal", context)
                wroteText = true
            case .list:
                if !wroteText {
                    writeTextBlock([], style: "normal", context)
                    wroteText = true
                }
                writeBlock(block, context)
            default:
                losses.note("blocks other than paragraphs and lists in a list item are written outside the list")
                writeBlock(block, Context())
            }
        }
        if !wroteText { writeTextBlock([], style: "normal", context) }
    }

    private static let headingStyles: [StaticString] = ["h1", "h2", "h3", "h4", "h5", "h6"]

    private mutating func writeTable(_ table: Table) {
        _ = open("table")
        json.raw(",\"rows\":[")
        var rowIndex = 0
        for row in table.header + table.body {
            json.raw(rowIndex == 0 ? "{\"_type\":\"tableRow\",\"_key\":" : ",{\"_type\":\"tableRow\",\"_key\":")
            json.string("b\(count - 1)r\(rowIndex)")
            json.raw(",\"cells\":[")
            for (offset, cell) in row.cells.enumerated() {
                if offset > 0 { json.raw(",") }
                if cell.columnSpan > 1 || cell.rowSpan > 1 { losses.note("table cell spans were dropped") }
                switch cell.inlineContent {
                case []?: break
                case let inlines? where inlines.count == 1:
                    if case .text = inlines[0] { break }
                    losses.note("table cells are written as plain text")
                default:
                    losses.note("table cells are written as plain text")
                }
                let text = cell.blocks.map { block -> String in
                    if case .paragraph(let inlines, _) = block { return Inline.plainText(of: inlines, softBreak: " ") }
                    return Inline.plainText(of: block.childInlines, softBreak: " ")
                }.joined(separator: " ")
                json.string(text)
            }
            json.raw("]}")
            rowIndex += 1
        }
        json.raw("]}")
    }

    func writeImageFields(_ target: LinkTarget, alt: String) {
        json.raw(",\"url\":")
        json.string(target.destination)
        if !alt.isEmpty {
            json.raw(",\"alt\":")
            json.string(alt)
        }
        if !target.title.isEmpty {
            json.raw(",\"title\":")
            json.string(target.title)
        }
    }

    /// A `block` with `style`, its list fields in a list, and its spans; a block that is one
    /// image (outside a list) is an `image` object; an empty paragraph outside a list is no
    /// block (the reader could not tell it from nothing).
    private mutating func writeTextBlock(_ inlines: [Inline], style: StaticString, _ context: Context, isHeading: Bool = false) {
        let leaves = AppInlineFlattener.leaves(of: inlines, supported: Self.isSupported, losses: &losses)
        if context.listItem == nil {
            if leaves.isEmpty && !isHeading { return }
            if leaves.count == 1, case .image(let target, let alt) = leaves[0].content {
                if !leaves[0].marks.isEmpty { losses.note("marks and links on inline images were dropped") }
                _ = open("image")
                writeImageFields(target, alt: alt)
                json.raw("}")
                return
            }
        }
        let key = open("block")
        json.raw(",\"style\":\"")
        json.raw(style)
        json.raw("\"")
        if let listItem = context.listItem {
            json.raw(",\"listItem\":\"")
            json.raw(listItem)
            json.raw("\",\"level\":")
            json.int(context.level)
        }
        writeChildren(leaves, blockKey: key)
        json.raw("}")
    }
}
