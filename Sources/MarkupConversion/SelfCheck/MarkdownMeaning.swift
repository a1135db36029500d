import MarkupAST

/// What a document means once written as Markdown, as one canonical line per block: the form
/// in which the Markdown self-check compares the tree it wrote with the tree cmark-gfm reads
/// back (see ``MarkdownSelfCheck``).
///
/// The normalization (what Markdown cannot hold, or holds in another equivalent shape):
/// - **containers without meaning** go: `div`s (and `dl`/`dt`/`dd`, `section`…) and layout
///   tables are replaced by their blocks, `span`s by their inlines; attributes, ids,
///   classes, styles and element names are ignored (an `<a id>` anchor is an empty span);
/// - **white space** is collapsed to one space (ASCII white space only: U+00A0 is text), soft
///   breaks are spaces, space at the edges of blocks and of formatting is moved out, empty
///   formatting and empty paragraphs go, adjacent text merges, adjacent code spans and
///   formatting of one kind next to each other merge, leading and trailing hard breaks go;
/// - **links** whose text is their URL (GFM autolinks, `<https://…>`) count as text;
///   titles, tight/loose lists, heading style, list markers and table alignment are ignored;
///   a code block's info string counts by its first word, its text without trailing newlines;
/// - **tables**: a caption counts as a paragraph before the table; rows whose cells are all
///   empty (GFM's empty header row) are ignored; a cell's blocks are joined with breaks;
/// - **footnote definitions** are compared apart, as a set (writers move them to the end).
enum MarkdownMeaning {
    /// One canonical line per meaningful block, and the index of the top-level block of
    /// `blocks` it comes from.
    static func lines(of blocks: [Block]) -> (lines: [String], owners: [Int], footnotes: [String]) {
        var lines: [String] = []
        var owners: [Int] = []
        var footnotes: [String] = []
        for (index, block) in blocks.enumerated() {
            var blockLines: [String] = []
            append(block, to: &blockLines, footnotes: &footnotes)
            lines += blockLines
            owners += Array(repeating: index, count: blockLines.count)
        }
        return (lines, owners, footnotes.sorted())
    }

    private static func append(_ block: Block, to lines: inout [String], footnotes: inout [String]) {
        switch block {
        case .paragraph(let inlines, _):
            let text = inlineText(inlines)
            if !text.isEmpty { lines.append("P " + text) }
        case .heading(let level, let inlines, _):
            lines.append("H\(level) " + inlineText(inlines))
        case .blockQuote(let children, _):
            lines.append("Q[" + nested(children, footnotes: &footnotes) + "]")
        case .list(let style, let items, _):
            let kind = style.kind == .bullet ? "UL" : "OL\(style.start ?? 1)"
            let itemLines = items.map { item in
                let task = item.task.map { "\($0)" } ?? ""
                return "I\(task)[" + nested(item.blocks, footnotes: &footnotes) + "]"
            }
            lines.append(kind + "[" + itemLines.joined(separator: ",") + "]")
        case .codeBlock(let info, let text, _):
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            var body = Substring(text)
            while body.last == "\n" { body = body.dropLast() }
            lines.append("C(" + language + ")" + body)
        case .thematicBreak:
            lines.append("HR")
        case .table(let table):
            if table.isLayout {
                for child in LayoutTableUnwrapping.unwrapped([block]) { append(child, to: &lines, footnotes: &footnotes) }
                return
            }
            let caption = inlineText(table.caption)
            if !caption.isEmpty { lines.append("P " + caption) }
            var rows: [String] = []
            for row in table.header + table.body {
                let cells = row.cells.map { cell in cellText(cell, footnotes: &footnotes) + spans(cell) }
                if cells.allSatisfy(\.isEmpty) { continue }
                rows.append(cells.joined(separator: "|"))
            }
            lines.append("T[" + rows.joined(separator: "/") + "]")
        case .div(_, let children):
            for child in children { append(child, to: &lines, footnotes: &footnotes) }
        case .raw(let format, let text):
            lines.append("RAW(\(format))" + text)
        case .footnoteDefinition(_, let children):
            footnotes.append("FN[" + nested(children, footnotes: &footnotes) + "]")
        }
    }

    private static func nested(_ blocks: [Block], footnotes: inout [String]) -> String {
        var lines: [String] = []
        for block in blocks { append(block, to: &lines, footnotes: &footnotes) }
        return lines.joined(separator: ";")
    }

    private static func cellText(_ cell: TableCell, footnotes: inout [String]) -> String {
        var parts: [String] = []
        for block in cell.blocks {
            var lines: [String] = []
            append(block, to: &lines, footnotes: &footnotes)
            // A cell's paragraphs become `<br>`-joined inline text in a pipe table.
            parts += lines.map { $0.hasPrefix("P ") ? String($0.dropFirst(2)) : $0 }
        }
        return parts.joined(separator: " BR ")
    }

    private static func spans(_ cell: TableCell) -> String {
        cell.columnSpan == 1 && cell.rowSpan == 1 ? "" : "{\(cell.columnSpan)x\(cell.rowSpan)}"
    }

    // MARK: - Inlines

    /// The canonical text of an inline sequence.
    static func inlineText(_ inlines: [Inline]) -> String {
        if inlines.isEmpty { return "" }
        var tokens = InlineTokens()
        tokens.append(inlines)
        return tokens.text()
    }
}
