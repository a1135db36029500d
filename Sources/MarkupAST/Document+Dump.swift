/// A stable, line-oriented text dump of a tree for tests and debugging.
///
/// One node per line, children indented by two spaces, strings quoted with `\n`, `\t`,
/// `\"`, `\\` and `\u{…}` escapes. The format only grows: existing lines never change.
///
/// ```
/// document
///   heading 1
///     text "Title"
/// ```
extension Document {
    /// The dump of the whole document.
    public var dump: String {
        var writer = TreeDumpWriter()
        writer.line("document", depth: 0)
        if let frontMatter {
            writer.line("frontMatter \(frontMatter.format.rawValue) \(writer.quoted(frontMatter.text))", depth: 1)
        }
        for block in blocks { writer.write(block, depth: 1) }
        return writer.output
    }
}

extension Block {
    /// The dump of this block alone.
    public var dump: String {
        var writer = TreeDumpWriter()
        writer.write(self, depth: 0)
        return writer.output
    }
}

struct TreeDumpWriter {
    var output = ""

    mutating func line(_ text: String, depth: Int) {
        output += String(repeating: "  ", count: depth)
        output += text
        output += "\n"
    }

    mutating func write(_ block: Block, depth: Int) {
        switch block {
        case .paragraph(let inlines, let attributes):
            line("paragraph\(describe(attributes))", depth: depth)
            write(inlines, depth: depth + 1)
        case .heading(let level, let inlines, let attributes):
            line("heading \(level)\(describe(attributes))", depth: depth)
            write(inlines, depth: depth + 1)
        case .blockQuote(let blocks, let attributes):
            line("blockQuote\(describe(attributes))", depth: depth)
            write(blocks, depth: depth + 1)
        case .list(let style, let items, let attributes):
            line("list \(describe(style))\(describe(attributes))", depth: depth)
            for item in items {
                let task = item.task.map { $0 == .checked ? " [x]" : " [ ]" } ?? ""
                line("item\(task)\(describe(item.attributes))", depth: depth + 1)
                write(item.blocks, depth: depth + 2)
            }
        case .codeBlock(let info, let text, let attributes):
            line("codeBlock \(quoted(info)) \(quoted(text))\(describe(attributes))", depth: depth)
        case .thematicBreak(let attributes):
            line("thematicBreak\(describe(attributes))", depth: depth)
        case .table(let table):
            let aligns = table.alignments.map(\.rawValue).joined(separator: ",")
            line("table [\(aligns)]\(describe(table.attributes))", depth: depth)
            for group in table.columnGroups {
                line("colgroup\(describe(group.attributes))", depth: depth + 1)
                for column in group.columns { line("col\(describe(column))", depth: depth + 2) }
            }
            if !table.caption.isEmpty {
                line("caption", depth: depth + 1)
                write(table.caption, depth: depth + 2)
            }
            for row in table.header { write(row, kind: "headerRow", depth: depth + 1) }
            let footStart = table.body.count - table.footerRowCount
            for (index, row) in table.body.enumerated() {
                write(row, kind: index < footStart ? "row" : "footerRow", depth: depth + 1)
            }
        case .div(let attributes, let blocks):
            line("div\(describe(attributes))", depth: depth)
            write(blocks, depth: depth + 1)
        case .raw(let format, let text):
            line("raw \(format.rawValue) \(quoted(text))", depth: depth)
        case .footnoteDefinition(let label, let blocks):
            line("footnoteDefinition \(quoted(label))", depth: depth)
            write(blocks, depth: depth + 1)
        }
    }

    mutating func write(_ blocks: [Block], depth: Int) {
        for block in blocks { write(block, depth: depth) }
    }

    mutating func write(_ row: TableRow, kind: String, depth: Int) {
        line(kind + describe(row.attributes), depth: depth)
        for cell in row.cells {
            var spans = ""
            if cell.columnSpan != 1 { spans += " colspan=\(cell.columnSpan)" }
            if cell.rowSpan != 1 { spans += " rowspan=\(cell.rowSpan)" }
            line("cell\(spans)\(describe(cell.attributes))", depth: depth + 1)
            write(cell.blocks, depth: depth + 2)
        }
    }

    mutating func write(_ inlines: [Inline], depth: Int) {
        for inline in inlines { write(inline, depth: depth) }
    }

    /// Containers recurse here; leaves go to ``writeLeaf(_:depth:)`` so that the recursive
    /// frame stays small (deep trees, up to the nesting cap, on small thread stacks).
    mutating func write(_ inline: Inline, depth: Int) {
        if let formatting = inline.formatting {
            line(formatting.kind.rawValue + describe(formatting.attributes), depth: depth)
            write(formatting.children, depth: depth + 1)
            return
        }
        switch inline {
        case .link(let target, let children):
            line("link \(describe(target))", depth: depth)
            write(children, depth: depth + 1)
        case .image(let target, let children):
            line("image \(describe(target))", depth: depth)
            write(children, depth: depth + 1)
        case .span(let attributes, let children):
            line("span\(describe(attributes))", depth: depth)
            write(children, depth: depth + 1)
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript,
             .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
            writeLeaf(inline, depth: depth)
        }
    }

    @inline(never)
    mutating func writeLeaf(_ inline: Inline, depth: Int) {
        switch inline {
        case .text(let text): line("text \(quoted(text))", depth: depth)
        case .code(let text, let attributes): line("code \(quoted(text))\(describe(attributes))", depth: depth)
        case .softBreak: line("softBreak", depth: depth)
        case .hardBreak: line("hardBreak", depth: depth)
        case .raw(let format, let text): line("raw \(format.rawValue) \(quoted(text))", depth: depth)
        case .footnoteReference(let label): line("footnoteReference \(quoted(label))", depth: depth)
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .link, .image, .span:
            write(inline, depth: depth)
        }
    }

    func describe(_ style: ListStyle) -> String {
        let spacing = style.isTight ? "tight" : "loose"
        switch style.kind {
        case .bullet: return "bullet \(spacing)"
        case .ordered(let start, let delimiter):
            let numbering = style.numbering == .decimal ? "" : " \(style.numbering.rawValue)"
            let direction = style.isReversed ? " reversed" : ""
            return "ordered \(start)\(delimiter.rawValue)\(numbering)\(direction) \(spacing)"
        }
    }

    func describe(_ target: LinkTarget) -> String {
        let title = target.title.isEmpty ? "" : " title=\(quoted(target.title))"
        return quoted(target.destination) + title + describe(target.attributes)
    }

    func describe(_ attributes: Attributes) -> String {
        var parts = ""
        if let name = attributes.elementName { parts += " <\(name)>" }
        if let id = attributes.id { parts += " #\(quoted(id))" }
        for cls in attributes.classes { parts += " .\(quoted(cls))" }
        for attribute in attributes.other { parts += " \(attribute.name)=\(quoted(attribute.value))" }
        if !attributes.style.isEmpty { parts += " style={\(attributes.style.cssText)}" }
        return parts
    }

    func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
