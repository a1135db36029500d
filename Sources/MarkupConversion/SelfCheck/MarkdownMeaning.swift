import Backends
import MarkupAST

/// What a document means once written as Markdown, as one canonical line per block: the form
/// in which the Markdown self-check compares the tree it wrote with the tree cmark-gfm reads
/// back (see ``MarkdownSelfCheck``).
///
/// The normalization (what Markdown cannot hold, or holds in another equivalent shape):
/// - **containers without meaning** go: `div`s (and `dt`/`dd`, `section`…) and layout
///   tables are replaced by their blocks, `span`s by their inlines; attributes, ids,
///   classes, styles and element names are ignored (an `<a id>` anchor is an empty span);
/// - **a quotation** (`q`) is its content between the marks the writer writes, “…” and
///   ‘…’ inside another (``Backends/QuotationMarks``), in both trees;
/// - **a definition list** is a container like any other here; the blocks written as
///   Markdown are compared in the form the writer gives them (``DefinitionListsAsWritten``);
/// - **white space** is collapsed to one space (ASCII white space only: U+00A0 is text), soft
///   breaks are spaces, space at the edges of blocks and of formatting is moved out, empty
///   formatting, empty paragraphs and empty headings go, adjacent text merges, adjacent code spans and
///   formatting of one kind next to each other merge, leading and trailing hard breaks go;
/// - **quotes without content** go (an HTML reader drops `<blockquote></blockquote>`);
/// - **lists without items** go: they show nothing, Markdown has no form for one, and an
///   HTML reader drops `<ul></ul>` (a ProseMirror or AST document can hold one); so do
///   **empty items** other than tasks (an HTML reader drops `<li></li>`);
/// - **code spans**: white space at their ends is a space outside them, as the HTML reader
///   moves it out; one of white space only is a space; two that touch with no white space
///   between are one;
/// - **a link (or an `<a>` without `href`) inside a link** is taken out of it, the outer link
///   around the rest (HTML
///   cannot nest them, see ``splittingNestedLinks(_:)``);
/// - **links** whose text is their URL (GFM autolinks, `<https://…>`) count as text;
///   titles, tight/loose lists, heading style, list markers and table alignment are ignored;
///   a code block's info string counts by its first word when that is a language name the
///   HTML fallback writes (``Backends/CodeLanguageName``: `c#` or a quote is not), its text
///   without trailing newlines (an empty one counts as nothing);
/// - **tables**: a caption counts as a paragraph before the table; rows whose cells are all
///   empty (GFM's empty header row) are ignored, and so are empty cells ending a row (a
///   pipe table fills a short row with them); a cell's blocks are joined with breaks; a
///   row span ends with its row group (header or body), as the HTML table model ends it;
/// - **footnote definitions** are compared apart, as a set (writers move them to the end);
///   a reference is the same as the superscript link it is written as where Markdown has
///   no footnote (``Backends/MarkdownFootnoteFallback``);
/// - **formulas** (``MarkupAST/MathFormula``) count as what the writer's math style makes of
///   them for a reader without math: with ``Backends/MarkdownRenderOptions/MathStyle/code``
///   a paragraph of display math is a `math` code block; with
///   ``Backends/MarkdownRenderOptions/MathStyle/dollars`` a formula is the text `$…$`
///   (``Backends/MarkdownMath``, backslash escapes resolved) and a paragraph of display
///   math the text `$$ … $$`, unless the writer makes it code. The same rule applies to
///   both trees, so a formula that comes back through HTML (a re-emitted block) compares
///   as one written in Markdown.
enum MarkdownMeaning {
    /// One canonical line per meaningful block, each owned by the index of the top-level
    /// block of `blocks` it comes from, and the footnote definitions apart.
    static func lines(of blocks: [Block], math: MarkdownRenderOptions.MathStyle = .code) -> MeaningLines {
        var writer = Writer(math: math)
        for (index, block) in blocks.enumerated() {
            writer.owner = index
            writer.append(block)
        }
        writer.lines.sortFootnotes()
        return writer.lines
    }

    /// The lines of each group of blocks in turn, each owned by the index of its group (the
    /// blocks one top-level block resolves into), written into one buffer.
    static func lines(ofGroups groups: [[Block]], math: MarkdownRenderOptions.MathStyle = .code) -> MeaningLines {
        var writer = Writer(math: math)
        for (index, group) in groups.enumerated() {
            writer.owner = index
            for block in group { writer.append(block) }
        }
        writer.lines.sortFootnotes()
        return writer.lines
    }

    /// Writes the lines of blocks into one ``MeaningLines`` buffer. A block nested in another
    /// (a quotation's, an item's, a cell's) writes its lines inside its container's line,
    /// separated by the container's separator, instead of ending lines of its own.
    private struct Writer {
        let math: MarkdownRenderOptions.MathStyle
        var lines = MeaningLines()
        /// One token store for every inline sequence of the document, emptied between them.
        var scratch = InlineTokens()
        /// The top-level block being written.
        var owner = 0
        /// What separates the lines of the scope being written: `nil` at the top level,
        /// where each line ends a line of `lines`.
        private var separator: StaticString?
        /// How many lines the scope being written has so far.
        private var linesInScope = 0
        /// Whether the scope is a table cell's: a pipe table writes its paragraphs inline,
        /// without the paragraph tag.
        private var isCellScope = false

        init(math: MarkdownRenderOptions.MathStyle) {
            self.math = math
            // A snippet's lines fit without regrowing the buffers.
            lines.reserveCapacity(lines: 16, bytes: 1024)
        }

        private var paragraphTag: StaticString { isCellScope ? "" : "P " }

        // MARK: Lines

        /// Starts a line, after the scope's separator when a line came before it; returns
        /// where to roll back to if the line turns out to hold nothing.
        private mutating func beginLine() -> Int {
            let mark = lines.bytes.count
            if let separator, linesInScope > 0 { write(separator) }
            return mark
        }

        private mutating func endLine() {
            if separator == nil { lines.endLine(owner: owner) }
            linesInScope += 1
        }

        private mutating func cancelLine(_ mark: Int) {
            lines.truncate(to: mark)
        }

        private mutating func write(_ text: StaticString) {
            text.withUTF8Buffer { lines.write($0) }
        }

        private mutating func write(_ text: String) {
            lines.write(text.utf8)
        }

        /// Writes `blocks` as a scope of their own whose lines `separator` separates.
        ///
        /// - Parameter isCell: the blocks are a table cell's (``isCellScope``); only the
        ///   cell's own blocks are appended as in a cell, not those in its `div`s.
        private mutating func nested(_ blocks: [Block], separator: StaticString, isCell: Bool = false) {
            let saved = (self.separator, linesInScope, isCellScope)
            self.separator = separator
            linesInScope = 0
            isCellScope = isCell
            for block in blocks { append(block, inCell: isCell) }
            (self.separator, linesInScope, isCellScope) = saved
        }

        // MARK: Blocks

        /// - Parameter inCell: `block` is a table cell's: a pipe table writes its paragraphs
        ///   inline, display math as well.
        mutating func append(_ block: Block, inCell: Bool = false) {
            switch block {
            case .paragraph(let inlines, _):
                if !inCell, let formula = MathFormula.standaloneDisplay(in: inlines), appendDisplayMath(formula) { return }
                let mark = beginLine()
                write(paragraphTag)
                if writeInlines(inlines) { endLine() } else { cancelLine(mark) }
            case .heading(let level, let inlines, _):
                // An empty one shows nothing; an HTML reader drops `<h1></h1>`.
                let mark = beginLine()
                write("H")
                write(String(level))
                write(" ")
                if writeInlines(inlines) { endLine() } else { cancelLine(mark) }
            case .blockQuote(let children, _):
                let mark = beginLine()
                write("Q[")
                let contentStart = lines.bytes.count
                nested(children, separator: ";")
                // An empty one shows nothing; an HTML reader drops `<blockquote></blockquote>`.
                guard lines.bytes.count > contentStart else { return cancelLine(mark) }
                write("]")
                endLine()
            case .list(let style, let items, _):
                appendList(style, items)
            case .codeBlock(let info, let text, _):
                // The language the HTML fallback can carry too (``Backends/CodeLanguageName``).
                let language = Block.language(fromInfo: info).flatMap { CodeLanguageName.isWritable($0) ? $0 : nil } ?? ""
                let body = Substring(text).droppingTrailingLineFeeds
                // An empty one shows nothing an HTML reader keeps (it drops `<pre><code></code></pre>`).
                guard !body.isEmpty else { return }
                _ = beginLine()
                write("C(")
                write(language)
                write(")")
                lines.write(body.utf8)
                endLine()
            case .thematicBreak:
                _ = beginLine()
                write("HR")
                endLine()
            case .table(let table):
                if table.isLayout {
                    for child in LayoutTableUnwrapping.unwrapped([block]) { append(child) }
                    return
                }
                appendTable(table)
            case .div(_, let children):
                for child in children { append(child) }
            case .raw(let format, let text):
                _ = beginLine()
                write("RAW(")
                write(String(describing: format))
                write(")")
                write(text)
                endLine()
            case .footnoteDefinition(_, let children):
                // Written in place, then kept apart: it takes no line of its scope.
                let start = lines.bytes.count
                write("FN[")
                nested(children, separator: ";")
                write("]")
                lines.footnotes.append(lines.cut(from: start))
            }
        }

        private mutating func appendList(_ style: ListStyle, _ items: [ListItem]) {
            let mark = beginLine()
            if style.kind == .bullet {
                write("UL[")
            } else {
                write("OL")
                write(String(style.start ?? 1))
                write("[")
            }
            var written = 0
            for item in items {
                let itemMark = lines.bytes.count
                if written > 0 { write(",") }
                write("I")
                if let task = item.task { write(String(describing: task)) }
                write("[")
                let contentStart = lines.bytes.count
                nested(item.blocks, separator: ";")
                // An empty item (not a task) counts as nothing: an HTML reader drops `<li></li>`.
                if item.task == nil && lines.bytes.count == contentStart {
                    lines.truncate(to: itemMark)
                    continue
                }
                write("]")
                written += 1
            }
            // A list without items shows nothing; an HTML reader drops `<ul></ul>`.
            guard written > 0 else { return cancelLine(mark) }
            write("]")
            endLine()
        }

        private mutating func appendTable(_ table: Table) {
            let captionMark = beginLine()
            write(paragraphTag)
            if writeInlines(table.caption) { endLine() } else { cancelLine(captionMark) }
            _ = beginLine()
            write("T[")
            var rowsWritten = 0
            for group in [table.header, table.body] {
                for (index, row) in group.enumerated() {
                    let rowMark = lines.bytes.count
                    if rowsWritten > 0 { write("/") }
                    // A row ends at its last cell with content: a pipe table gives a short
                    // row its missing cells, empty, as a browser shows nothing in them.
                    var contentEnd: Int?
                    for (cellIndex, cell) in row.cells.enumerated() {
                        if cellIndex > 0 { write("|") }
                        let cellStart = lines.bytes.count
                        nested(cell.blocks, separator: " BR ", isCell: true)
                        writeSpans(cell, rowsLeft: group.count - index)
                        if lines.bytes.count > cellStart { contentEnd = lines.bytes.count }
                    }
                    guard let contentEnd else {
                        lines.truncate(to: rowMark)
                        continue
                    }
                    lines.truncate(to: contentEnd)
                    rowsWritten += 1
                }
            }
            write("]")
            endLine()
        }

        /// A cell's spans, its row span ending with its row group (`rowsLeft` rows from its
        /// own), as the HTML table model ends it: `0` and larger spans reach the group's last row.
        private mutating func writeSpans(_ cell: TableCell, rowsLeft: Int) {
            let rowSpan = cell.rowSpan == 0 ? rowsLeft : min(cell.rowSpan, rowsLeft)
            guard cell.columnSpan != 1 || rowSpan != 1 else { return }
            write("{")
            write(String(cell.columnSpan))
            write("x")
            write(String(rowSpan))
            write("}")
        }

        // MARK: Inlines

        /// Writes a paragraph of display math `formula` when the style does not write it as
        /// a paragraph of its inlines: a code block, or (dollars) the text between `$$`
        /// lines. Whether it wrote it.
        private mutating func appendDisplayMath(_ formula: MathFormula) -> Bool {
            switch math {
            case .html:
                return false
            case .dollars:
                if let displayLines = MarkdownMath.displayLines(formula) {
                    _ = beginLine()
                    write(paragraphTag)
                    scratch.removeAll()
                    scratch.math = .code
                    scratch.append([.text("$$ " + MarkdownMath.readWithoutMath(displayLines.joined(separator: " ")) + " $$")])
                    _ = scratch.write(to: &lines.bytes)
                    endLine()
                    return true
                }
            case .code:
                break
            }
            _ = beginLine()
            write("C(math)")
            lines.write(Substring(formula.tex).droppingTrailingLineFeeds.utf8)
            endLine()
            return true
        }

        /// Writes the canonical text of an inline sequence, built in `scratch` (emptied
        /// first, its storage kept for the next sequence); whether it had any text.
        private mutating func writeInlines(_ inlines: [Inline]) -> Bool {
            if inlines.isEmpty { return false }
            scratch.removeAll()
            scratch.math = math
            let findings = InlineFindings(inlines)
            scratch.append(
                findings.holdsNestedLink ? MarkdownMeaning.splittingNestedLinks(inlines) : inlines,
                holdsStyle: findings.holdsStyledElement
            )
            return scratch.write(to: &lines.bytes)
        }
    }

    // MARK: - Links inside links

    /// `inlines` with every link inside a link taken out of it, as HTML reads them (an `<a>`
    /// start tag closes the open one) and the HTML writer writes them: the outer link goes
    /// around each stretch of its content that holds no link, and into formatting that holds
    /// one. Markdown cannot nest links either (`[[a](u)](v)` reads as text around a link).
    static func splittingNestedLinks(_ inlines: [Inline]) -> [Inline] {
        inlines.flatMap { inline -> [Inline] in
            guard case .link(let target, let children) = inline else {
                return [inline.isContainer ? inline.mapChildren(splittingNestedLinks) : inline]
            }
            let inner = splittingNestedLinks(children)
            guard inner.contains(where: holdsLink) else { return [.link(target, inner)] }
            return distributing(target, over: inner)
        }
    }

    private static func distributing(_ target: LinkTarget, over inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        var stretch: [Inline] = []
        for inline in inlines {
            guard holdsLink(inline) else {
                stretch.append(inline)
                continue
            }
            if !stretch.isEmpty { result.append(.link(target, stretch)) }
            stretch = []
            if isAnchor(inline) {
                result.append(inline)
            } else {
                result.append(inline.mapChildren { distributing(target, over: $0) })
            }
        }
        if !stretch.isEmpty { result.append(.link(target, stretch)) }
        return result
    }

    private static func holdsLink(_ inline: Inline) -> Bool {
        isAnchor(inline) || inline.children.contains(where: holdsLink)
    }

    /// A link, or an `<a>` without `href` (a span named `a`): its start tag closes an open
    /// link all the same.
    fileprivate static func isAnchor(_ inline: Inline) -> Bool {
        switch inline {
        case .link: return true
        case .span(let attributes, _): return attributes.elementName == "a"
        default: return false
        }
    }

    /// What taking the meaning of an inline sequence must know first, found in one walk that
    /// stops once both are: whether a link holds a link (an anchor, ``isAnchor(_:)``) below
    /// it, which must be split first (``splittingNestedLinks(_:)``), and whether an element
    /// with a style is anywhere (``InlineTokens/isStyledElement(_:)``).
    private struct InlineFindings {
        private(set) var holdsNestedLink = false
        private(set) var holdsStyledElement = false

        init(_ inlines: [Inline]) {
            visit(inlines, insideLink: false)
        }

        /// - Parameter insideLink: `inlines` are below a link.
        private mutating func visit(_ inlines: [Inline], insideLink: Bool) {
            for inline in inlines {
                if insideLink && MarkdownMeaning.isAnchor(inline) { holdsNestedLink = true }
                guard inline.isContainer else { continue }
                if !holdsStyledElement && InlineTokens.isStyledElement(inline) { holdsStyledElement = true }
                if holdsNestedLink && holdsStyledElement { return }
                var isLink = false
                if case .link = inline { isLink = true }
                visit(inline.children, insideLink: insideLink || isLink)
                if holdsNestedLink && holdsStyledElement { return }
            }
        }
    }
}
