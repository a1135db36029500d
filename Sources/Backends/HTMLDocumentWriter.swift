import MarkupAST

/// The state of one HTML rendering: the output buffer and footnote bookkeeping.
struct HTMLDocumentWriter {
    let options: HTMLRenderOptions
    let footnotes: FootnoteIndex
    /// Never write a blank line: newlines in code become `&#10;` and blank lines in raw
    /// HTML are dropped. For HTML embedded in Markdown, where a blank line ends the block.
    let avoidsBlankLines: Bool
    var output = HTMLWriter()
    private var referencesWritten: [String: Int] = [:]

    init(options: HTMLRenderOptions, footnotes: FootnoteIndex, avoidsBlankLines: Bool = false) {
        self.options = options
        self.footnotes = footnotes
        self.avoidsBlankLines = avoidsBlankLines
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
                output.append("<p>")
                write(inlines)
                output.append("</p>\n")
            }
        case .heading(let level, let inlines):
            let tags = Self.headingTags[min(max(level, 1), 6) - 1]
            newlineIfNeeded()
            output.append(tags.open)
            write(inlines)
            output.append(tags.close)
        case .blockQuote(let blocks):
            newlineIfNeeded()
            output.append("<blockquote>\n")
            write(blocks, tight: false)
            newlineIfNeeded()
            output.append("</blockquote>\n")
        case .list(let style, let items):
            writeList(style, items)
        case .codeBlock(let info, let text):
            newlineIfNeeded()
            output.append("<pre><code")
            if let language = Block.language(fromInfo: info) {
                output.append(" class=\"")
                output.appendEscaped(options.languageClassPrefix + language)
                output.append("\"")
            }
            output.append(">")
            output.appendEscaped(text, newlinesAsEntities: avoidsBlankLines)
            output.append("</code></pre>\n")
        case .thematicBreak:
            newlineIfNeeded()
            output.append("<hr />\n")
        case .table(let table):
            writeTable(table)
        case .div(let attributes, let blocks):
            newlineIfNeeded()
            output.append("<div")
            writeAttributes(attributes)
            output.append(">\n")
            write(blocks, tight: false)
            newlineIfNeeded()
            output.append("</div>\n")
        case .raw(_, let html):
            newlineIfNeeded()
            if options.isTrusted {
                writeTrustedRaw(html)
                newlineIfNeeded()
            } else {
                output.append("<p>")
                output.appendEscaped(String(html.trimmingTrailingNewlines))
                output.append("</p>\n")
            }
        case .footnoteDefinition:
            break  // written together at the end, see writeFootnoteSection()
        }
    }

    private mutating func writeList(_ style: ListStyle, _ items: [ListItem]) {
        newlineIfNeeded()
        let isBullet: Bool
        switch style.kind {
        case .bullet:
            isBullet = true
            output.append("<ul>\n")
        case .ordered(let start, _):
            isBullet = false
            output.append("<ol")
            if start != 1 {
                output.append(" start=\"")
                output.append(start)
                output.append("\"")
            }
            if style.numbering != .decimal {
                output.append(" type=\"")
                output.appendRaw(style.numbering.htmlType)
                output.append("\"")
            }
            if style.isReversed { output.append(" reversed=\"\"") }
            output.append(">\n")
        }
        for item in items {
            newlineIfNeeded()
            output.append("<li>")
            if let task = item.task {
                output.append(task == .checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ")
            }
            write(item.blocks, tight: style.isTight)
            output.append("</li>\n")
        }
        newlineIfNeeded()
        output.append(isBullet ? "</ul>\n" : "</ol>\n")
    }

    private mutating func writeTable(_ table: Table) {
        newlineIfNeeded()
        output.append("<table>\n")
        if !table.caption.isEmpty {
            output.append("<caption>")
            write(table.caption)
            output.append("</caption>\n")
        }
        if !table.header.isEmpty {
            output.append("<thead>\n")
            for row in table.header { writeRow(row, isHeader: true, table: table) }
            output.append("</thead>\n")
        }
        if !table.body.isEmpty {
            output.append("<tbody>\n")
            for row in table.body { writeRow(row, isHeader: false, table: table) }
            output.append("</tbody>\n")
        }
        output.append("</table>\n")
    }

    private mutating func writeRow(_ row: TableRow, isHeader: Bool, table: Table) {
        output.append("<tr>\n")
        var column = 0
        for cell in row.cells {
            output.append(isHeader ? "<th" : "<td")
            switch table.alignment(ofColumn: column) {
            case .none: break
            case let alignment:
                output.append(" align=\"")
                output.appendRaw(alignment.rawValue)
                output.append("\"")
            }
            if cell.columnSpan > 1 {
                output.append(" colspan=\"")
                output.append(cell.columnSpan)
                output.append("\"")
            }
            if cell.rowSpan > 1 {
                output.append(" rowspan=\"")
                output.append(cell.rowSpan)
                output.append("\"")
            }
            output.append(">")
            if let inlines = cell.inlineContent {
                write(inlines)
            } else {
                output.append("\n")
                write(cell.blocks, tight: false)
            }
            output.append(isHeader ? "</th>\n" : "</td>\n")
            column += max(1, cell.columnSpan)
        }
        output.append("</tr>\n")
    }

    private mutating func writeFootnoteSection() {
        guard !footnotes.isEmpty else { return }
        newlineIfNeeded()
        output.append("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        for definition in footnotes.definitions {
            output.append("<li id=\"fn-")
            output.appendURL(definition.label)
            output.append("\">\n")
            let references = footnotes.referenceCounts[definition.label] ?? 0
            if case .paragraph(let inlines)? = definition.blocks.last {
                write(Array(definition.blocks.dropLast()), tight: false)
                newlineIfNeeded()
                output.append("<p>")
                write(inlines)
                writeBackReferences(label: definition.label, count: references, afterText: true)
                output.append("</p>\n")
            } else {
                write(definition.blocks, tight: false)
                writeBackReferences(label: definition.label, count: references, afterText: false)
            }
            newlineIfNeeded()
            output.append("</li>\n")
        }
        output.append("</ol>\n</section>\n")
    }

    /// The back-links of a footnote; the first is separated by a space only after text
    /// (after a closing block tag cmark-gfm writes it at the start of the line).
    private mutating func writeBackReferences(label: String, count: Int, afterText: Bool) {
        guard count > 0 else { return }
        for index in 1...count {
            if index > 1 || afterText { output.append(" ") }
            output.append("<a href=\"#fnref-")
            output.appendURL(label)
            if index > 1 {
                output.append("-")
                output.append(index)
            }
            output.append("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩")
            if index > 1 {
                output.append("<sup class=\"footnote-ref\">")
                output.append(index)
                output.append("</sup>")
            }
            output.append("</a>")
        }
    }

    // MARK: - Inlines

    mutating func write(_ inlines: [Inline]) {
        for inline in inlines { write(inline) }
    }

    mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let text):
            output.appendEscaped(text)
        case .code(let code):
            output.append("<code>")
            output.appendEscaped(code)
            output.append("</code>")
        case .softBreak:
            output.append("\n")
        case .hardBreak:
            output.append("<br />\n")
        case .emphasis(let children):
            wrap("<em>", "</em>", children)
        case .strong(let children):
            wrap("<strong>", "</strong>", children)
        case .strikethrough(let children):
            wrap("<del>", "</del>", children)
        case .underline(let children):
            wrap("<u>", "</u>", children)
        case .superscript(let children):
            wrap("<sup>", "</sup>", children)
        case .subscript(let children):
            wrap("<sub>", "</sub>", children)
        case .link(let target, let children):
            output.append("<a")
            writeURLAttribute(" href=\"", target.destination, asImageSource: false)
            writeTitle(target.title)
            output.append(">")
            write(children)
            output.append("</a>")
        case .image(let target, let children):
            output.append("<img")
            writeURLAttribute(" src=\"", target.destination, asImageSource: true)
            output.append(" alt=\"")
            output.appendEscaped(Inline.plainText(of: children, softBreak: " ", hardBreak: " ", includingRawMarkup: true))
            output.append("\"")
            writeTitle(target.title)
            if let width = target.width {
                output.append(" width=\"")
                output.append(width)
                output.append("\"")
            }
            if let height = target.height {
                output.append(" height=\"")
                output.append(height)
                output.append("\"")
            }
            output.append(" />")
        case .span(let attributes, let children):
            output.append("<span")
            writeAttributes(attributes)
            output.append(">")
            write(children)
            output.append("</span>")
        case .raw(_, let html):
            if options.isTrusted {
                writeTrustedRaw(html)
            } else {
                output.appendEscaped(html)
            }
        case .footnoteReference(let label):
            writeFootnoteReference(label)
        }
    }

    private mutating func wrap(_ open: StaticString, _ close: StaticString, _ children: [Inline]) {
        output.append(open)
        write(children)
        output.append(close)
    }

    private static let headingTags: [(open: StaticString, close: StaticString)] = [
        ("<h1>", "</h1>\n"), ("<h2>", "</h2>\n"), ("<h3>", "</h3>\n"), ("<h4>", "</h4>\n"), ("<h5>", "</h5>\n"), ("<h6>", "</h6>\n"),
    ]

    private mutating func writeFootnoteReference(_ label: String) {
        guard let number = footnotes.numbers[label] else {
            output.appendEscaped("[^\(label)]")
            return
        }
        let occurrence = referencesWritten[label, default: 0] + 1
        referencesWritten[label] = occurrence
        output.append("<sup class=\"footnote-ref\"><a href=\"#fn-")
        output.appendURL(label)
        output.append("\" id=\"fnref-")
        output.appendURL(label)
        if occurrence > 1 {
            output.append("-")
            output.append(occurrence)
        }
        output.append("\" data-footnote-ref>")
        output.append(number)
        output.append("</a></sup>")
    }

    /// Writes ` href="…"`/` src="…"` (`opening` is the attribute up to its quote), or
    /// nothing when safe mode drops the URL.
    private mutating func writeURLAttribute(_ opening: StaticString, _ url: String, asImageSource: Bool) {
        guard options.isTrusted || !URLSafety.isDangerous(url, asImageSource: asImageSource) else { return }
        output.append(opening)
        output.appendURL(url)
        output.append("\"")
    }

    private mutating func writeTitle(_ title: String) {
        guard !title.isEmpty else { return }
        output.append(" title=\"")
        output.appendEscaped(title)
        output.append("\"")
    }

    private mutating func writeAttributes(_ attributes: Attributes) {
        if let id = attributes.id {
            output.append(" id=\"")
            output.appendEscaped(id)
            output.append("\"")
        }
        if !attributes.classes.isEmpty {
            output.append(" class=\"")
            output.appendEscaped(attributes.classes.joined(separator: " "))
            output.append("\"")
        }
        let style = options.isTrusted ? attributes.style : Self.safeSubset(of: attributes.style)
        if !style.isEmpty {
            output.append(" style=\"")
            output.appendEscaped(style.cssText)
            output.append("\"")
        }
    }

    /// The properties the safe default keeps from parsed inline CSS (sanitizer.md §3.4):
    /// alignment, colours, weight, style, decoration and vertical alignment, rebuilt from
    /// typed values, never with `!important`.
    private static let safeStyleProperties: Set<CSSProperty> = [
        .textAlign, .color, .backgroundColor, .fontWeight, .fontStyle, .textDecorationLine, .textDecorationStyle,
        .textDecorationColor, .verticalAlign,
    ]

    private static func safeSubset(of style: InlineStyle) -> InlineStyle {
        guard !style.isEmpty else { return style }
        return InlineStyle(
            style.declarations.lazy.filter { safeStyleProperties.contains($0.property) }.map { StyleDeclaration($0.value) })
    }

    private mutating func writeTrustedRaw(_ html: String) {
        let html = avoidsBlankLines ? Self.withoutBlankLines(html) : html
        if options.tagFilter {
            TagFilter.append(html, to: &output)
        } else {
            output.appendRaw(html)
        }
    }

    /// `text` without its empty (or whitespace-only) lines.
    private static func withoutBlankLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
            .joined(separator: "\n")
    }

    private mutating func newlineIfNeeded() {
        output.newlineIfNeeded()
    }
}
