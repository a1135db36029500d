/// Telling a layout table (an e-mail template's frame, a 2000-era page grid, a DocBook
/// navigation bar) from a data table.
///
/// HTML e-mails and old pages position their content with tables; what a reader sees is
/// headings, paragraphs and lists, not a grid. The rule follows the heuristic browsers use
/// to hide layout tables from screen readers (Firefox's
/// `HTMLTableAccessible::IsProbablyLayoutTable`), in this order:
/// 1. `role="table"`, `"grid"` or `"treegrid"`: data.
/// 2. A documentation generator's layout (a DocBook navigation bar, an admonition's icon
///    beside its text; see `isDocumentationLayout`): layout, though it has a `summary` and
///    `<th>` cells.
/// 3. Without `role="presentation"`/`"none"`, any sign of data — a caption, a header row,
///    a `<th>` anywhere, a `summary` attribute, `<colgroup>`/`<col>`, a cell with
///    `headers`, `scope`, `abbr` or `axis`: data. A header row without cells is no sign:
///    an HTML reader drops `<tr></tr>`, so the table must be judged as it reads back.
/// 4. A cell holding a table (nested tables are layout grids) or a heading (data cells do
///    not hold `<h1>`…`<h6>`): layout.
/// 5. One column (every row a single cell, counting `colspan`) or one row (rows without
///    cells not counted): layout.
/// 6. `role="presentation"`/`"none"`: layout, unless every cell holds inline content only
///    (a grid of values such as an e-mail's price lines, which reads as a table).
/// 7. Anything else: data. A grid of plain cells with several paragraphs each (a Word
///    table, a Confluence table) stays a table.
extension Table {
    /// Whether this table is used for layout rather than data (see the rule above).
    public var isLayout: Bool {
        let role = attributes["role"]
        let isPresentation = role.map { Self.equalsIgnoringASCIICase($0, "presentation") || Self.equalsIgnoringASCIICase($0, "none") } ?? false
        if let role, ["table", "grid", "treegrid"].contains(where: { Self.equalsIgnoringASCIICase(role, $0) }) { return false }
        // A row without cells counts for nothing: an HTML reader drops `<tr></tr>`, so a
        // table from an editor's JSON with an empty row must be judged as it reads back.
        let rows = (header + body).filter { !$0.cells.isEmpty }
        if isDocumentationLayout { return true }
        if !isPresentation, hasDataMarkup { return false }
        if rows.contains(where: { $0.cells.contains { $0.blocks.containsBlock(where: \.isTableOrHeading) } }) { return true }
        if columnCount <= 1 || rows.count == 1 { return true }
        return isPresentation && !rows.allSatisfy { $0.cells.allSatisfy { $0.inlineContent != nil } }
    }

    /// Whether the table has markup only data tables have (rule 3).
    private var hasDataMarkup: Bool {
        if !caption.isEmpty || header.contains(where: { !$0.cells.isEmpty }) || !columnGroups.isEmpty || attributes["summary"] != nil { return true }
        let dataCellAttributes = ["headers", "scope", "abbr", "axis"]
        return body.contains { row in
            row.cells.contains { cell in
                cell.attributes.elementName == "th" || dataCellAttributes.contains { cell.attributes[$0] != nil }
            }
        }
    }

    /// The content of a layout table as blocks, row by row and cell by cell: a cell with an
    /// `id`, classes or inline CSS (its background, colour, `align`) becomes a `div`
    /// carrying those attributes, so styled output keeps them; any other cell's blocks
    /// are spliced in. The table's own attributes are kept the same way, on a `div` around
    /// the whole content.
    ///
    /// A cell's `text-align` is dropped when the cell holds a table: there it centres the
    /// nested table (the e-mail idiom `<td align="center"><table width="600">`), and in
    /// quirks mode, where e-mails without a doctype render, a table resets `text-align`.
    ///
    /// A row of several cells that hold only inline content (a byline `Hannah Price · Mar
    /// 8`, a row of icons, a navigation bar's Prev / Home / Next) becomes one paragraph,
    /// the cells separated by a space, a styled cell's content kept in a `span` with its
    /// attributes and a header cell's (`<th>`, a navigation bar's title) in strong emphasis.
    public var layoutContent: [Block] {
        var blocks: [Block] = []
        if !caption.isEmpty { blocks.append(.paragraph(caption)) }
        for row in header + body {
            if row.cells.count > 1, let line = Self.line(of: row.cells) {
                if !line.isEmpty { blocks.append(.paragraph(line)) }
                continue
            }
            for cell in row.cells where !cell.blocks.isEmpty {
                var attributes = cell.attributes
                if cell.blocks.containsBlock(where: \.isTable) { attributes.style.remove(.textAlign) }
                blocks += Self.keepingStyle(attributes, around: cell.blocks)
            }
        }
        return Self.keepingStyle(attributes, around: blocks)
    }

    /// The inlines of `cells` joined by spaces, when every cell holds only inline content;
    /// `nil` otherwise.
    private static func line(of cells: [TableCell]) -> [Inline]? {
        var line: [Inline] = []
        for cell in cells {
            guard var inlines = cell.inlineContent else { return nil }
            guard inlines.contains(where: { !$0.isWhitespaceText }) else { continue }
            if !line.isEmpty { line.append(.text(" ")) }
            let attributes = cell.attributes
            if attributes.elementName == "th" && !inlines.contains(where: \.isStrong) { inlines = [.strong(inlines)] }
            let isStyled = attributes.id != nil || !attributes.classes.isEmpty || !attributes.style.isEmpty
            line += isStyled ? [.span(Attributes(id: attributes.id, classes: attributes.classes, style: attributes.style), inlines)] : inlines
        }
        return Inline.normalized(line)
    }

    /// `blocks` in a `div` carrying `attributes`' id, classes and style when it has any.
    private static func keepingStyle(_ attributes: Attributes, around blocks: [Block]) -> [Block] {
        guard !blocks.isEmpty, attributes.id != nil || !attributes.classes.isEmpty || !attributes.style.isEmpty else { return blocks }
        return [.div(Attributes(id: attributes.id, classes: attributes.classes, style: attributes.style), blocks)]
    }

    private static func equalsIgnoringASCIICase(_ value: String, _ lowercase: String) -> Bool {
        var value = value
        return value.withUTF8 { ASCIIKeyword.equals($0, lowercase) }
    }
}

extension Inline {
    fileprivate var isWhitespaceText: Bool {
        guard case .text(let text) = self else { return false }
        // White space and no-break spaces (`&nbsp;` fills DocBook's empty navigation cells).
        return text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{A0}" }
    }

    fileprivate var isStrong: Bool {
        if case .strong = self { return true }
        return false
    }
}

extension Block {
    fileprivate var isTable: Bool {
        if case .table = self { return true }
        return false
    }

    fileprivate var isTableOrHeading: Bool {
        switch self {
        case .table, .heading: return true
        default: return false
        }
    }
}
