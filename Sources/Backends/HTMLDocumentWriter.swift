import MarkupAST

/// The state of one HTML rendering: the output buffer and footnote bookkeeping.
struct HTMLDocumentWriter {
    let options: HTMLRenderOptions
    let footnotes: FootnoteIndex
    var output = ""
    private var referencesWritten: [String: Int] = [:]

    init(options: HTMLRenderOptions, footnotes: FootnoteIndex) {
        self.options = options
        self.footnotes = footnotes
    }

    mutating func write(_ document: Document) {
        write(document.blocks, tight: false)
        writeFootnoteSection()
    }

    // MARK: - Blocks

    mutating func write(_ blocks: [Block], tight: Bool) {
        for block in blocks { write(block, tight: tight) }
    }

    mutating func write(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let inlines):
            if tight {
                write(inlines)
            } else {
                newlineIfNeeded()
                output += "<p>"
                write(inlines)
                output += "</p>\n"
            }
        case .heading(let level, let inlines):
            let tag = "h\(min(max(level, 1), 6))"
            newlineIfNeeded()
            output += "<\(tag)>"
            write(inlines)
            output += "</\(tag)>\n"
        case .blockQuote(let blocks):
            newlineIfNeeded()
            output += "<blockquote>\n"
            write(blocks, tight: false)
            newlineIfNeeded()
            output += "</blockquote>\n"
        case .list(let style, let items):
            writeList(style, items)
        case .codeBlock(let info, let text):
            newlineIfNeeded()
            output += "<pre><code"
            if let language = Block.language(fromInfo: info) {
                output += " class=\""
                HTMLEscaping.appendText(options.languageClassPrefix + language, to: &output)
                output += "\""
            }
            output += ">"
            HTMLEscaping.appendText(text, to: &output)
            output += "</code></pre>\n"
        case .thematicBreak:
            newlineIfNeeded()
            output += "<hr />\n"
        case .table(let table):
            writeTable(table)
        case .div(let attributes, let blocks):
            newlineIfNeeded()
            output += "<div"
            writeAttributes(attributes)
            output += ">\n"
            write(blocks, tight: false)
            newlineIfNeeded()
            output += "</div>\n"
        case .raw(_, let html):
            newlineIfNeeded()
            if options.isTrusted {
                writeTrustedRaw(html)
                newlineIfNeeded()
            } else {
                output += "<p>"
                HTMLEscaping.appendText(String(html.trimmingTrailingNewlines), to: &output)
                output += "</p>\n"
            }
        case .footnoteDefinition:
            break  // written together at the end, see writeFootnoteSection()
        }
    }

    private mutating func writeList(_ style: ListStyle, _ items: [ListItem]) {
        newlineIfNeeded()
        let tag: String
        switch style.kind {
        case .bullet:
            tag = "ul"
            output += "<ul>\n"
        case .ordered(let start, _):
            tag = "ol"
            output += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
        }
        for item in items {
            newlineIfNeeded()
            output += "<li>"
            if let task = item.task {
                output += task == .checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> "
            }
            write(item.blocks, tight: style.isTight)
            output += "</li>\n"
        }
        newlineIfNeeded()
        output += "</\(tag)>\n"
    }

    private mutating func writeTable(_ table: Table) {
        newlineIfNeeded()
        output += "<table>\n"
        if !table.caption.isEmpty {
            output += "<caption>"
            write(table.caption)
            output += "</caption>\n"
        }
        if !table.header.isEmpty {
            output += "<thead>\n"
            for row in table.header { writeRow(row, cellTag: "th", table: table) }
            output += "</thead>\n"
        }
        if !table.body.isEmpty {
            output += "<tbody>\n"
            for row in table.body { writeRow(row, cellTag: "td", table: table) }
            output += "</tbody>\n"
        }
        output += "</table>\n"
    }

    private mutating func writeRow(_ row: TableRow, cellTag: String, table: Table) {
        output += "<tr>\n"
        var column = 0
        for cell in row.cells {
            output += "<\(cellTag)"
            switch table.alignment(ofColumn: column) {
            case .none: break
            case let alignment: output += " align=\"\(alignment.rawValue)\""
            }
            if cell.columnSpan > 1 { output += " colspan=\"\(cell.columnSpan)\"" }
            if cell.rowSpan > 1 { output += " rowspan=\"\(cell.rowSpan)\"" }
            output += ">"
            if let inlines = cell.inlineContent {
                write(inlines)
            } else {
                output += "\n"
                write(cell.blocks, tight: false)
            }
            output += "</\(cellTag)>\n"
            column += max(1, cell.columnSpan)
        }
        output += "</tr>\n"
    }

    private mutating func writeFootnoteSection() {
        guard !footnotes.isEmpty else { return }
        newlineIfNeeded()
        output += "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
        for definition in footnotes.definitions {
            output += "<li id=\"fn-"
            HTMLEscaping.appendURL(definition.label, to: &output)
            output += "\">\n"
            let references = footnotes.referenceCounts[definition.label] ?? 0
            if case .paragraph(let inlines)? = definition.blocks.last {
                write(Array(definition.blocks.dropLast()), tight: false)
                newlineIfNeeded()
                output += "<p>"
                write(inlines)
                writeBackReferences(label: definition.label, count: references)
                output += "</p>\n"
            } else {
                write(definition.blocks, tight: false)
                writeBackReferences(label: definition.label, count: references)
            }
            newlineIfNeeded()
            output += "</li>\n"
        }
        output += "</ol>\n</section>\n"
    }

    private mutating func writeBackReferences(label: String, count: Int) {
        guard count > 0 else { return }
        for index in 1...count {
            output += " <a href=\"#fnref-"
            HTMLEscaping.appendURL(label, to: &output)
            if index > 1 { output += "-\(index)" }
            output += "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩"
            if index > 1 { output += "<sup class=\"footnote-ref\">\(index)</sup>" }
            output += "</a>"
        }
    }

    // MARK: - Inlines

    mutating func write(_ inlines: [Inline]) {
        for inline in inlines { write(inline) }
    }

    mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let text):
            HTMLEscaping.appendText(text, to: &output)
        case .code(let code):
            output += "<code>"
            HTMLEscaping.appendText(code, to: &output)
            output += "</code>"
        case .softBreak:
            output += "\n"
        case .hardBreak:
            output += "<br />\n"
        case .emphasis(let children):
            wrap("em", children)
        case .strong(let children):
            wrap("strong", children)
        case .strikethrough(let children):
            wrap("del", children)
        case .link(let target, let children):
            output += "<a"
            if options.isTrusted || !URLSafety.isDangerous(target.destination, asImageSource: false) {
                output += " href=\""
                HTMLEscaping.appendURL(target.destination, to: &output)
                output += "\""
            }
            writeTitle(target.title)
            output += ">"
            write(children)
            output += "</a>"
        case .image(let target, let children):
            output += "<img"
            if options.isTrusted || !URLSafety.isDangerous(target.destination, asImageSource: true) {
                output += " src=\""
                HTMLEscaping.appendURL(target.destination, to: &output)
                output += "\""
            }
            output += " alt=\""
            HTMLEscaping.appendText(Self.altText(children), to: &output)
            output += "\""
            writeTitle(target.title)
            output += " />"
        case .span(let attributes, let children):
            output += "<span"
            writeAttributes(attributes)
            output += ">"
            write(children)
            output += "</span>"
        case .raw(_, let html):
            if options.isTrusted {
                writeTrustedRaw(html)
            } else {
                HTMLEscaping.appendText(html, to: &output)
            }
        case .footnoteReference(let label):
            writeFootnoteReference(label)
        }
    }

    private mutating func wrap(_ tag: String, _ children: [Inline]) {
        output += "<\(tag)>"
        write(children)
        output += "</\(tag)>"
    }

    private mutating func writeFootnoteReference(_ label: String) {
        guard let number = footnotes.numbers[label] else {
            HTMLEscaping.appendText("[^\(label)]", to: &output)
            return
        }
        let occurrence = referencesWritten[label, default: 0] + 1
        referencesWritten[label] = occurrence
        output += "<sup class=\"footnote-ref\"><a href=\"#fn-"
        HTMLEscaping.appendURL(label, to: &output)
        output += "\" id=\"fnref-"
        HTMLEscaping.appendURL(label, to: &output)
        if occurrence > 1 { output += "-\(occurrence)" }
        output += "\" data-footnote-ref>\(number)</a></sup>"
    }

    private mutating func writeTitle(_ title: String) {
        guard !title.isEmpty else { return }
        output += " title=\""
        HTMLEscaping.appendText(title, to: &output)
        output += "\""
    }

    private mutating func writeAttributes(_ attributes: Attributes) {
        if let id = attributes.id {
            output += " id=\""
            HTMLEscaping.appendText(id, to: &output)
            output += "\""
        }
        if !attributes.classes.isEmpty {
            output += " class=\""
            HTMLEscaping.appendText(attributes.classes.joined(separator: " "), to: &output)
            output += "\""
        }
    }

    private mutating func writeTrustedRaw(_ html: String) {
        if options.tagFilter {
            TagFilter.append(html, to: &output)
        } else {
            output += html
        }
    }

    private mutating func newlineIfNeeded() {
        if let last = output.utf8.last, last != UInt8(ascii: "\n") {
            output += "\n"
        }
    }

    /// An image's alt text as cmark-gfm writes it: text, code and raw markup verbatim,
    /// breaks as spaces.
    static func altText(_ inlines: [Inline]) -> String {
        var text = ""
        appendAltText(inlines, to: &text)
        return text
    }

    private static func appendAltText(_ inlines: [Inline], to text: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let value), .code(let value), .raw(_, let value): text += value
            case .softBreak, .hardBreak: text += " "
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                 .link(_, let children), .image(_, let children), .span(_, let children):
                appendAltText(children, to: &text)
            case .footnoteReference: break
            }
        }
    }
}

extension String {
    /// The string without trailing `\n` characters.
    var trimmingTrailingNewlines: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == "\n" { end = index(before: end) }
        return self[..<end]
    }
}
