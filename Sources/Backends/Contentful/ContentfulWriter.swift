import MarkupAST
import MarkupJSON

/// Writes Contentful Rich Text for ``ContentfulOutput``: nodes as
/// `{"nodeType","data","content"}`, text as `{"nodeType":"text","value","marks","data"}`,
/// one top-level node per line.
struct ContentfulWriter {
    let json = JSONByteWriter(capacity: 1 << 14)
    var losses = AppLosses()

    /// What the enclosing node accepts.
    enum Place {
        /// The document: every block.
        case top
        /// A list item: no headings, no tables.
        case listItem
        /// A quote or a table cell: paragraphs only.
        case paragraphsOnly
    }

    mutating func write(_ document: Document) {
        json.raw("{\"nodeType\":\"document\",\"data\":{},\"content\":[")
        var first = true
        writeBlocks(document.blocks, in: .top, separator: "\n", first: &first)
        json.raw("\n]}\n")
    }

    private func open(_ first: inout Bool, _ separator: StaticString) {
        if !first { json.raw(",") }
        first = false
        if separator.utf8CodeUnitCount > 0 { json.raw(separator) }
    }

    mutating func writeBlocks(_ blocks: [Block], in place: Place, separator: StaticString = "", first: inout Bool) {
        for block in blocks { writeBlock(block, in: place, separator: separator, first: &first) }
    }

    /// `blocks` as a `content` array holding at least one paragraph.
    private mutating func writeContent(_ blocks: [Block], in place: Place) {
        json.raw(",\"content\":[")
        var first = true
        writeBlocks(blocks, in: place, first: &first)
        if first { writeParagraph([]) }
        json.raw("]}")
    }

    private mutating func writeBlock(_ block: Block, in place: Place, separator: StaticString, first: inout Bool) {
        switch block {
        case .paragraph(let inlines, _):
            // An empty paragraph is no block: the reader could not tell it from nothing.
            let leaves = AppInlineFlattener.leaves(of: inlines, supported: Self.isSupported, losses: &losses)
            if leaves.isEmpty { return }
            open(&first, separator)
            json.raw("{\"nodeType\":\"paragraph\",\"data\":{}")
            writeLeaves(leaves)
            json.raw("}")
        case .heading(let level, let inlines, _):
            open(&first, separator)
            if place == .top {
                json.raw("{\"nodeType\":\"heading-")
                json.int(min(max(level, 1), 6))
                json.raw("\",\"data\":{}")
                writeInlines(inlines)
                json.raw("}")
            } else {
                losses.note("a heading inside a list, quote or table cell is written as a paragraph")
                writeParagraph(inlines)
            }
        case .blockQuote(let blocks, _):
            if place == .paragraphsOnly {
                losses.note("a quote inside a quote or table cell is written as its paragraphs")
                writeBlocks(blocks, in: place, separator: separator, first: &first)
                return
            }
            open(&first, separator)
            json.raw("{\"nodeType\":\"blockquote\",\"data\":{}")
            writeContent(blocks, in: .paragraphsOnly)
        case .list(let style, let items, _):
            if place == .paragraphsOnly {
                losses.note("a list inside a quote or table cell is written as its paragraphs")
                for item in items { writeBlocks(item.blocks, in: place, separator: separator, first: &first) }
                return
            }
            open(&first, separator)
            if let start = style.start, start != 1 { losses.note("an ordered list's start number was dropped (lists count from 1)") }
            if items.contains(where: { $0.task != nil }) { losses.note("task-list checkboxes were dropped") }
            json.raw(style.start == nil ? "{\"nodeType\":\"unordered-list\",\"data\":{},\"content\":[" : "{\"nodeType\":\"ordered-list\",\"data\":{},\"content\":[")
            for (offset, item) in items.enumerated() {
                if offset > 0 { json.raw(",") }
                json.raw("{\"nodeType\":\"list-item\",\"data\":{}")
                writeContent(item.blocks, in: .listItem)
            }
            json.raw("]}")
        case .codeBlock(_, let text, _):
            losses.note("code blocks are written as paragraphs of code-marked text")
            if text.isEmpty || text == "\n" { return }
            open(&first, separator)
            var body = text
            body.removeTrailingLineFeed()
            if !body.isEmpty { writeParagraph([.code(body)]) }
        case .thematicBreak:
            if place == .paragraphsOnly {
                losses.note("a thematic break inside a quote or table cell was dropped")
                return
            }
            open(&first, separator)
            json.raw("{\"nodeType\":\"hr\",\"data\":{},\"content\":[]}")
        case .table(let table):
            if place != .top {
                losses.note("a table inside a list, quote or table cell is written as its cells' paragraphs")
                for row in table.header + table.body {
                    for cell in row.cells { writeBlocks(cell.blocks, in: .paragraphsOnly, separator: separator, first: &first) }
                }
                return
            }
            open(&first, separator)
            writeTable(table)
        case .div(let attributes, let blocks):
            if let embed = Self.embedType(attributes), embed.hasPrefix("embedded-"), embed.hasSuffix("-block"), place != .paragraphsOnly {
                open(&first, separator)
                json.raw("{\"nodeType\":")
                json.string(embed)
                writeEmbedData(attributes)
                json.raw(",\"content\":[]}")
            } else {
                writeBlocks(blocks, in: place, separator: separator, first: &first)
            }
        case .raw:
            losses.note("raw markup was dropped")
        case .footnoteDefinition(_, let blocks):
            losses.note("footnote definitions are written as their content in place")
            writeBlocks(blocks, in: place, separator: separator, first: &first)
        }
    }

    private mutating func writeTable(_ table: Table) {
        if !table.caption.isEmpty { losses.note("table captions were dropped") }
        json.raw("{\"nodeType\":\"table\",\"data\":{},\"content\":[")
        var firstRow = true
        for (rows, isHeader) in [(table.header, true), (table.body, false)] {
            for row in rows {
                if !firstRow { json.raw(",") }
                firstRow = false
                json.raw("{\"nodeType\":\"table-row\",\"data\":{},\"content\":[")
                for (offset, cell) in row.cells.enumerated() {
                    if offset > 0 { json.raw(",") }
                    json.raw(isHeader ? "{\"nodeType\":\"table-header-cell\",\"data\":{" : "{\"nodeType\":\"table-cell\",\"data\":{")
                    if cell.columnSpan > 1 || cell.rowSpan > 1 {
                        json.raw("\"colspan\":")
                        json.int(max(1, cell.columnSpan))
                        json.raw(",\"rowspan\":")
                        json.int(max(1, cell.rowSpan))
                    }
                    json.raw("}")
                    writeContent(cell.blocks, in: .paragraphsOnly)
                }
                json.raw("]}")
            }
        }
        json.raw("]}")
    }

    mutating func writeParagraph(_ inlines: [Inline]) {
        json.raw("{\"nodeType\":\"paragraph\",\"data\":{}")
        writeInlines(inlines)
        json.raw("}")
    }

    /// The node type an embed placeholder the reader made stands for (its `contentful-*` class).
    static func embedType(_ attributes: Attributes) -> String? {
        for name in attributes.classes where name.hasPrefix("contentful-") { return String(name.dropFirst("contentful-".count)) }
        return nil
    }

    /// `,"data":{"target":{"sys":{…}}}` of an embed or entry link.
    func writeEmbedData(_ attributes: Attributes) {
        json.raw(",\"data\":{\"target\":{\"sys\":{")
        var first = true
        for (attribute, key) in [("data-target-id", "id"), ("data-target-urn", "urn")] {
            guard let value = attributes[attribute] else { continue }
            if !first { json.raw(",") }
            first = false
            json.raw("\"")
            json.buffer.append(key)
            json.raw("\":")
            json.string(value)
        }
        json.raw(first ? "\"type\":\"Link\"" : ",\"type\":\"Link\"")
        if let linkType = attributes["data-link-type"] {
            json.raw(",\"linkType\":")
            json.string(linkType)
        }
        json.raw("}}}")
    }
}
