import MarkupAST
import MarkupJSON

/// Writes blocks and inlines for ``ASTJSONRenderer``.
struct ASTJSONBlockWriter {
    let writer: JSONByteWriter

    func write(_ blocks: [Block]) {
        array(blocks) { write($0) }
    }

    /// `[e1,e2,…]`, each element written by `each`.
    private func array<Element>(_ elements: [Element], _ each: (Element) -> Void) {
        writer.raw("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { writer.raw(",") }
            each(element)
        }
        writer.raw("]")
    }

    private func write(_ block: Block) {
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
            array(items) { item in
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

    private func write(_ style: ListStyle) {
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

    private func write(_ table: Table) {
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
            array(table.columnGroups) { group in
                writer.raw("{\"attributes\":")
                write(group.attributes)
                writer.raw(",\"columns\":")
                array(group.columns) { write($0) }
                writer.raw("}")
            }
        }
        for (name, attributes) in [("headAttributes", table.headAttributes), ("bodyAttributes", table.bodyAttributes), ("footAttributes", table.footAttributes)]
        where !attributes.isEmpty {
            key(name)
            write(attributes)
        }
    }

    private func write(_ rows: [TableRow]) {
        array(rows) { row in
            writer.raw("{")
            if !row.attributes.isEmpty {
                writer.raw("\"attributes\":")
                write(row.attributes)
                writer.raw(",")
            }
            writer.raw("\"cells\":")
            array(row.cells) { cell in
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
            writer.raw("}")
        }
    }

    func write(_ inlines: [Inline]) {
        array(inlines) { write($0) }
    }

    private func write(_ inline: Inline) {
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

    private func container(_ type: StaticString, _ attributes: Attributes, _ content: [Inline]) {
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
            writer.raw("\"attributes\":")
            array(attributes.other) { attribute in writer.strings([attribute.name, attribute.value]) }
        }
        if !attributes.style.isEmpty {
            separate()
            writer.raw("\"style\":")
            writer.string(attributes.style.cssText)
        }
        writer.raw("}")
    }
}
