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
            let code = text.trimmingTrailingNewlines
            guard !code.isEmpty else { break }
            // Set apart even in a tight list item or a table cell: blank lines around, and
            // indented by four spaces.
            if !layout.isAtPendingPrefix { layout.requestBlankLine() }
            layout.pushPrefix("    ")
            layout.writeLines(String(code))
            layout.popPrefix()
            layout.requestBlankLine()
        case .thematicBreak:
            layout.writeLine("* * *")
        case .table(let table):
            writeTable(table)
        case .div(let attributes, let blocks) where EmbeddedMedia(attributes: attributes, blocks: blocks) != nil:
            // An embedded frame reads as a paragraph naming it (see `appendText`); a video
            // holding blocks keeps its `<source>`s, which are in its paragraphs.
            let sources = blocks.flatMap { block -> [Inline] in
                guard case .paragraph(let inlines, _) = block else { return [] }
                return inlines.filter { if case .span(let source, _) = $0 { return source.elementName == "source" } else { return false } }
            }
            write([.paragraph([.span(attributes, sources)])], tight: false)
        case .div(_, let blocks):
            write(blocks, tight: false)
        case .raw:
            break
        case .footnoteDefinition(let label, let blocks):
            footnotes.append((label, blocks))
        }
    }

    private mutating func writeList(_ style: ListStyle, _ items: [ListItem]) {
        for (index, item) in items.enumerated() {
            if index > 0, !style.isTight { layout.requestBlankLine() }
            var marker = style.orderedMarker(ofItemAt: index).map { $0 + " " } ?? "- "
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
        let rows = (table.header + table.body).map { row in
            row.cells.map { PlainTextTable.Cell(lines: cellLines($0), columnSpan: $0.columnSpan, rowSpan: $0.rowSpan) }
        }
        let grid = PlainTextTable(rows: rows, headerRowCount: table.header.count, alignment: table.alignment(ofColumn:))
        for line in grid.lines { layout.writeLine(line) }
    }

    /// A cell's lines: its line breaks, and its blocks one after the other (paragraphs,
    /// list items, a nested table's rows each on their own lines, with no blank lines).
    private func cellLines(_ cell: TableCell) -> [String] {
        let text: String
        if let inlines = cell.inlineContent {
            text = inlineText(inlines, breaks: "\n")
        } else {
            var nested = PlainTextWriter(options: options)
            nested.write(cell.blocks, tight: true)
            text = nested.layout.string
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    // MARK: - Inlines

    private func inlineText(_ inlines: [Inline], breaks: String) -> String {
        var text = InlineText()
        appendText(inlines, breaks: breaks, quoteDepth: 0, to: &text)
        return text.value
    }

    /// Text being built from inlines, and where the last image or form control ended in it,
    /// so that the next one is not glued to it (`LinkedIn Instagram`, not `LinkedInInstagram`).
    private struct InlineText {
        var value = ""
        /// The UTF-8 length of ``value`` right after the last image or control.
        var atomEnd: Int?
        /// Whether the last thing written was a form control, which text must not touch.
        var endsWithControl = false

        /// Appends text, spaced from a form control written just before.
        mutating func append(_ text: String) {
            if endsWithControl, let first = text.unicodeScalars.first, !first.properties.isWhitespace { value += " " }
            endsWithControl = false
            value += text
        }

        /// Makes room for an image or a control: a space when the text ends with a word that
        /// is another image or control (or, for a control, any word).
        mutating func separateAtom(isControl: Bool) {
            defer { endsWithControl = false }
            guard let last = value.unicodeScalars.last, !last.properties.isWhitespace else { return }
            if isControl || endsWithControl || atomEnd == value.utf8.count { value += " " }
        }
    }

    private func appendText(_ inlines: [Inline], breaks: String, quoteDepth: Int, to text: inout InlineText) {
        for inline in inlines {
            switch inline {
            case .text(let value), .code(let value, _):
                text.append(value)
            case .softBreak, .hardBreak:
                text.append(breaks)
            case .span(let attributes, let children) where QuotationMarks.isQuotation(attributes):
                let marks = QuotationMarks.marks(depth: quoteDepth)
                text.append(marks.open)
                appendText(children, breaks: breaks, quoteDepth: quoteDepth + 1, to: &text)
                text.append(marks.close)
            case .span(let attributes, let children) where EmbeddedMedia.isMediaElement(attributes.elementName):
                // Media read as their link: `Video: Launch`, the URL with `--link-urls`.
                if let media = EmbeddedMedia(attributes: attributes, children: children) {
                    appendText([.link(LinkTarget(destination: media.url), [.text(media.linkText)])], breaks: breaks, quoteDepth: quoteDepth, to: &text)
                } else {
                    appendText(children, breaks: breaks, quoteDepth: quoteDepth, to: &text)
                }
            case .span(let attributes, let children) where Self.isFormControl(attributes):
                text.separateAtom(isControl: true)
                appendText(children, breaks: breaks, quoteDepth: quoteDepth, to: &text)
                text.endsWithControl = true
                text.atomEnd = text.value.utf8.count
            case .image(_, let alternative):
                text.separateAtom(isControl: false)
                let before = text.value.utf8.count
                appendText(alternative, breaks: breaks, quoteDepth: quoteDepth, to: &text)
                if text.value.utf8.count > before { text.atomEnd = text.value.utf8.count }
            case .superscript(let children, _):
                text.append(ScriptCharacters.superscript(scriptText(children, quoteDepth: quoteDepth)))
            case .subscript(let children, _):
                text.append(ScriptCharacters.subscript(scriptText(children, quoteDepth: quoteDepth)))
            case .emphasis, .strong, .strikethrough, .underline, .span:
                appendText(inline.children, breaks: breaks, quoteDepth: quoteDepth, to: &text)
            case .link(let target, let children):
                let offset = text.value.utf8.count
                appendText(children, breaks: breaks, quoteDepth: quoteDepth, to: &text)
                let shown = String(decoding: text.value.utf8.dropFirst(offset), as: UTF8.self)
                let isSelfDescribing = shown == target.destination || "mailto:" + shown == target.destination
                if options.showLinkURLs, !target.destination.isEmpty, !isSelfDescribing {
                    text.append(" (" + target.destination + ")")
                }
            case .raw:
                break
            case .footnoteReference(let label):
                text.append("[" + label + "]")
            }
        }
    }

    /// The text of a superscript's or subscript's content, on one line.
    private func scriptText(_ inlines: [Inline], quoteDepth: Int) -> String {
        var text = InlineText()
        appendText(inlines, breaks: " ", quoteDepth: quoteDepth, to: &text)
        return text.value
    }

    /// Whether `attributes` are those of a form control the HTML reader kept as its shown
    /// text (`input`, `button`, `select`, `textarea`).
    private static func isFormControl(_ attributes: Attributes) -> Bool {
        guard let name = attributes.elementName else { return false }
        return name == "input" || name == "button" || name == "select" || name == "textarea"
    }
}
