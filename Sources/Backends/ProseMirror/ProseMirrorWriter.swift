import MarkupAST
import MarkupJSON

/// Writes ProseMirror JSON for ``ProseMirrorOutput``: nodes as `{"type","attrs","content"}`,
/// text as `{"type":"text","marks","text"}`, the key order prosemirror-model's `toJSON` uses.
struct ProseMirrorWriter {
    let json = JSONByteWriter(capacity: 1 << 14)
    var losses = AppLosses()

    mutating func write(_ document: Document) {
        json.raw("{\"type\":\"doc\",\"content\":[")
        var first = true
        writeBlocks(document.blocks, separator: "\n", first: &first)
        // `doc` needs a block (`block+`): an empty document is one empty paragraph, as in an editor.
        if first { json.raw("\n{\"type\":\"paragraph\"}") }
        json.raw("\n]}\n")
    }

    /// Writes `blocks`, each preceded by a comma unless it is the first of its array.
    private mutating func writeBlocks(_ blocks: [Block], separator: StaticString = "", first: inout Bool) {
        for block in blocks { writeBlock(block, separator: separator, first: &first) }
    }

    private func open(_ first: inout Bool, _ separator: StaticString) {
        if !first { json.raw(",") }
        first = false
        if separator.utf8CodeUnitCount > 0 { json.raw(separator) }
    }

    /// `blocks` as a `content` array that holds at least one block (an empty paragraph when
    /// nothing was written), and starts with a paragraph when `leadingParagraph` (list items
    /// are `paragraph block*`): the filler goes in front of what was written, so a block
    /// that writes nothing (an empty paragraph) cannot fool the check.
    private mutating func writeContent(_ blocks: [Block], leadingParagraph: Bool = false) {
        json.raw(",\"content\":[")
        let start = json.buffer.count
        var first = true
        writeBlocks(blocks, first: &first)
        if first {
            json.raw(Self.emptyParagraph)
        } else if leadingParagraph && !startsWithParagraph(at: start) {
            json.buffer.insert("{\"type\":\"paragraph\"},", at: start)
        }
        json.raw("]")
    }

    private static let emptyParagraph: StaticString = "{\"type\":\"paragraph\"}"

    /// Whether the node written at `position` is a paragraph.
    private func startsWithParagraph(at position: Int) -> Bool {
        let prefix: StaticString = "{\"type\":\"paragraph\""
        return json.buffer.withBytes(in: position..<(position + prefix.utf8CodeUnitCount)) { written in
            written.elementsEqual(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        }
    }

    private mutating func writeBlock(_ block: Block, separator: StaticString, first: inout Bool) {
        switch block {
        case .paragraph(let inlines, _):
            // An empty paragraph is no block: the reader could not tell it from nothing.
            let leaves = AppInlineFlattener.leaves(of: inlines, supported: Self.isSupported, losses: &losses)
            if leaves.isEmpty { return }
            open(&first, separator)
            json.raw("{\"type\":\"paragraph\"")
            writeLeaves(leaves)
            json.raw("}")
        case .heading(let level, let inlines, _):
            open(&first, separator)
            json.raw("{\"type\":\"heading\",\"attrs\":{\"level\":")
            json.int(min(max(level, 1), 6))
            json.raw("}")
            writeInlines(inlines)
            json.raw("}")
        case .blockQuote(let blocks, _):
            open(&first, separator)
            json.raw("{\"type\":\"blockquote\"")
            writeContent(blocks)
            json.raw("}")
        case .list(let style, let items, _):
            open(&first, separator)
            writeList(style, items)
        case .codeBlock(let info, let text, _):
            open(&first, separator)
            json.raw("{\"type\":\"codeBlock\",\"attrs\":{\"language\":")
            if let language = Block.language(fromInfo: info) { json.string(language) } else { json.raw("null") }
            json.raw("}")
            var body = text
            body.removeTrailingLineFeed()
            if !body.isEmpty {
                json.raw(",\"content\":[{\"type\":\"text\",\"text\":")
                json.string(body)
                json.raw("}]")
            }
            json.raw("}")
        case .thematicBreak:
            open(&first, separator)
            json.raw("{\"type\":\"horizontalRule\"}")
        case .table(let table):
            open(&first, separator)
            writeTable(table)
        case .div(_, let blocks):
            writeBlocks(blocks, separator: separator, first: &first)
        case .raw:
            losses.note("raw markup was dropped")
        case .footnoteDefinition(_, let blocks):
            losses.note("footnote definitions are written as their content in place")
            writeBlocks(blocks, separator: separator, first: &first)
        }
    }

    private mutating func writeList(_ style: ListStyle, _ items: [ListItem]) {
        let isTaskList = items.contains { $0.task != nil }
        if isTaskList {
            json.raw("{\"type\":\"taskList\"")
            if style.start != nil { losses.note("an ordered task list is written as a task list (its numbers dropped)") }
        } else if let start = style.start {
            json.raw("{\"type\":\"orderedList\",\"attrs\":{\"start\":")
            json.int(start)
            json.raw("}")
        } else {
            json.raw("{\"type\":\"bulletList\"")
        }
        json.raw(",\"content\":[")
        for (offset, item) in items.enumerated() {
            if offset > 0 { json.raw(",") }
            if isTaskList {
                json.raw("{\"type\":\"taskItem\",\"attrs\":{\"checked\":")
                json.bool(item.task == .checked)
                json.raw("}")
            } else {
                json.raw("{\"type\":\"listItem\"")
            }
            writeContent(item.blocks, leadingParagraph: true)
            json.raw("}")
        }
        json.raw("]}")
    }

    private mutating func writeTable(_ table: Table) {
        if !table.caption.isEmpty { losses.note("table captions were dropped") }
        if table.alignments.contains(where: { $0 != .none }) { losses.note("table column alignments were dropped") }
        json.raw("{\"type\":\"table\",\"content\":[")
        var firstRow = true
        for (rows, isHeader) in [(table.header, true), (table.body, false)] {
            for row in rows {
                if !firstRow { json.raw(",") }
                firstRow = false
                json.raw("{\"type\":\"tableRow\",\"content\":[")
                for (offset, cell) in row.cells.enumerated() {
                    if offset > 0 { json.raw(",") }
                    json.raw(isHeader ? "{\"type\":\"tableHeader\",\"attrs\":{\"colspan\":" : "{\"type\":\"tableCell\",\"attrs\":{\"colspan\":")
                    json.int(max(1, cell.columnSpan))
                    json.raw(",\"rowspan\":")
                    json.int(max(1, cell.rowSpan))
                    json.raw(",\"colwidth\":null}")
                    writeContent(cell.blocks)
                    json.raw("}")
                }
                json.raw("]}")
            }
        }
        json.raw("]}")
    }
}
