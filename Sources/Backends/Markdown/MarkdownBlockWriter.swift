import MarkupAST
import MarkupJSON

/// Writes blocks as Markdown through a ``LineLayout``: prefixes for quotes, list items and
/// footnote definitions, blank lines between blocks (none inside tight lists unless two
/// blocks would otherwise merge), and the block-level choices of `markdown-backend.md`.
struct MarkdownBlockWriter {
    private let options: MarkdownRenderOptions
    var layout = LineLayout()
    /// Where one block's inline content or one line is assembled before it goes to
    /// ``layout``; reused for every block.
    private let scratch = ByteBuffer(capacity: 256)
    /// Where one table cell is rendered before it joins its row in ``scratch``; made for the
    /// first pipe table.
    private var cellScratch: ByteBuffer?
    /// The bullet character of the list item whose first line is still pending, if any.
    private var pendingBulletCharacter: String?
    /// The slugs GitHub gives the headings written so far, to tell whether a heading's `id`
    /// needs an anchor of its own; `nil` when no block of the document has a link target
    /// (Markdown input never has), so that no slug is computed.
    private var slugger: HeadingSlugger?
    /// The marker character of the list whose last line is the last line written, when
    /// nothing but the ends of `div`s came after it: a list right after it, in the same or
    /// in another `div` (`<section><ul>…</section><section><ul>`), must use another marker,
    /// or Markdown reads the two as one list.
    private var trailingListMarker: String?
    /// Reference definitions and embed counts, shared with the inline writers.
    private let state: MarkdownWriterState
    /// How many definitions (`dd`) the block being written is inside: only the outermost
    /// indents its content (see `writeDefinitionList(_:)`).
    var definitionDepth = 0
    /// What a block written as an HTML fallback is made into first (see
    /// ``MarkdownOutput/render(_:options:preparingFallback:diagnostics:)``).
    private var preparesFallback: ((Block) -> Block)?

    /// `document` as Markdown bytes: its front matter (or, with
    /// ``MarkdownRenderOptions/writesFrontMatter``, one made from its metadata), its blocks
    /// (layout tables unwrapped) and the link reference definitions. Embedded media written
    /// as links are counted in an `embed-converted` note.
    static func render(
        _ document: Document, options: MarkdownRenderOptions, preparingFallback: ((Block) -> Block)? = nil,
        diagnostics: inout [Diagnostic]
    ) -> [UInt8] {
        let blocks = LayoutTableUnwrapping.unwrapped(document.blocks)
        var writer = MarkdownBlockWriter(options: options)
        writer.preparesFallback = preparingFallback
        if blocks.containsBlock(where: { MarkdownAnchor.target(of: $0) != nil }) { writer.slugger = HeadingSlugger() }
        let frontMatter = MarkdownFrontMatter.written(for: document, options: options)
        if let frontMatter {
            writer.layout.writeLines(frontMatter.block)
            writer.layout.requestBlankLine()
        }
        if let given = document.frontMatter, frontMatter != given {
            // Only a tree built another way (JSON) holds front matter that would not read back.
            diagnostics.append(Diagnostic(
                code: "front-matter-rewritten", severity: .warning,
                message: frontMatter == nil
                    ? "the front matter was left out: written as it is, it would not read back as front matter, and it has no key a reader could take from it"
                    : "the front matter was written anew: as it is, it would not read back as front matter whole"
            ))
        }
        writer.write(blocks, tight: false)
        writer.writeReferenceDefinitions()
        if writer.state.embedsConverted > 0 {
            let count = writer.state.embedsConverted
            diagnostics.append(Diagnostic(
                code: "embed-converted", severity: .note,
                message: "\(count) embedded \(count == 1 ? "medium" : "media") (iframe, video, audio, object, embed) written as \(count == 1 ? "a link" : "links"); --keep-html embeds keeps them as HTML"
            ))
        }
        return writer.layout.output.bytes
    }

    init(options: MarkdownRenderOptions) {
        self.options = options
        state = MarkdownWriterState(options: options)
    }

    /// Writes `block` as raw HTML where Markdown has no syntax for it, prepared as the
    /// caller asked.
    private mutating func writeHTMLFallback(_ block: Block) {
        MarkdownHTMLFallback.write(preparesFallback?(block) ?? block, to: &layout)
    }

    /// Writes a sequence of sibling blocks; `tight` sequences (inside tight list items) get
    /// no blank lines between blocks unless they are needed to keep the blocks apart.
    mutating func write(_ blocks: [Block], tight: Bool) {
        let blocks = withAnchors(blocks)
        var previous: Block?
        for block in blocks {
            if let previous, !tight || Self.needsBlankLine(after: previous, before: block),
               !Self.endsWithRawHTMLInList(previous) {
                layout.requestBlankLine()
            }
            let previousListMarker = trailingListMarker
            trailingListMarker = nil
            switch block {
            case .list(let style, _, _) where MarkdownListNumbering.needsHTML(style):
                writeHTMLFallback(block)
            case .list(let style, let items, let attributes):
                let marker = writeList(style, items, anchor: MarkdownAnchor.target(of: attributes), avoiding: previousListMarker)
                trailingListMarker = marker
            case .thematicBreak:
                writeThematicBreak(afterParagraph: tight && Self.isParagraph(previous))
            case .heading(let level, let inlines, let attributes):
                // A setext underline would turn a paragraph right above into the heading.
                let setext = options.headingStyle == .setext && !(tight && Self.isParagraph(previous))
                writeHeading(level: level, inlines, id: MarkdownAnchor.target(of: attributes), setext: setext)
                trailingListMarker = nil
            case .div(let attributes, let children):
                if EmbeddedMedia.isMediaElement(attributes.elementName) {
                    writeEmbed(attributes, children)
                } else {
                    // The div's first list follows the list before the div; a list after the
                    // div follows the div's last one.
                    trailingListMarker = previousListMarker
                    write(block)
                }
            default:
                write(block)
                trailingListMarker = nil
            }
            previous = block
        }
    }

    /// Whether the last open block at the end of `block` is a paragraph (so a following
    /// unindented line would continue it lazily).
    private static func endsWithParagraph(_ block: Block) -> Bool {
        switch block {
        case .paragraph: return true
        case .blockQuote(let blocks, _), .div(_, let blocks): return blocks.last.map(endsWithParagraph) ?? false
        case .list(_, let items, _): return items.last?.blocks.last.map(endsWithParagraph) ?? false
        default: return false
        }
    }

    /// Whether `block` is a list whose last item ends with raw HTML. A blank line after such
    /// a list would still belong to the item and, for HTML that runs to the end of its
    /// container (`<script>`, `<pre>`, comments…), become part of the raw HTML. No blank line
    /// is needed there: an HTML block never takes a lazy continuation line, so the next
    /// unindented line closes the list anyway.
    private static func endsWithRawHTMLInList(_ block: Block) -> Bool {
        guard case .list(_, let items, _) = block, let last = items.last?.blocks.last else { return false }
        if case .raw = last { return true }
        return endsWithRawHTMLInList(last)
    }

    private static func isParagraph(_ block: Block?) -> Bool {
        if case .paragraph = block { return true }
        return false
    }

    /// Whether two blocks of a tight sequence still need a blank line between them.
    private static func needsBlankLine(after previous: Block, before next: Block) -> Bool {
        switch previous {
        case .table, .raw, .footnoteDefinition, .div:
            return true
        case .blockQuote, .list:
            // Lazy continuation would pull a following paragraph into the container, but
            // only when the container ends in a paragraph; HTML that can interrupt a
            // paragraph is never a continuation line.
            switch next {
            case .paragraph, .table: return endsWithParagraph(previous)
            case .raw(_, let html): return endsWithParagraph(previous) && !HTMLBlockStart.canInterruptParagraph(html)
            case .div: return true
            default: return false
            }
        case .paragraph:
            switch next {
            case .paragraph, .table, .div: return true
            case .raw(_, let html): return !HTMLBlockStart.canInterruptParagraph(html)
            case .list(let style, let items, _):
                return (style.start ?? 1) != 1 || items.first?.blocks.isEmpty ?? true
            default: return false
            }
        default:
            return false
        }
    }

    private mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines, _):
            writeParagraph(inlines)
        case .heading(let level, let inlines, let attributes):
            writeHeading(level: level, inlines, id: MarkdownAnchor.target(of: attributes), setext: options.headingStyle == .setext)
        case .blockQuote(let blocks, _):
            layout.pushPrefix("> ")
            if blocks.isEmpty { layout.writeLine("") }
            write(blocks, tight: false)
            layout.popPrefix()
        case .list(let style, _, _) where MarkdownListNumbering.needsHTML(style):
            writeHTMLFallback(block)
        case .list(let style, let items, let attributes):
            _ = writeList(style, items, anchor: MarkdownAnchor.target(of: attributes), avoiding: nil)
        case .codeBlock(let info, let text, _):
            writeCodeBlock(info: info, text: text)
        case .thematicBreak:
            writeThematicBreak(afterParagraph: false)
        case .table(let table):
            writeTable(table)
        case .div(_, let blocks) where MarkdownDefinitionList.isDefinitionList(block):
            writeDefinitionList(blocks)
        case .div(_, let blocks):
            write(blocks, tight: false)
        case .raw(_, let text):
            layout.writeLines(text)
        case .footnoteDefinition(let label, let blocks):
            writeFootnoteDefinition(label: label, blocks)
        }
    }

    // MARK: - Anchors

    /// `blocks` with the link targets of paragraphs, divs, quotes, code blocks, thematic
    /// breaks and pipe tables written as ``MarkdownAnchor`` raw HTML: at the start of their
    /// first paragraph, or as a paragraph before them. Headings and lists place their own
    /// (``writeHeading(level:_:id:)``, ``writeList(_:_:anchor:avoiding:)``); blocks written
    /// as raw HTML keep their `id` there.
    private func withAnchors(_ blocks: [Block]) -> [Block] {
        guard blocks.contains(where: { MarkdownAnchor.target(of: $0) != nil }) else { return blocks }
        var result: [Block] = []
        result.reserveCapacity(blocks.count + 1)
        for block in blocks {
            guard let target = MarkdownAnchor.target(of: block) else {
                result.append(block)
                continue
            }
            let html = MarkdownAnchor.html(target)
            switch block {
            case .heading, .list:
                result.append(block)
            case .table(let table) where !isPipeTable(table) && (options.tableSpans == .html || expandedSpans(of: table) == nil):
                result.append(block)
            case .paragraph, .div, .blockQuote:
                result.append(contentsOf: MarkdownAnchor.prepending(html, to: [block]))
            default:
                result.append(.paragraph([.raw(.html, html)]))
                result.append(block)
            }
        }
        return result
    }

    // MARK: - Paragraphs and headings

    /// A paragraph; in GFM `|` is escaped when some line looks like a table delimiter row,
    /// which would turn the paragraph into a table. That question is only asked (and the
    /// paragraph written again) when its text holds a `|`.
    private mutating func writeParagraph(_ inlines: [Inline]) {
        if let formula = MathFormula.standaloneDisplay(in: inlines) {
            writeDisplayMath(formula)
            return
        }
        let content = Self.droppingTrailingBreaks(inlines)
        scratch.truncate(to: 0)
        let sawPipe = MarkdownInlineWriter.render(content, into: scratch, options: options, mode: .paragraph, state: state)
        if sawPipe, options.flavor == .gfm, PlainTextLines.hasDelimiterRowLikeLine(content) {
            scratch.truncate(to: 0)
            MarkdownInlineWriter.render(content, into: scratch, options: options, mode: .paragraph, escapePipes: true, state: state)
        }
        if let width = options.lineWidth {
            MarkdownLineWrapper.wrap(scratch, width: width - layout.prefixWidth, mathDollars: options.math == .dollars)
        }
        writeScratchLines()
    }

    /// A paragraph of display math, in the ``MarkdownRenderOptions/math`` style: a fenced
    /// `math` block, `$$` lines around the TeX (a fenced block when it cannot be, see
    /// ``MarkdownMath``), or pandoc's HTML as an HTML block.
    private mutating func writeDisplayMath(_ formula: MathFormula) {
        switch options.math {
        case .dollars:
            if let lines = MarkdownMath.displayLines(formula) {
                layout.writeLine("$$")
                for line in lines { layout.writeLine(line) }
                layout.writeLine("$$")
                return
            }
        case .html:
            writeHTMLFallback(.paragraph([formula.inline]))
            return
        case .code:
            break
        }
        var tex = formula.tex
        if !tex.endsWithLineFeed { tex += "\n" }
        writeCodeBlock(info: "math", text: tex)
    }

    /// `inlines` without trailing soft and hard breaks, also those that end the formatting,
    /// span or link the block ends with: the writer moves a break out of its delimiters, so
    /// `<b>a<br><br></b>` would end the paragraph in `**a**\`, a literal backslash.
    private static func droppingTrailingBreaks(_ inlines: [Inline], depth: Int = 0) -> [Inline] {
        var content = inlines
        while let last = content.last, Self.isBreak(last) { content.removeLast() }
        if depth < 64, let last = content.last, last.isContainer, !Self.isImage(last) {
            content[content.count - 1] = last.mapChildren { droppingTrailingBreaks($0, depth: depth + 1) }
        }
        return content
    }

    private static func isImage(_ inline: Inline) -> Bool {
        if case .image = inline { return true }
        return false
    }

    private static func isBreak(_ inline: Inline) -> Bool {
        switch inline {
        case .softBreak, .hardBreak: return true
        default: return false
        }
    }

    /// Writes the lines assembled in ``scratch`` (nothing when it is empty).
    private mutating func writeScratchLines() {
        scratch.withBytes(in: 0..<scratch.count) { layout.writeLines($0) }
    }

    /// Writes ``scratch`` as one line.
    private mutating func writeScratchLine() {
        scratch.withBytes(in: 0..<scratch.count) { layout.writeLine($0) }
    }

    /// ATX headings, except that a level-1 or -2 heading becomes a setext heading when it
    /// holds line breaks (ATX headings are one line) or `setext` asks for one and it has
    /// content. An `id` other than the slug GitHub gives the heading becomes an anchor at its
    /// start.
    private mutating func writeHeading(level: Int, _ inlines: [Inline], id: String?, setext: Bool) {
        let clamped = min(max(level, 1), 6)
        var content = Self.droppingTrailingBreaks(inlines)
        let slug = slugger?.slug(for: content)
        if let id, id != slug {
            content.insert(.raw(.html, MarkdownAnchor.html(id)), at: 0)
        }
        scratch.truncate(to: 0)
        if clamped <= 2, PlainTextLines.hasLineBreak(content) || setext {
            MarkdownInlineWriter.render(content, into: scratch, options: options, mode: .paragraph, state: state)
            if scratch.count > 0 {
                writeScratchLines()
                layout.writeLine(clamped == 1 ? "===" : "---")
                return
            }
        }
        scratch.append(Ascii.hash, repeating: clamped)
        scratch.append(Ascii.space)
        let textStart = scratch.count
        MarkdownInlineWriter.render(content, into: scratch, options: options, mode: .heading, state: state)
        if scratch.count == textStart {
            scratch.truncate(to: textStart - 1)
        } else {
            escapeClosingSequence(from: textStart)
        }
        writeScratchLine()
    }

    /// Escapes a trailing run of `#` in ``scratch`` that follows a space (or is the whole
    /// heading text, which starts at `textStart`), which the parser would take for the
    /// optional closing sequence.
    private func escapeClosingSequence(from textStart: Int) {
        let end = scratch.count
        var start = end
        while start > textStart, scratch.byte(at: start - 1) == Ascii.hash { start -= 1 }
        guard start < end else { return }
        let before = scratch.byte(at: start - 1)
        guard start == textStart || before == Ascii.space || before == Ascii.tab else { return }
        scratch.insert("\\", at: start)
    }

    // MARK: - Lists

    /// Writes a list and returns the marker character it used, so that an adjacent list
    /// can use another one and stay a separate list.
    /// The list's own target (`anchor`) and each item's go to the start of the item.
    private mutating func writeList(_ style: ListStyle, _ items: [ListItem], anchor: String?, avoiding previousMarker: String?) -> String {
        let markerCharacter: String
        switch style.kind {
        case .bullet:
            let preferred = options.bullet.rawValue
            markerCharacter = preferred == previousMarker ? (preferred == "-" ? "*" : "-") : preferred
        case .ordered(_, let delimiter):
            let other: ListStyle.Delimiter = delimiter == .period ? .parenthesis : .period
            markerCharacter = delimiter.rawValue == previousMarker ? other.rawValue : delimiter.rawValue
        }
        var number = min(max(style.start ?? 0, 0), 999_999_999)
        for (index, item) in items.enumerated() {
            if index > 0, !style.isTight { layout.requestBlankLine() }
            let marker = style.start == nil ? markerCharacter : String(number) + markerCharacter
            number = min(number + 1, 999_999_999)
            let width = marker.utf8.count + 1
            var blocks = item.blocks
            if let target = MarkdownAnchor.target(of: item.attributes) {
                blocks = MarkdownAnchor.prepending(MarkdownAnchor.html(target), to: blocks)
            }
            if index == 0, let anchor {
                blocks = MarkdownAnchor.prepending(MarkdownAnchor.html(anchor), to: blocks)
            }
            var checkbox = ""
            if let task = item.task {
                if options.flavor == .gfm {
                    checkbox = task == .checked ? "[x] " : "[ ] "
                } else {
                    blocks = Self.prependingCheckbox(task, to: blocks)
                }
            }
            pendingBulletCharacter = style.start == nil ? markerCharacter : nil
            trailingListMarker = nil
            if blocks.isEmpty {
                // An empty task item keeps the space after its checkbox.
                layout.pushPrefix(first: marker + " ", restSpaces: width)
                layout.writeLine(checkbox)
            } else if case .list = blocks.first {
                // A nested list on the marker's line would share the line (`- - -` is a
                // thematic break; a checkbox must follow the item's own marker): the marker
                // (and checkbox) stand alone and the list starts on the next line.
                layout.pushPrefix(first: marker + " ", restSpaces: width)
                layout.writeLine(checkbox)
                write(blocks, tight: style.isTight)
            } else {
                layout.pushPrefix(first: marker + " " + checkbox, restSpaces: width)
                write(blocks, tight: style.isTight)
            }
            pendingBulletCharacter = nil
            layout.popPrefix()
        }
        return markerCharacter
    }

    /// CommonMark has no task items: the checkbox becomes raw HTML in the first paragraph.
    private static func prependingCheckbox(_ task: ListItem.Task, to blocks: [Block]) -> [Block] {
        let checkbox = Inline.raw(.html, task == .checked ? "<input type=\"checkbox\" disabled=\"\" checked=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ")
        if case .paragraph(let inlines, let attributes) = blocks.first {
            return [.paragraph([checkbox] + inlines, attributes: attributes)] + blocks.dropFirst()
        }
        return [.paragraph([checkbox])] + blocks
    }

    // MARK: - Leaf blocks

    /// `---`, or `***` where `---` would be a setext underline or merge with a `-` marker.
    private mutating func writeThematicBreak(afterParagraph: Bool) {
        let onHyphenMarker = layout.isAtPendingPrefix && pendingBulletCharacter == "-"
        layout.writeLine(afterParagraph || onHyphenMarker ? "***" : "---")
    }

    /// Always fenced, with a fence longer than any run of the fence character inside.
    private mutating func writeCodeBlock(info: String, text: String) {
        var fenceByte = options.fence == .backtick ? Ascii.backtick : Ascii.tilde
        if fenceByte == Ascii.backtick, info.utf8.contains(Ascii.backtick) { fenceByte = Ascii.tilde }
        var longest = 0
        var run = 0
        text.withUTF8Bytes { bytes in
            for byte in bytes {
                run = byte == fenceByte ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fenceLength = max(3, longest + 1)
        scratch.truncate(to: 0)
        scratch.append(fenceByte, repeating: fenceLength)
        // The info string is one line: its lines are joined with spaces.
        let oneLineInfo = info.utf8.contains(Ascii.newline) ? info.split(separator: "\n").joined(separator: " ") : info
        MarkdownTextEscaper.appendAttribute(oneLineInfo, to: scratch, escaping: .none)
        // A leading fence character would lengthen the fence.
        if scratch.byte(at: fenceLength) == fenceByte { scratch.insert("\\", at: fenceLength) }
        writeScratchLine()
        if !text.isEmpty { layout.writeLines(text) }
        scratch.truncate(to: fenceLength)
        writeScratchLine()
    }

    private mutating func writeFootnoteDefinition(label: String, _ blocks: [Block]) {
        if options.flavor == .commonMark {
            layout.writeLine("<div id=\"fn-\(MarkdownHTMLFallback.escape(label))\">")
            layout.requestBlankLine()
            write(blocks, tight: false)
            layout.requestBlankLine()
            layout.writeLine("</div>")
            return
        }
        layout.pushPrefix(first: "[^" + label + "]: ", rest: "    ")
        if blocks.isEmpty { layout.writeLine("") }
        write(blocks, tight: false)
        layout.popPrefix()
    }

    // MARK: - Embeds and references

    /// An embedded frame (a `.div` named `iframe`, or media holding blocks): a paragraph
    /// with its link, or its HTML (see ``MarkdownInlineWriter``); without an address, its
    /// content.
    private mutating func writeEmbed(_ attributes: Attributes, _ blocks: [Block]) {
        guard EmbeddedMedia(attributes: attributes, blocks: blocks) != nil else {
            write(blocks, tight: false)
            return
        }
        var inlines: [Inline] = []
        for block in blocks {
            if case .paragraph(let children, _) = block { inlines += children.filter { !Self.isBreak($0) } }
        }
        writeParagraph([.span(attributes, inlines)])
    }

    /// `[1]: url "title"` lines for the reference links written, after a blank line.
    private mutating func writeReferenceDefinitions() {
        guard let references = state.references, !references.isEmpty else { return }
        layout.requestBlankLine()
        references.forEach { number, destination, title in
            scratch.truncate(to: 0)
            scratch.append("[" + String(number) + "]: ")
            MarkdownInlineWriter.appendDefinition(destination: destination, title: title, to: scratch)
            writeScratchLine()
        }
    }

    // MARK: - Tables

    /// A GFM pipe table when every cell is inline content without spans and there is at
    /// most one header row; otherwise (and always in CommonMark) an HTML table. A caption
    /// becomes a paragraph before a pipe table.
    private mutating func writeTable(_ table: Table) {
        guard !table.header.isEmpty || !table.body.isEmpty else {
            if !table.caption.isEmpty { writeParagraph(table.caption) }
            return
        }
        let grid = options.tableSpans == .expand && hasSpans(table) ? expandedSpans(of: table) : nil
        guard grid != nil || isPipeTable(table) else {
            writeHTMLFallback(.table(table))
            return
        }
        let columns = max(1, table.columnCount, table.alignments.count)
        if !table.caption.isEmpty {
            writeParagraph(table.caption)
            layout.requestBlankLine()
        }
        if let grid {
            writeExpanded(grid, header: !table.header.isEmpty, table: table, columns: columns)
            return
        }
        writeRow(table.header.first, columns: columns)
        writeDelimiterRow(table, columns: columns)
        for row in table.body { writeRow(row, columns: columns) }
    }

    /// The delimiter row under the header: one `---` per column, with its alignment.
    private mutating func writeDelimiterRow(_ table: Table, columns: Int) {
        scratch.truncate(to: 0)
        scratch.append(Ascii.pipe)
        for column in 0..<columns {
            switch table.alignment(ofColumn: column) {
            case .none: scratch.append(" --- |")
            case .left: scratch.append(" :-- |")
            case .center: scratch.append(" :-: |")
            case .right: scratch.append(" --: |")
            }
        }
        writeScratchLine()
    }

    private func hasSpans(_ table: Table) -> Bool {
        func spans(_ row: TableRow) -> Bool { row.cells.contains { $0.columnSpan > 1 || $0.rowSpan > 1 } }
        return table.header.contains(where: spans) || table.body.contains(where: spans)
    }

    /// With ``MarkdownRenderOptions/TableSpans/expand``: the grid of a GFM table with spans
    /// whose cells are all inline content, with at most one header row whose cells span no
    /// rows, when the expanded grid is readable (``PipeTableGrid/isReadable``); else `nil`.
    private func expandedSpans(of table: Table) -> PipeTableGrid? {
        guard options.tableSpans == .expand, options.flavor == .gfm, table.header.count <= 1,
              table.header.allSatisfy({ $0.cells.allSatisfy { $0.rowSpan <= 1 } }),
              (table.header + table.body).allSatisfy({ $0.cells.allSatisfy { $0.inlineContent != nil } })
        else { return nil }
        let rows = table.header + table.body
        guard PipeTableGrid.fits(rows) else { return nil }
        let grid = PipeTableGrid(rows)
        return grid.isReadable ? grid : nil
    }

    /// Writes an expanded grid: its first row as the header when the table has one (else an
    /// empty header row), the delimiter row, then the other rows.
    private mutating func writeExpanded(_ grid: PipeTableGrid, header: Bool, table: Table, columns: Int) {
        let width = max(columns, grid.columnCount)
        var rows = grid.rows[...]
        let headerCells = header ? rows.removeFirst() : []
        writeRow(TableRow(cells: headerCells.map { $0 ?? TableCell(blocks: []) }), columns: width)
        writeDelimiterRow(table, columns: width)
        for cells in rows { writeRow(TableRow(cells: cells.map { $0 ?? TableCell(blocks: []) }), columns: width) }
    }

    /// Whether `table` is written as a pipe table: GFM, every cell inline content without
    /// spans, at most one header row.
    private func isPipeTable(_ table: Table) -> Bool {
        func isPipeTableRow(_ row: TableRow) -> Bool {
            row.cells.allSatisfy { $0.inlineContent != nil && $0.columnSpan <= 1 && $0.rowSpan <= 1 }
        }
        return options.flavor == .gfm && table.header.count <= 1
            && table.header.allSatisfy(isPipeTableRow) && table.body.allSatisfy(isPipeTableRow)
    }

    /// Appends the rendered `cell` to ``scratch`` with a backslash before every `|` not
    /// already escaped. Text and code escape their pipes, but link destinations, titles,
    /// autolinks and raw HTML keep them; GFM removes `\|` from a cell before parsing its
    /// inlines, so the escape is safe anywhere.
    private func append(cellEscapingBarePipes rendered: ByteBuffer) {
        rendered.withBytes(in: 0..<rendered.count) { cell in
            var backslashes = 0
            for byte in cell {
                if byte == Ascii.pipe, backslashes % 2 == 0 { scratch.append(Ascii.backslash) }
                backslashes = byte == Ascii.backslash ? backslashes + 1 : 0
                scratch.append(byte)
            }
        }
    }

    private mutating func writeRow(_ row: TableRow?, columns: Int) {
        let cell = cellScratch ?? ByteBuffer(capacity: 64)
        cellScratch = cell
        scratch.truncate(to: 0)
        scratch.append(Ascii.pipe)
        for column in 0..<columns {
            cell.truncate(to: 0)
            if let cells = row?.cells, column < cells.count, var inlines = cells[column].inlineContent {
                if let target = MarkdownAnchor.target(of: cells[column].attributes) {
                    inlines.insert(.raw(.html, MarkdownAnchor.html(target)), at: 0)
                }
                if column == 0, let row, let target = MarkdownAnchor.target(of: row.attributes) {
                    inlines.insert(.raw(.html, MarkdownAnchor.html(target)), at: 0)
                }
                MarkdownInlineWriter.render(inlines, into: cell, options: options, mode: .tableCell, state: state)
            }
            if cell.count > 0 {
                scratch.append(Ascii.space)
                append(cellEscapingBarePipes: cell)
            }
            scratch.append(" |")
        }
        writeScratchLine()
    }
}
