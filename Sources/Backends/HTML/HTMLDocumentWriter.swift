import MarkupAST

/// The state of one HTML rendering: the output buffer and footnote bookkeeping.
///
/// Every element-like node is written under its own element: the node's default (`<p>`,
/// `<strong>`, `<div>`…) or the name its ``MarkupAST/Attributes/elementName`` keeps (see
/// ``HTMLElementNames``), with its attributes.
struct HTMLDocumentWriter {
    let options: HTMLRenderOptions
    let footnotes: FootnoteIndex
    /// Never write a blank line: newlines in code become `&#10;` and blank lines in raw
    /// HTML are dropped. For HTML embedded in Markdown, where a blank line ends the block.
    let avoidsBlankLines: Bool
    /// Element names and attributes go through the safe allow-list (``HTMLElementNames``);
    /// by default whenever the output is not trusted. The Markdown writer's HTML fallbacks
    /// pass raw HTML through but keep to the allow-list for what the tree holds.
    let keepsToSafeNames: Bool
    var output = HTMLWriter()
    private var referencesWritten: [String: Int] = [:]

    /// `document` as HTML fragment bytes.
    static func render(_ document: Document, options: HTMLRenderOptions) -> [UInt8] {
        var writer = HTMLDocumentWriter(options: options, footnotes: FootnoteIndex(document))
        writer.write(document)
        return writer.output.bytes
    }

    init(options: HTMLRenderOptions, footnotes: FootnoteIndex, avoidsBlankLines: Bool = false, keepsToSafeNames: Bool? = nil) {
        self.options = options
        self.footnotes = footnotes
        self.avoidsBlankLines = avoidsBlankLines
        self.keepsToSafeNames = keepsToSafeNames ?? !options.isTrusted
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
        case .paragraph(let inlines, let attributes):
            if tight && attributes.isEmpty {
                write(inlines)
            } else {
                newlineIfNeeded()
                let name = openTag("p", attributes, among: HTMLElementNames.safeBlocks)
                write(inlines)
                closeTag(name)
                output.append("\n")
            }
        case .heading(let level, let inlines, let attributes):
            newlineIfNeeded()
            let name = openTag(Self.headingNames[min(max(level, 1), 6) - 1], attributes.named(nil), among: [])
            write(inlines)
            closeTag(name)
            output.append("\n")
        case .blockQuote(let blocks, let attributes):
            newlineIfNeeded()
            let name = openTag("blockquote", attributes, among: HTMLElementNames.safeBlocks)
            output.append("\n")
            write(blocks, tight: false)
            newlineIfNeeded()
            closeTag(name)
            output.append("\n")
        case .list(let style, let items, let attributes):
            writeList(style, items, attributes: attributes)
        case .codeBlock(let info, let text, let attributes):
            newlineIfNeeded()
            openTag("pre", attributes.named(nil), among: [])
            output.append("<code")
            if let language = Block.language(fromInfo: info) {
                output.append(" class=\"")
                output.appendEscaped(options.languageClassPrefix + language)
                output.append("\"")
            }
            output.append(">")
            output.appendEscaped(text, newlinesAsEntities: avoidsBlankLines)
            output.append("</code></pre>\n")
        case .thematicBreak(let attributes):
            newlineIfNeeded()
            openTag("hr", attributes.named(nil), among: [], selfClosing: true)
            output.append("\n")
        case .table(let table):
            writeTable(table)
        case .div(let attributes, let blocks):
            newlineIfNeeded()
            let name = openTag("div", attributes, among: HTMLElementNames.safeBlocks)
            if let element = attributes.elementName, HTMLElementNames.phrasingBlocks.contains(element), blocks.count == 1,
               case .paragraph(let inlines, let paragraphAttributes) = blocks[0], paragraphAttributes.isEmpty {
                write(inlines)
            } else {
                output.append("\n")
                write(blocks, tight: false)
                newlineIfNeeded()
            }
            closeTag(name)
            output.append("\n")
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

    private mutating func writeList(_ style: ListStyle, _ items: [ListItem], attributes: Attributes) {
        newlineIfNeeded()
        var modelled: [(name: StaticString, value: String)] = []
        let defaultName: StaticString
        switch style.kind {
        case .bullet:
            defaultName = "ul"
        case .ordered(let start, _):
            defaultName = "ol"
            if start != 1 { modelled.append(("start", String(start))) }
            if style.numbering != .decimal { modelled.append(("type", style.numbering.htmlType)) }
            if style.isReversed { modelled.append(("reversed", "")) }
        }
        let name = openTag(defaultName, attributes, among: HTMLElementNames.safeLists, modelled: modelled)
        output.append("\n")
        for item in items {
            newlineIfNeeded()
            openTag("li", item.attributes.named(nil), among: [])
            if let task = item.task {
                output.append(task == .checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ")
            }
            write(item.blocks, tight: style.isTight)
            output.append("</li>\n")
        }
        newlineIfNeeded()
        closeTag(name)
        output.append("\n")
    }

    private mutating func writeTable(_ table: Table) {
        newlineIfNeeded()
        openTag("table", table.attributes.named(nil), among: [])
        output.append("\n")
        if !table.caption.isEmpty {
            output.append("<caption>")
            write(table.caption)
            output.append("</caption>\n")
        }
        for group in table.columnGroups {
            openTag("colgroup", group.attributes.named(nil), among: [])
            for column in group.columns {
                openTag("col", column.named(nil), among: [], selfClosing: true)
            }
            output.append("</colgroup>\n")
        }
        if !table.header.isEmpty {
            output.append("<thead>\n")
            for row in table.header { writeRow(row, isHeader: true, table: table) }
            output.append("</thead>\n")
        }
        let footStart = table.body.count - table.footerRowCount
        if footStart > 0 {
            output.append("<tbody>\n")
            for row in table.body[..<footStart] { writeRow(row, isHeader: false, table: table) }
            output.append("</tbody>\n")
        }
        if footStart < table.body.count {
            output.append("<tfoot>\n")
            for row in table.body[footStart...] { writeRow(row, isHeader: false, table: table) }
            output.append("</tfoot>\n")
        }
        output.append("</table>\n")
    }

    private mutating func writeRow(_ row: TableRow, isHeader: Bool, table: Table) {
        openTag("tr", row.attributes.named(nil), among: [])
        output.append("\n")
        var column = 0
        for cell in row.cells {
            var modelled: [(name: StaticString, value: String)] = []
            let alignment = table.alignment(ofColumn: column)
            if alignment != .none, cell.attributes.style.textAlign == nil { modelled.append(("align", alignment.rawValue)) }
            if cell.columnSpan > 1 { modelled.append(("colspan", String(cell.columnSpan))) }
            if cell.rowSpan > 1 { modelled.append(("rowspan", String(cell.rowSpan))) }
            let name = openTag(isHeader ? "th" : "td", cell.attributes, among: ["td", "th"], modelled: modelled)
            if let inlines = cell.inlineContent, Self.isPlain(cell.blocks) {
                write(inlines)
            } else {
                output.append("\n")
                write(cell.blocks, tight: false)
            }
            closeTag(name)
            output.append("\n")
            column += max(1, cell.columnSpan)
        }
        output.append("</tr>\n")
    }

    /// Whether a cell's blocks are written as bare inline content: none, or one paragraph
    /// without attributes.
    private static func isPlain(_ blocks: [Block]) -> Bool {
        guard blocks.count == 1 else { return true }
        if case .paragraph(_, let attributes) = blocks[0] { return attributes.isEmpty }
        return false
    }

    private mutating func writeFootnoteSection() {
        guard !footnotes.isEmpty else { return }
        newlineIfNeeded()
        output.append("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        // Every reference of the body has been written (and counted); add those inside notes.
        var referenceCounts = referencesWritten
        referenceCounts.merge(footnotes.referenceCountsInDefinitions(), uniquingKeysWith: +)
        for definition in footnotes.definitions {
            output.append("<li id=\"fn-")
            output.appendURL(definition.label)
            output.append("\">\n")
            let references = referenceCounts[definition.label] ?? 0
            if case .paragraph(let inlines, let attributes)? = definition.blocks.last, attributes.isEmpty {
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
        case .code(let code, let attributes):
            let name = openTag("code", attributes, among: HTMLElementNames.safeInlines)
            output.appendEscaped(code)
            closeTag(name)
        case .softBreak:
            output.append("\n")
        case .hardBreak:
            output.append("<br />\n")
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript:
            guard let formatting = inline.formatting else { return }
            wrap(formatting.kind.defaultElementName, formatting.attributes, formatting.children)
        case .link(let target, let children):
            output.append("<a")
            writeURLAttribute(" href=\"", target.destination, asImageSource: false)
            writeTitle(target.title)
            writeAttributes(target.attributes, element: "a")
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
            writeAttributes(target.attributes, element: "img", skipping: ["width", "height"])
            output.append(" />")
        case .span(let attributes, let children):
            wrap("span", attributes, children)
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

    private mutating func wrap(_ defaultName: StaticString, _ attributes: Attributes, _ children: [Inline]) {
        let name = openTag(defaultName, attributes, among: HTMLElementNames.safeInlines)
        write(children)
        closeTag(name)
    }

    private static let headingNames: [StaticString] = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// The name an element was written under: a literal default, or a name known only at
    /// run time (one its attributes kept, a formatting's default).
    private enum ElementName {
        case standard(StaticString)
        case kept(String)
    }

    // MARK: - Tags and attributes

    /// Writes the start tag of an element: `attributes.elementName` when it may be written
    /// (in `allowed`, or any valid name in trusted mode), else `defaultName`; then the
    /// `modelled` attributes the node itself holds, then `attributes`. Returns the name
    /// written, for ``closeTag(_:)``.
    ///
    /// Inlined: the common case (most Markdown), a bare tag with nothing to look up, is then
    /// three literal copies where the call is; the rest is ``openTagWithAttributes``.
    @discardableResult @inline(__always)
    private mutating func openTag(
        _ defaultName: StaticString, _ attributes: Attributes, among allowed: @autoclosure () -> Set<String>,
        modelled: [(name: StaticString, value: String)] = [], selfClosing: Bool = false
    ) -> ElementName {
        guard attributes.isEmpty && modelled.isEmpty else {
            return openTagWithAttributes(.standard(defaultName), attributes, among: allowed, modelled: modelled, selfClosing: selfClosing)
        }
        output.append("<")
        output.append(defaultName)
        output.append(selfClosing ? " />" : ">")
        return .standard(defaultName)
    }

    private mutating func openTagWithAttributes(
        _ defaultName: ElementName, _ attributes: Attributes, among allowed: () -> Set<String>,
        modelled: [(name: StaticString, value: String)], selfClosing: Bool
    ) -> ElementName {
        var name = defaultName
        if let kept = attributes.elementName, keepsToSafeNames ? allowed().contains(kept) : HTMLElementNames.isValidName(kept) {
            name = .kept(kept)
        }
        output.append("<")
        switch name {
        case .standard(let literal): output.append(literal)
        case .kept(let text): output.appendRaw(text)
        }
        for attribute in modelled {
            output.append(" ")
            output.append(attribute.name)
            output.append("=\"")
            output.appendEscaped(attribute.value)
            output.append("\"")
        }
        if attributes.carriesValues {
            switch name {
            case .standard(let literal): writeAttributes(attributes, element: literal.description)
            case .kept(let text): writeAttributes(attributes, element: text)
            }
        }
        output.append(selfClosing ? " />" : ">")
        return name
    }

    @inline(__always)
    private mutating func closeTag(_ name: ElementName) {
        output.append("</")
        switch name {
        case .standard(let literal): output.append(literal)
        case .kept(let text): output.appendRaw(text)
        }
        output.append(">")
    }

    /// Writes `id`, `class`, `style` and the other attributes of an element named
    /// `element`: in safe mode only those ``HTMLElementNames`` allows, with the safe subset of
    /// the style; in trusted mode every attribute with a valid name.
    private mutating func writeAttributes(_ attributes: Attributes, element: String, skipping skipped: Set<String> = []) {
        guard attributes.carriesValues else { return }
        // `<a name>` is an old way of naming a link target: written as the `id` it means.
        let anchorName = element == "a" && attributes.id == nil ? attributes["name"] : nil
        if let id = attributes.id ?? anchorName {
            output.append(" id=\"")
            output.appendEscaped(id)
            output.append("\"")
        }
        if !attributes.classes.isEmpty {
            output.append(" class=\"")
            output.appendEscaped(attributes.classes.joined(separator: " "))
            output.append("\"")
        }
        let style = keepsToSafeNames ? Self.safeSubset(of: attributes.style) : attributes.style
        if !style.isEmpty {
            output.append(" style=\"")
            output.appendEscaped(style.cssText)
            output.append("\"")
        }
        for attribute in attributes.other where !skipped.contains(attribute.name) && !(anchorName != nil && attribute.name == "name") {
            guard HTMLElementNames.isValidName(attribute.name) else { continue }
            if keepsToSafeNames {
                let allowed = HTMLElementNames.safeGlobalAttributes.contains(attribute.name)
                    || HTMLElementNames.safeElementAttributes[element]?.contains(attribute.name) == true
                guard allowed else { continue }
                if HTMLElementNames.urlAttributes.contains(attribute.name),
                   URLSafety.isDangerous(attribute.value, asImageSource: false) { continue }
            }
            output.append(" ")
            output.appendRaw(attribute.name)
            output.append("=\"")
            output.appendEscaped(attribute.value)
            output.append("\"")
        }
    }

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

    /// The properties the safe default keeps from parsed inline CSS (sanitizer.md §3.4):
    /// alignment, colours, weight, style, decoration and vertical alignment, rebuilt from
    /// typed values, never with `!important`.
    private static func isSafeStyleProperty(_ property: CSSProperty) -> Bool {
        switch property {
        case .textAlign, .color, .backgroundColor, .fontWeight, .fontStyle, .textDecorationLine, .textDecorationStyle,
            .textDecorationColor, .verticalAlign:
            return true
        default:
            return false
        }
    }

    /// `style` when every declaration is already safe and normal (the common case, with no
    /// copy); else the safe declarations rebuilt without `!important`.
    private static func safeSubset(of style: InlineStyle) -> InlineStyle {
        guard !style.declarations.allSatisfy({ isSafeStyleProperty($0.property) && !$0.isImportant }) else { return style }
        var safe = InlineStyle()
        for declaration in style.declarations where isSafeStyleProperty(declaration.property) {
            safe.add(StyleDeclaration(declaration.value))
        }
        return safe
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
