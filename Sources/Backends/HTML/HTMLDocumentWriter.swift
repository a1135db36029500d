import MarkupAST

/// The state of one HTML rendering: the output buffer, the sanitizer policy and its
/// bookkeeping, and the footnotes.
///
/// Every element-like node is written under its own element: the node's default (`<p>`,
/// `<strong>`, `<div>`…) or the name its ``MarkupAST/Attributes/elementName`` keeps, with its
/// attributes, as the ``SanitizerPolicy`` allows (any valid name and attribute when there is
/// none: trusted output). Tags and attributes are in `HTMLDocumentWriter+Tags.swift`,
/// inlines in `+Inlines.swift`, footnotes in `+Footnotes.swift`.
struct HTMLDocumentWriter {
    let options: HTMLRenderOptions
    let footnotes: FootnoteIndex
    /// Never write a blank line: newlines in code become `&#10;` and blank lines in raw
    /// HTML are dropped. For HTML embedded in Markdown, where a blank line ends the block.
    let avoidsBlankLines: Bool
    /// What may be written; `nil` writes any valid element and attribute and every URL.
    let policy: SanitizerPolicy?
    /// URLs go through the policy (the Markdown writer's HTML fallbacks keep them as
    /// Markdown itself does).
    let checksURLs: Bool
    /// Whether raw markup is written as it is, as without a policy (the Markdown writer's
    /// fallbacks: the Markdown around them keeps raw HTML as written too); otherwise, under a
    /// policy, it is escaped.
    let keepsRawMarkup: Bool
    /// Per ``StandardElement``: whether the policy allows it (all `true` when trusted).
    let allowsStandard: [Bool]
    var output = HTMLWriter()
    var referencesWritten: [String: Int] = [:]
    /// What the policy left out.
    var removals = SanitizerRemovals()
    /// Whether a written `<dd>` or `<dt>` is open with no special element (a list, table,
    /// block quote…) written inside it since: another would close it in a parser.
    var definitionItemIsOpen = false
    /// Under a policy, per open inline element, the ruby part (`rb`, `rt`, `rp`, `rtc`) whose
    /// tag is the innermost one written and still open there, if any (see
    /// `closesOpenRubyPart(_:)`). A stack, so the recursive writers hold no copy of it.
    var rubyContexts: [String?] = []
    /// Under a policy, whether a line break follows the inline being written (see
    /// `lineBreakFollows(_:in:depth:)`).
    var breakFollows = false

    /// `document` as HTML fragment bytes, with one diagnostic per kind of thing the policy
    /// removed.
    static func render(_ document: Document, options: HTMLRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var writer = HTMLDocumentWriter(options: options, footnotes: FootnoteIndex(document), policy: options.sanitizer)
        writer.write(document)
        diagnostics += writer.removals.diagnostics
        return writer.output.bytes
    }

    init(
        options: HTMLRenderOptions, footnotes: FootnoteIndex, avoidsBlankLines: Bool = false, policy: SanitizerPolicy?,
        checksURLs: Bool = true, keepsRawMarkup: Bool = false
    ) {
        self.options = options
        self.keepsRawMarkup = keepsRawMarkup || policy == nil
        self.footnotes = footnotes
        self.avoidsBlankLines = avoidsBlankLines
        self.policy = policy
        self.checksURLs = checksURLs && policy != nil
        allowsStandard = policy?.allowsStandard ?? Self.allStandardAllowed
    }

    private static let allStandardAllowed = [Bool](repeating: true, count: StandardElement.allCases.count)

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
                let start = output.count
                writeContent(inlines)
                trimBareParagraph(from: start)
            } else {
                writeParagraph(.p, inlines, attributes: attributes)
            }
        case .heading(let level, let inlines, let attributes):
            writeParagraph(StandardElement.headings[min(max(level, 1), 6) - 1], inlines, attributes: attributes.named(nil))
        case .blockQuote(let blocks, let attributes):
            let start = output.count
            newlineIfNeeded()
            let name = openTag(.blockquote, attributes, escapedAs: .ownParagraphs)
            guard !name.isDropped else { return }
            newlineIfNeeded()
            let wasOpen = definitionItemIsOpen
            if case .escaped = name {} else { definitionItemIsOpen = false }
            let contentStart = output.count
            write(blocks, tight: false)
            definitionItemIsOpen = wasOpen
            newlineIfNeeded()
            if replacesEmptyContainer(name, attributes, start: start, contentStart: contentStart, tight: tight) { return }
            closeTag(name)
            newlineIfNeeded()
        case .list(let style, let items, let attributes):
            let wasOpen = definitionItemIsOpen
            definitionItemIsOpen = false  // an item is written inside <li>, a special element
            writeList(style, items, attributes: attributes)
            definitionItemIsOpen = wasOpen
        case .codeBlock(let info, let text, let attributes):
            writeCodeBlock(info: info, text: text, attributes: attributes)
        case .thematicBreak(let attributes):
            newlineIfNeeded()
            openTag(.hr, attributes.named(nil), selfClosing: true, escapedAs: .ownParagraphs)
            newlineIfNeeded()
        case .table(let table):
            let wasOpen = definitionItemIsOpen
            definitionItemIsOpen = false  // cells are special elements
            writeTable(table)
            definitionItemIsOpen = wasOpen
        case .div(let attributes, let blocks):
            writeDivision(attributes, blocks, tight: tight)
        case .raw(_, let html):
            newlineIfNeeded()
            if keepsRawMarkup {
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

    private mutating func writeCodeBlock(info: String, text: String, attributes: Attributes) {
        newlineIfNeeded()
        let pre = openTag(.pre, attributes.named(nil))
        guard !pre.isDropped else { return }
        let code = openTag(.code, Attributes(), modelled: codeClass(info: info))
        output.appendEscaped(text, newlinesAsEntities: avoidsBlankLines)
        closeTag(code)
        closeTag(pre)
        newlineIfNeeded()
    }

    /// The `class` naming a code block's language (`language-swift`), when the info string
    /// has one and the policy allows it (a language name of letters, digits, `_`, `+`, `-`).
    private func codeClass(info: String) -> [(name: StaticString, value: String)] {
        guard let language = Block.language(fromInfo: info) else { return [] }
        let value = options.languageClassPrefix + language
        if let policy {
            guard CodeLanguageName.isWritable(language),
                  policy.classes.allows(value) || value.hasPrefix("language-") && policy.classes.prefixes.contains("language-")
            else { return [] }
        }
        return [("class", value)]
    }

    /// Whether a `div` is written as its content only, before its tag is even asked about
    /// (see ``writeDivision(_:_:tight:)``).
    private func writesContentOnly(_ attributes: Attributes, _ blocks: [Block]) -> Bool {
        guard let element = attributes.elementName else { return false }
        return ((element == "dd" || element == "dt") && definitionItemIsOpen) || (element == "a" && Self.containsAnchor(blocks))
            || HTMLElementNames.tableParts.contains(element) || HTMLElementNames.rubyParts.contains(element)
    }

    /// A container block. One the policy unwraps, or an anchor holding anchors, passes
    /// `tight` on to its blocks: they are written where it stood, so a paragraph in it is
    /// bare in a tight list item like its siblings, and the output parses back into the same
    /// list.
    private mutating func writeDivision(_ attributes: Attributes, _ blocks: [Block], tight: Bool) {
        let start = output.count
        newlineIfNeeded()
        if attributes.elementName == "iframe" {
            writeFrame(attributes)
            if output.isOnlyWhiteSpace(from: start) { output.truncate(to: start) }  // the policy dropped it
            return
        }
        let isDefinitionItem = attributes.elementName == "dd" || attributes.elementName == "dt"
        // Elements a parser would close as soon as their content starts, so only the content
        // is written, where the element stood: a `<dd>` or `<dt>` inside an open one (no
        // list, table or other special element between), and an anchor holding anchors (the
        // inner ones, the links, are written).
        // A table part (a stray `<caption>`, `<td>`) outside a table, whose tags a parser
        // ignores there, is written as its content too.
        // So is a ruby element held as a block (see HTMLElementNames.rubyParts).
        if writesContentOnly(attributes, blocks) {
            output.truncate(to: start)
            write(blocks, tight: tight)
            return
        }
        let blocks = isDefinitionItem ? Self.flattenedDefinitionItems(blocks) : blocks
        var phrasing: [Inline]?
        if let element = attributes.elementName, HTMLElementNames.phrasingBlocks.contains(element), blocks.count == 1,
           case .paragraph(let inlines, let paragraphAttributes) = blocks[0], paragraphAttributes.isEmpty {
            phrasing = inlines
        }
        let name = openTag(.div, attributes, isGeneric: true, escapedAs: phrasing == nil ? .ownParagraphs : .sharedParagraph)
        switch name {
        case .dropped:
            return
        case .unwrapped:
            // Its blocks are written where it stood, as its siblings are: no line break of
            // its own, and in a tight list item a paragraph is bare (a phrasing container's
            // text becomes a paragraph of its own), so the output parses back as written.
            output.truncate(to: start)
            write(blocks, tight: tight)
            return
        case .standard, .kept, .escaped:
            break
        }
        if let phrasing {
            let contentStart = output.count
            writeContent(phrasing)
            trimBareParagraph(from: contentStart)
            if replacesEmptyContainer(name, attributes, start: start, contentStart: contentStart, tight: tight) { return }
        } else {
            let wasOpen = definitionItemIsOpen
            if isDefinitionItem {
                definitionItemIsOpen = true
            } else if let element = attributes.elementName, HTMLElementNames.closesDefinitionItemSearch(element) {
                definitionItemIsOpen = false
            }
            let contentStart = output.count
            newlineIfNeeded()
            write(blocks, tight: false)
            newlineIfNeeded()
            definitionItemIsOpen = wasOpen
            if replacesEmptyContainer(name, attributes, start: start, contentStart: contentStart, tight: tight) { return }
            if policy != nil, attributes.elementName.map(HTMLElementNames.phrasingBlocks.contains) == true, case .kept = name {
                // A phrasing container left with one paragraph (the policy dropped the
                // rest) holds its text bare, as it reads back.
                output.unwrapSoleParagraph(from: contentStart)
            }
        }
        closeTag(name)
        newlineIfNeeded()
    }

    /// Under a policy, a container block with nothing to show written from `contentStart`
    /// (its blocks all removed): the HTML reader drops it, or keeps only its `id` as an
    /// anchor in a paragraph, so it is written that way, from `start`. Returns whether it
    /// was.
    private mutating func replacesEmptyContainer(
        _ name: ElementName, _ attributes: Attributes, start: Int, contentStart: Int, tight: Bool
    ) -> Bool {
        guard policy != nil, output.count == contentStart || output.isOnlyWhiteSpace(from: contentStart) else { return false }
        if case .escaped = name { return false }
        output.truncate(to: start)
        if keepsWhenEmpty(attributes) {
            var anchor = Attributes()
            anchor.id = attributes.id ?? attributes["name"]
            write(.paragraph([.span(anchor, [])], attributes: Attributes()), tight: tight)
        }
        return true
    }

    /// `blocks` with every `<dd>`/`<dt>` among them replaced by its own blocks, through any
    /// depth of such items: inside a definition item a parser would close the outer one, so
    /// their content belongs to it (and a single paragraph left is written as phrasing).
    private static func flattenedDefinitionItems(_ blocks: [Block]) -> [Block] {
        func isItem(_ block: Block) -> Bool {
            if case .div(let attributes, _) = block { return attributes.elementName == "dd" || attributes.elementName == "dt" }
            return false
        }
        guard blocks.contains(where: isItem) else { return blocks }
        var result: [Block] = []
        var pending = Array(blocks.reversed())  // a stack: no recursion, whatever the depth
        while let block = pending.popLast() {
            if case .div(_, let children) = block, isItem(block) {
                pending += children.reversed()
            } else {
                result.append(block)
            }
        }
        return result
    }

    /// Whether `blocks` hold an element written as `<a>`: a link, or an anchor kept as a
    /// span or container.
    private static func containsAnchor(_ blocks: [Block]) -> Bool {
        blocks.nodes.contains(where: isAnchor)
    }

    /// Whether `node` is written as `<a>`: a link, or an anchor kept as a span or container.
    static func isAnchor(_ node: MarkupNode) -> Bool {
        switch node {
        case .inline(.link): return true
        case .inline(.span(let attributes, _)), .block(.div(let attributes, _)): return attributes.elementName == "a"
        default: return false
        }
    }

    /// A paragraph or heading. Under a policy, what the policy removed must not leave a
    /// shape that parses back differently (sanitizing twice must change nothing): spaces and
    /// line breaks left at the ends are trimmed, and a paragraph left with nothing to show
    /// is not written at all, as the parser drops such a paragraph.
    private mutating func writeParagraph(_ element: StandardElement, _ inlines: [Inline], attributes: Attributes) {
        let start = output.count
        newlineIfNeeded()
        let name = openTag(element, attributes, escapedAs: .sharedParagraph)
        guard !name.isDropped else { return }
        let contentStart = output.count
        writeContent(inlines)
        if policy != nil { output.trimTrailingSpaceBeforeEndTags(from: contentStart) }
        if policy != nil, !inlines.isEmpty, !output.trimsParagraphContent(from: contentStart) {
            output.truncate(to: start)
            return
        }
        closeTag(name)
        newlineIfNeeded()
    }

    /// A list. A tight one whose items would hold a `<p>` element of their own (a paragraph
    /// with attributes, a tag the policy escapes into a paragraph, raw HTML shown as text)
    /// is written as a loose list: a parser reads an item with a `<p>` as loose, and the
    /// output must read back as written. The question is answered before writing, from the
    /// items' own blocks, so nested lists cost no second pass.
    private mutating func writeList(_ style: ListStyle, _ items: [ListItem], attributes: Attributes) {
        var style = style
        if style.isTight, items.contains(where: { writesParagraphElement(atItemLevel: $0.blocks) || writesAdjacentBareParagraphs($0.blocks) }) {
            style.isTight = false
        }
        writeListElement(style, items, attributes: attributes)
    }

    /// Whether a tight item's `blocks` would write two paragraphs bare one after the other
    /// (directly, or through containers written as their content): their texts would run
    /// together (`<li>ab</li>` for the paragraphs `a` and `b`), so the list is written loose.
    private func writesAdjacentBareParagraphs(_ blocks: [Block]) -> Bool {
        var afterParagraph = false
        return writesAdjacentBareParagraphs(blocks, afterParagraph: &afterParagraph)
    }

    private func writesAdjacentBareParagraphs(_ blocks: [Block], afterParagraph: inout Bool) -> Bool {
        for block in blocks {
            switch block {
            case .paragraph:
                if afterParagraph { return true }
                afterParagraph = true
            case .div(let attributes, let children)
                where attributes.elementName != "iframe"
                    && (writesContentOnly(attributes, children) || disposal(of: .div, kept: attributes.elementName, isGeneric: true) == .unwrap):
                if writesAdjacentBareParagraphs(children, afterParagraph: &afterParagraph) { return true }
            default:
                afterParagraph = false
            }
        }
        return false
    }

    /// Whether writing `blocks` straight inside a tight list item writes a `<p>` element
    /// there: a paragraph with attributes, raw HTML shown as text, a block whose tag the
    /// policy escapes into a paragraph, or such a block inside a container the policy
    /// unwraps (whose blocks are written where it stood).
    private func writesParagraphElement(atItemLevel blocks: [Block]) -> Bool {
        blocks.contains { block in
            switch block {
            case .paragraph(_, let attributes):
                return !attributes.isEmpty
            case .raw:
                return policy != nil
            case .heading(let level, _, _):
                return disposal(of: StandardElement.headings[min(max(level, 1), 6) - 1], kept: nil, isGeneric: false) == .escape
            case .blockQuote(_, let attributes):
                return disposal(of: .blockquote, kept: attributes.elementName, isGeneric: false) == .escape
            case .list(let style, _, let attributes):
                return disposal(of: style.kind == .bullet ? .ul : .ol, kept: attributes.elementName, isGeneric: false) == .escape
            case .codeBlock:
                return disposal(of: .pre, kept: nil, isGeneric: false) == .escape
            case .thematicBreak:
                return disposal(of: .hr, kept: nil, isGeneric: false) == .escape
            case .table:
                return disposal(of: .table, kept: nil, isGeneric: false) == .escape
            case .div(let attributes, let children):
                if attributes.elementName == "iframe" { return false }
                if attributes.elementName == "a", Self.containsAnchor(children) { return writesParagraphElement(atItemLevel: children) }
                switch disposal(of: .div, kept: attributes.elementName, isGeneric: true) {
                case .escape: return true
                case .unwrap: return writesParagraphElement(atItemLevel: children)
                case .drop, nil: return false
                }
            case .footnoteDefinition:
                return false
            }
        }
    }

    private mutating func writeListElement(_ style: ListStyle, _ items: [ListItem], attributes: Attributes) {
        newlineIfNeeded()
        var modelled: [(name: StaticString, value: String)] = []
        let element: StandardElement
        switch style.kind {
        case .bullet:
            element = .ul
        case .ordered(let start, _):
            element = .ol
            // A reversed list without `start` counts down from its number of items, so its
            // start is always written.
            if start != 1 || style.isReversed { modelled.append(("start", String(start))) }
            if style.numbering != .decimal { modelled.append(("type", style.numbering.htmlType)) }
            if style.isReversed { modelled.append(("reversed", "")) }
        }
        let name = openTag(element, attributes, modelled: modelled, escapedAs: .ownParagraphs)
        guard !name.isDropped else { return }
        newlineIfNeeded()
        for item in items {
            newlineIfNeeded()
            let isPhrasing = style.isTight && item.task == nil && item.blocks.count == 1 && Self.isPlain(item.blocks)
            let itemName = openTag(.li, item.attributes.named(nil), escapedAs: isPhrasing ? .sharedParagraph : .ownParagraphs)
            guard !itemName.isDropped else { continue }
            if let task = item.task {
                output.append(task == .checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" />" : "<input type=\"checkbox\" disabled=\"\" />")
                // No space before a line break under a policy (a reader drops it there).
                if policy == nil || !startsWithLineBreak(item.blocks) { output.append(" ") }
            }
            let contentStart = output.count
            write(item.blocks, tight: style.isTight)
            if policy != nil, output.isOnlyWhiteSpace(from: contentStart) {
                output.truncate(to: contentStart)  // an item the policy emptied: `<li></li>`, as it reads back
            }
            closeTag(itemName)
            newlineIfNeeded()
        }
        newlineIfNeeded()
        closeTag(name)
        newlineIfNeeded()
    }

    /// Whether a list item's `blocks` start with a line break (their first paragraph's
    /// first visible inline).
    private func startsWithLineBreak(_ blocks: [Block]) -> Bool {
        guard case .paragraph(let inlines, _)? = blocks.first else { return false }
        return lineBreakFollows(-1, in: inlines) == true
    }

    private mutating func writeTable(_ table: Table) {
        newlineIfNeeded()
        let name = openTag(.table, table.attributes.named(nil), escapedAs: .ownParagraphs)
        guard !name.isDropped else { return }
        newlineIfNeeded()
        if !table.caption.isEmpty {
            let captionStart = output.count
            let caption = openTag(.caption, Attributes(), escapedAs: .sharedParagraph)
            let contentStart = output.count
            writeContent(table.caption)
            trimBareParagraph(from: contentStart)
            if policy != nil, output.count == contentStart, !caption.isEscaped {
                output.truncate(to: captionStart)  // nothing left to show: a reader keeps no caption
            } else {
                closeTag(caption)
                newlineIfNeeded()
            }
        }
        for group in table.columnGroups {
            let groupName = openTag(.colgroup, group.attributes.named(nil), escapedAs: .ownParagraphs)
            for column in group.columns {
                openTag(.col, column.named(nil), selfClosing: true, escapedAs: .ownParagraphs)
            }
            closeTag(groupName)
            newlineIfNeeded()
        }
        if !table.header.isEmpty {
            writeSection(.thead, table.header[...], attributes: table.headAttributes, isHeader: true, table: table)
        }
        let footStart = table.body.count - table.footerRowCount
        if footStart > 0 {
            writeSection(.tbody, table.body[..<footStart], attributes: table.bodyAttributes, isHeader: false, table: table)
        }
        if footStart < table.body.count {
            writeSection(.tfoot, table.body[footStart...], attributes: table.footAttributes, isHeader: false, table: table)
        }
        closeTag(name)
        newlineIfNeeded()
    }

    private mutating func writeSection(
        _ element: StandardElement, _ rows: ArraySlice<TableRow>, attributes: Attributes, isHeader: Bool, table: Table
    ) {
        let name = openTag(element, attributes, escapedAs: .ownParagraphs)
        newlineIfNeeded()
        for row in rows { writeRow(row, isHeader: isHeader, table: table) }
        closeTag(name)
        newlineIfNeeded()
    }

    private mutating func writeRow(_ row: TableRow, isHeader: Bool, table: Table) {
        let rowName = openTag(.tr, row.attributes.named(nil), escapedAs: .ownParagraphs)
        guard !rowName.isDropped else { return }
        newlineIfNeeded()
        var column = 0
        for cell in row.cells {
            var modelled: [(name: StaticString, value: String)] = []
            var cellAttributes = cell.attributes
            let alignment = table.alignment(ofColumn: column)
            // `align` first, whether it comes from the column or the cell's own style (which
            // a reader takes the written `align` for): the order must not change on a second
            // sanitizing. An alignment the policy keeps only as style is written there.
            if let own = alignmentAttribute(of: cellAttributes, element: cell.attributes.elementName ?? (isHeader ? "th" : "td")) {
                modelled.append(("align", own))
                cellAttributes.style.remove(.textAlign)
            } else if alignment != .none, cellAttributes.style.textAlign == nil {
                modelled.append(("align", alignment.rawValue))
            }
            if cell.columnSpan > 1 { modelled.append(("colspan", String(min(cell.columnSpan, 1000)))) }
            if cell.rowSpan > 1 { modelled.append(("rowspan", String(min(cell.rowSpan, 1000)))) }
            let inlines = Self.isPlain(cell.blocks) ? cell.inlineContent : nil
            let name = openTag(
                isHeader ? .th : .td, cellAttributes, modelled: modelled, escapedAs: inlines == nil ? .ownParagraphs : .sharedParagraph
            )
            column += max(1, cell.columnSpan)
            guard !name.isDropped else { continue }
            if let inlines {
                let start = output.count
                writeContent(inlines)
                trimBareParagraph(from: start)
            } else {
                let start = output.count
                newlineIfNeeded()
                write(cell.blocks, tight: false)
                // Under its own name or a kept one (a footer row's `th`): a cell whose blocks the
                // policy left as one bare paragraph reads back as a cell of bare text.
                if policy != nil, name.isWrittenTag { output.unwrapSoleParagraph(from: start) }
            }
            closeTag(name)
            newlineIfNeeded()
        }
        closeTag(rowName)
        newlineIfNeeded()
    }

    /// Under a policy, trims the ends of a paragraph written bare (in a tight list item or a
    /// table cell) as ``writeParagraph(_:_:attributes:)`` trims a `<p>`'s: a reader drops
    /// the space and line breaks that end it, and the whole paragraph when nothing in it
    /// shows (a spacer).
    private func trimBareParagraph(from start: Int) {
        guard policy != nil else { return }
        output.trimTrailingSpaceBeforeEndTags(from: start)
        if !output.trimsParagraphContent(from: start) { output.truncate(to: start) }
    }

    /// Whether a cell's blocks are written as bare inline content: none, or one paragraph
    /// without attributes.
    private static func isPlain(_ blocks: [Block]) -> Bool {
        guard blocks.count == 1 else { return true }
        if case .paragraph(_, let attributes) = blocks[0] { return attributes.isEmpty }
        return false
    }

    mutating func writeTrustedRaw(_ html: String) {
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

    mutating func newlineIfNeeded() {
        output.newlineIfNeeded()
    }
}
