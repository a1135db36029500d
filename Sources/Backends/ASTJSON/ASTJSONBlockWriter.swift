import MarkupAST
import MarkupJSON

/// Writes blocks and inlines for ``ASTJSONRenderer``.
struct ASTJSONBlockWriter {
    let writer: JSONByteWriter

    mutating func write(_ blocks: [Block]) {
        writer.raw("[")
        for (index, block) in blocks.enumerated() {
            if index > 0 { writer.raw(",") }
            write(block)
        }
        writer.raw("]")
    }

    private mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines, let attributes):
            open("paragraph", attributes)
            key("content")
            write(inlines)
        case .heading(let level, let inlines, let attributes):
            open("heading", attributes)
            key("level")
            writer.int(level)
            key("content")
            write(inlines)
        case .blockQuote(let blocks, let attributes):
            open("blockQuote", attributes)
            key("blocks")
            write(blocks)
        case .list(let style, let items, let attributes):
            open("list", attributes)
            write(style)
            key("items")
            writer.raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.raw("{")
                var needsComma = false
                if let task = item.task {
                    writer.raw("\"task\":")
                    writer.string(task == .checked ? "checked" : "unchecked")
                    needsComma = true
                }
                if !item.attributes.isEmpty {
                    if needsComma { writer.raw(",") }
                    writer.raw("\"attributes\":")
                    write(item.attributes)
                    needsComma = true
                }
                if needsComma { writer.raw(",") }
                writer.raw("\"blocks\":")
                write(item.blocks)
                writer.raw("}")
            }
            writer.raw("]")
        case .codeBlock(let info, let text, let attributes):
            open("codeBlock", attributes)
            key("info")
            writer.string(info)
            key("text")
            writer.string(text)
        case .thematicBreak(let attributes):
            open("thematicBreak", attributes)
        case .table(let table):
            open("table", table.attributes)
            write(table)
        case .div(let attributes, let blocks):
            open("div", attributes)
            key("blocks")
            write(blocks)
        case .raw(let format, let text):
            open("raw", Attributes())
            key("format")
            writer.string(format.rawValue)
            key("text")
            writer.string(text)
        case .footnoteDefinition(let label, let blocks):
            open("footnoteDefinition", Attributes())
            key("label")
            writer.string(label)
            key("blocks")
            write(blocks)
        }
        writer.raw("}")
    }

    private mutating func write(_ style: ListStyle) {
        key("kind")
        switch style.kind {
        case .bullet:
            writer.string("bullet")
        case .ordered(let start, let delimiter):
            writer.string("ordered")
            key("start")
            writer.int(start)
            key("delimiter")
            writer.string(delimiter.rawValue)
        }
        key("tight")
        writer.bool(style.isTight)
        if style.numbering != .decimal {
            key("numbering")
            writer.string(style.numbering.rawValue)
        }
        if style.isReversed {
            key("reversed")
            writer.bool(true)
        }
    }

    private mutating func write(_ table: Table) {
        key("alignments")
        writer.strings(table.alignments.map(\.rawValue))
        key("header")
        write(table.header)
        key("body")
        write(table.body)
        if table.footerRowCount > 0 {
            key("footerRows")
            writer.int(table.footerRowCount)
        }
        if !table.caption.isEmpty {
            key("caption")
            write(table.caption)
        }
        if !table.columnGroups.isEmpty {
            key("columnGroups")
            writer.raw("[")
            for (index, group) in table.columnGroups.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.raw("{\"attributes\":")
                write(group.attributes)
                writer.raw(",\"columns\":[")
                for (columnIndex, column) in group.columns.enumerated() {
                    if columnIndex > 0 { writer.raw(",") }
                    write(column)
                }
                writer.raw("]}")
            }
            writer.raw("]")
        }
        for (name, attributes) in [("headAttributes", table.headAttributes), ("bodyAttributes", table.bodyAttributes), ("footAttributes", table.footAttributes)]
        where !attributes.isEmpty {
            key(name)
            write(attributes)
        }
    }

    private mutating func write(_ rows: [TableRow]) {
        writer.raw("[")
        for (index, row) in rows.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{")
            if !row.attributes.isEmpty {
                writer.raw("\"attributes\":")
                write(row.attributes)
                writer.raw(",")
            }
            writer.raw("\"cells\":[")
            for (cellIndex, cell) in row.cells.enumerated() {
                if cellIndex > 0 { writer.raw(",") }
                writer.raw("{")
                if cell.columnSpan != 1 {
                    writer.raw("\"colspan\":")
                    writer.int(cell.columnSpan)
                    writer.raw(",")
                }
                if cell.rowSpan != 1 {
                    writer.raw("\"rowspan\":")
                    writer.int(cell.rowSpan)
                    writer.raw(",")
                }
                if !cell.attributes.isEmpty {
                    writer.raw("\"attributes\":")
                    write(cell.attributes)
                    writer.raw(",")
                }
                writer.raw("\"blocks\":")
                write(cell.blocks)
                writer.raw("}")
            }
            writer.raw("]}")
        }
        writer.raw("]")
    }

    mutating func write(_ inlines: [Inline]) {
        writer.raw("[")
        for (index, inline) in inlines.enumerated() {
            if index > 0 { writer.raw(",") }
            write(inline)
        }
        writer.raw("]")
    }

    private mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let text):
            writer.string(text)
            return
        case .code(let text, let attributes):
            open("code", attributes)
            key("text")
            writer.string(text)
        case .softBreak:
            open("softBreak", Attributes())
        case .hardBreak:
            open("hardBreak", Attributes())
        case .emphasis(let content, let attributes):
            container("emphasis", attributes, content)
        case .strong(let content, let attributes):
            container("strong", attributes, content)
        case .strikethrough(let content, let attributes):
            container("strikethrough", attributes, content)
        case .underline(let content, let attributes):
            container("underline", attributes, content)
        case .superscript(let content, let attributes):
            container("superscript", attributes, content)
        case .subscript(let content, let attributes):
            container("subscript", attributes, content)
        case .link(let target, let content):
            open("link", target.attributes)
            write(target)
            key("content")
            write(content)
        case .image(let target, let alt):
            open("image", target.attributes)
            write(target)
            key("alt")
            write(alt)
        case .span(let attributes, let content):
            container("span", attributes, content)
        case .raw(let format, let text):
            open("raw", Attributes())
            key("format")
            writer.string(format.rawValue)
            key("text")
            writer.string(text)
        case .footnoteReference(let label):
            open("footnoteReference", Attributes())
            key("label")
            writer.string(label)
        }
        writer.raw("}")
    }

    private mutating func container(_ type: StaticString, _ attributes: Attributes, _ content: [Inline]) {
        open(type, attributes)
        key("content")
        write(content)
    }

    private func write(_ target: LinkTarget) {
        key("url")
        writer.string(target.destination)
        if !target.title.isEmpty {
            key("title")
            writer.string(target.title)
        }
    }

    /// `{"type":"…"` and, when not empty, `,"attributes":{…}`; the caller closes the object.
    private func open(_ type: StaticString, _ attributes: Attributes) {
        writer.raw("{\"type\":\"")
        writer.raw(type)
        writer.raw("\"")
        if !attributes.isEmpty {
            key("attributes")
            write(attributes)
        }
    }

    /// `,"name":`.
    private func key(_ name: StaticString) {
        writer.raw(",\"")
        writer.raw(name)
        writer.raw("\":")
    }

    private func key(_ name: String) {
        writer.raw(",")
        writer.string(name)
        writer.raw(":")
    }

    /// Attributes as an object: `element`, `id`, `classes`, `attributes` (`[name, value]`
    /// pairs, in source order), `style` (canonical CSS text); empty fields left out.
    func write(_ attributes: Attributes) {
        writer.raw("{")
        var needsComma = false
        func separate() {
            if needsComma { writer.raw(",") }
            needsComma = true
        }
        if let element = attributes.elementName {
            separate()
            writer.raw("\"element\":")
            writer.string(element)
        }
        if let id = attributes.id {
            separate()
            writer.raw("\"id\":")
            writer.string(id)
        }
        if !attributes.classes.isEmpty {
            separate()
            writer.raw("\"classes\":")
            writer.strings(attributes.classes)
        }
        if !attributes.other.isEmpty {
            separate()
            writer.raw("\"attributes\":[")
            for (index, attribute) in attributes.other.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.raw("[")
                writer.string(attribute.name)
                writer.raw(",")
                writer.string(attribute.value)
                writer.raw("]")
            }
            writer.raw("]")
        }
        if !attributes.style.isEmpty {
            separate()
            writer.raw("\"style\":")
            writer.string(attributes.style.cssText)
        }
        writer.raw("}")
    }
}
