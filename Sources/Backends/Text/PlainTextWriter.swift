import MarkupAST

/// Writes blocks as plain text through a ``LineLayout`` (see ``PlainTextRenderer`` for the
/// choices made).
struct PlainTextWriter {
    private let options: PlainTextRenderOptions
    private(set) var layout = LineLayout()
    /// Footnote definitions met so far, written at the end of the document.
    private var footnotes: [(label: String, blocks: [Block])] = []

    /// `blocks` as plain-text bytes, the footnotes at the end.
    static func render(_ blocks: [Block], options: PlainTextRenderOptions) -> [UInt8] {
        var writer = PlainTextWriter(options: options)
        writer.writeDocument(blocks)
        return writer.layout.output.bytes
    }

    init(options: PlainTextRenderOptions) {
        self.options = options
    }

    /// Writes the top-level blocks, then the collected footnote definitions.
    mutating func writeDocument(_ blocks: [Block]) {
        write(blocks, tight: false)
        var next = 0
        while next < footnotes.count {
            let footnote = footnotes[next]
            next += 1
            layout.requestBlankLine()
            let marker = "[" + footnote.label + "] "
            layout.pushPrefix(first: marker, rest: String(repeating: " ", count: marker.count))
            if footnote.blocks.isEmpty { layout.writeLine("") }
            write(footnote.blocks, tight: false)
            layout.popPrefix()
        }
    }

    private mutating func write(_ blocks: [Block], tight: Bool) {
        for (index, block) in blocks.enumerated() {
            if index > 0, !tight { layout.requestBlankLine() }
            write(block)
        }
    }

    private mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _):
            let text = inlineText(inlines, breaks: "\n")
            if !text.isEmpty { layout.writeLines(text) }
        case .blockQuote(let blocks, _):
            layout.pushPrefix("> ")
            if blocks.isEmpty { layout.writeLine("") }
            write(blocks, tight: false)
            layout.popPrefix()
        case .list(let style, let items, _):
            writeList(style, items)
        case .codeBlock(_, let text, _):
            if !text.isEmpty { layout.writeLines(text) }
        case .thematicBreak:
            layout.writeLine("* * *")
        case .table(let table):
            writeTable(table)
        case .div(_, let blocks):
            write(blocks, tight: false)
        case .raw:
            break
        case .footnoteDefinition(let label, let blocks):
            footnotes.append((label, blocks))
        }
    }

    private mutating func writeList(_ style: ListStyle, _ items: [ListItem]) {
        var number = style.start ?? 0
        for (index, item) in items.enumerated() {
            if index > 0, !style.isTight { layout.requestBlankLine() }
            var marker: String
            if case .ordered(_, let delimiter) = style.kind {
                marker = style.numbering.counterText(number) + delimiter.rawValue + " "
                number += style.isReversed ? -1 : 1
            } else {
                marker = "- "
            }
            let width = marker.count
            if let task = item.task { marker += task == .checked ? "[x] " : "[ ] " }
            layout.pushPrefix(first: marker, rest: String(repeating: " ", count: width))
            if item.blocks.isEmpty { layout.writeLine("") }
            write(item.blocks, tight: style.isTight)
            layout.popPrefix()
        }
    }

    // MARK: - Tables

    private mutating func writeTable(_ table: Table) {
        if !table.caption.isEmpty {
            layout.writeLines(inlineText(table.caption, breaks: " "))
            layout.requestBlankLine()
        }
        let rows = (table.header + table.body).map { row in row.cells.map { cellText($0) } }
        let columns = rows.map(\.count).max() ?? 0
        guard columns > 0 else { return }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, text) in row.enumerated() { widths[column] = max(widths[column], TerminalCellWidth.width(of: text)) }
        }
        for (index, row) in rows.enumerated() {
            var line = ""
            for column in 0..<columns {
                let text = column < row.count ? row[column] : ""
                if column > 0 { line += "  " }
                line += Self.pad(text, to: widths[column], alignment: table.alignment(ofColumn: column))
            }
            while line.last == " " { line.removeLast() }
            layout.writeLine(line)
            if index + 1 == table.header.count {
                layout.writeLine(widths.map { String(repeating: "-", count: max(1, $0)) }.joined(separator: "  "))
            }
        }
    }

    /// `text` padded to `width` display cells (CJK and emoji take two, marks none, as in
    /// a terminal or a monospaced font).
    private static func pad(_ text: String, to width: Int, alignment: Table.Alignment) -> String {
        let missing = max(0, width - TerminalCellWidth.width(of: text))
        switch alignment {
        case .right: return String(repeating: " ", count: missing) + text
        case .center: return String(repeating: " ", count: missing / 2) + text + String(repeating: " ", count: missing - missing / 2)
        case .left, .none: return text + String(repeating: " ", count: missing)
        }
    }

    /// A cell on one line: inline content with breaks as spaces, block content rendered
    /// and joined with spaces.
    private func cellText(_ cell: TableCell) -> String {
        if let inlines = cell.inlineContent { return inlineText(inlines, breaks: " ") }
        var nested = PlainTextWriter(options: options)
        nested.write(cell.blocks, tight: true)
        return nested.layout.string.split(separator: "\n").joined(separator: " ")
    }

    // MARK: - Inlines

    private func inlineText(_ inlines: [Inline], breaks: String) -> String {
        var text = ""
        appendText(inlines, breaks: breaks, quoteDepth: 0, to: &text)
        return text
    }

    private func appendText(_ inlines: [Inline], breaks: String, quoteDepth: Int, to text: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let value), .code(let value, _):
                text += value
            case .softBreak, .hardBreak:
                text += breaks
            case .span(let attributes, let children) where QuotationMarks.isQuotation(attributes):
                let marks = QuotationMarks.marks(depth: quoteDepth)
                text += marks.open
                appendText(children, breaks: breaks, quoteDepth: quoteDepth + 1, to: &text)
                text += marks.close
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span, .image:
                appendText(inline.children, breaks: breaks, quoteDepth: quoteDepth, to: &text)
            case .link(let target, let children):
                let offset = text.utf8.count
                appendText(children, breaks: breaks, quoteDepth: quoteDepth, to: &text)
                let shown = String(decoding: text.utf8.dropFirst(offset), as: UTF8.self)
                let isSelfDescribing = shown == target.destination || "mailto:" + shown == target.destination
                if options.showLinkURLs, !target.destination.isEmpty, !isSelfDescribing {
                    text += " (" + target.destination + ")"
                }
            case .raw:
                break
            case .footnoteReference(let label):
                text += "[" + label + "]"
            }
        }
    }
}
