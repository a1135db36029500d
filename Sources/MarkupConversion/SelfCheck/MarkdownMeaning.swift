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
///   formatting and empty paragraphs go, adjacent text merges, adjacent code spans and
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
    /// One canonical line per meaningful block, and the index of the top-level block of
    /// `blocks` it comes from.
    static func lines(
        of blocks: [Block], math: MarkdownRenderOptions.MathStyle = .code
    ) -> (lines: [String], owners: [Int], footnotes: [String]) {
        var lines: [String] = []
        var owners: [Int] = []
        var footnotes: [String] = []
        // One token store for every inline sequence of the document, emptied between them.
        var scratch = InlineTokens()
        for (index, block) in blocks.enumerated() {
            // Appended in place, each line then given its owner: no array per block.
            let first = lines.count
            append(block, to: &lines, footnotes: &footnotes, math: math, scratch: &scratch)
            for _ in first..<lines.count { owners.append(index) }
        }
        return (lines, owners, footnotes.sorted())
    }

    /// - Parameter inCell: `block` is a table cell's: a pipe table writes its paragraphs
    ///   inline, display math as well.
    private static func append(
        _ block: Block, to lines: inout [String], footnotes: inout [String], math: MarkdownRenderOptions.MathStyle, inCell: Bool = false,
        scratch: inout InlineTokens
    ) {
        switch block {
        case .paragraph(let inlines, _):
            if !inCell, let formula = MathFormula.standaloneDisplay(in: inlines), let line = displayMathLine(formula, math: math) {
                lines.append(line)
                return
            }
            if let line = inlineText(inlines, math: math, prefix: "P ", scratch: &scratch) { lines.append(line) }
        case .heading(let level, let inlines, _):
            let tag = "H\(level) "
            lines.append(inlineText(inlines, math: math, prefix: tag, scratch: &scratch) ?? tag)
        case .blockQuote(let children, _):
            let content = nested(children, footnotes: &footnotes, math: math, scratch: &scratch)
            // An empty one shows nothing; an HTML reader drops `<blockquote></blockquote>`.
            guard !content.isEmpty else { return }
            lines.append("Q[" + content + "]")
        case .list(let style, let items, _):
            var itemLines: [String] = []
            for item in items {
                let content = nested(item.blocks, footnotes: &footnotes, math: math, scratch: &scratch)
                // An empty item (not a task) counts as nothing: an HTML reader drops `<li></li>`.
                guard item.task != nil || !content.isEmpty else { continue }
                itemLines.append("I" + (item.task.map { "\($0)" } ?? "") + "[" + content + "]")
            }
            guard !itemLines.isEmpty else { return }  // shows nothing; an HTML reader drops `<ul></ul>`
            let kind = style.kind == .bullet ? "UL" : "OL\(style.start ?? 1)"
            lines.append(kind + "[" + itemLines.joined(separator: ",") + "]")
        case .codeBlock(let info, let text, _):
            // The language the HTML fallback can carry too (``Backends/CodeLanguageName``).
            let language = Block.language(fromInfo: info).flatMap { CodeLanguageName.isWritable($0) ? $0 : nil } ?? ""
            let body = Substring(text).droppingTrailingLineFeeds
            // An empty one shows nothing an HTML reader keeps (it drops `<pre><code></code></pre>`).
            guard !body.isEmpty else { return }
            lines.append("C(" + language + ")" + body)
        case .thematicBreak:
            lines.append("HR")
        case .table(let table):
            if table.isLayout {
                for child in LayoutTableUnwrapping.unwrapped([block]) { append(child, to: &lines, footnotes: &footnotes, math: math, scratch: &scratch) }
                return
            }
            if let caption = inlineText(table.caption, math: math, prefix: "P ", scratch: &scratch) { lines.append(caption) }
            var rows: [String] = []
            for group in [table.header, table.body] {
                for (index, row) in group.enumerated() {
                    let rowsLeft = group.count - index
                    var cells = row.cells.map { cell in cellText(cell, footnotes: &footnotes, math: math, scratch: &scratch) + spans(cell, rowsLeft: rowsLeft) }
                    // A row ends at its last cell with content: a pipe table gives a short
                    // row its missing cells, empty, as a browser shows nothing in them.
                    while cells.last?.isEmpty == true { cells.removeLast() }
                    if cells.isEmpty { continue }
                    rows.append(cells.joined(separator: "|"))
                }
            }
            lines.append("T[" + rows.joined(separator: "/") + "]")
        case .div(_, let children):
            for child in children { append(child, to: &lines, footnotes: &footnotes, math: math, scratch: &scratch) }
        case .raw(let format, let text):
            lines.append("RAW(\(format))" + text)
        case .footnoteDefinition(_, let children):
            footnotes.append("FN[" + nested(children, footnotes: &footnotes, math: math, scratch: &scratch) + "]")
        }
    }

    private static func nested(
        _ blocks: [Block], footnotes: inout [String], math: MarkdownRenderOptions.MathStyle, scratch: inout InlineTokens
    ) -> String {
        var lines: [String] = []
        for block in blocks { append(block, to: &lines, footnotes: &footnotes, math: math, scratch: &scratch) }
        return lines.joined(separator: ";")
    }

    private static func cellText(
        _ cell: TableCell, footnotes: inout [String], math: MarkdownRenderOptions.MathStyle, scratch: inout InlineTokens
    ) -> String {
        var parts: [String] = []
        for block in cell.blocks {
            var lines: [String] = []
            append(block, to: &lines, footnotes: &footnotes, math: math, inCell: true, scratch: &scratch)
            // A cell's paragraphs become `<br>`-joined inline text in a pipe table.
            parts += lines.map { $0.hasPrefix("P ") ? String($0.dropFirst(2)) : $0 }
        }
        return parts.joined(separator: " BR ")
    }

    /// A cell's spans, its row span ending with its row group (`rowsLeft` rows from its own),
    /// as the HTML table model ends it: `0` and larger spans reach the group's last row.
    private static func spans(_ cell: TableCell, rowsLeft: Int) -> String {
        let rowSpan = cell.rowSpan == 0 ? rowsLeft : min(cell.rowSpan, rowsLeft)
        return cell.columnSpan == 1 && rowSpan == 1 ? "" : "{\(cell.columnSpan)x\(rowSpan)}"
    }

    // MARK: - Inlines

    /// The line of a paragraph of display math `formula` when the style does not write it
    /// as a paragraph of its inlines: a code block, or (dollars) the text between `$$` lines.
    private static func displayMathLine(_ formula: MathFormula, math: MarkdownRenderOptions.MathStyle) -> String? {
        switch math {
        case .html:
            return nil
        case .dollars:
            if let lines = MarkdownMath.displayLines(formula) {
                var tokens = InlineTokens()
                tokens.append([.text("$$ " + MarkdownMath.readWithoutMath(lines.joined(separator: " ")) + " $$")])
                return tokens.text(prefix: "P ") ?? "P "
            }
        case .code:
            break
        }
        let body = Substring(formula.tex).droppingTrailingLineFeeds
        return "C(math)" + body
    }

    /// The canonical text of an inline sequence after `prefix` (a line's tag), built in
    /// `scratch` (emptied first, its storage kept for the next sequence); `nil` when the
    /// sequence has no text.
    static func inlineText(
        _ inlines: [Inline], math: MarkdownRenderOptions.MathStyle, prefix: String, scratch: inout InlineTokens
    ) -> String? {
        if inlines.isEmpty { return nil }
        scratch.removeAll()
        scratch.math = math
        scratch.append(inlines.contains(where: holdsNestedLink) ? splittingNestedLinks(inlines) : inlines)
        return scratch.text(prefix: prefix)
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
    private static func isAnchor(_ inline: Inline) -> Bool {
        switch inline {
        case .link: return true
        case .span(let attributes, _): return attributes.elementName == "a"
        default: return false
        }
    }

    /// Whether `inline` is, or holds, a link with a link inside it.
    private static func holdsNestedLink(_ inline: Inline) -> Bool {
        if case .link(_, let children) = inline { return children.contains(where: holdsLink) }
        return inline.children.contains(where: holdsNestedLink)
    }
}
