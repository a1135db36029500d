import MarkupAST

/// Tables (HTML Standard §4.9, rendering §15.3.8); the row model is in ``TableDraft``.
///
/// Cells hold blocks. `colspan` is clamped to 1…1000 and `rowspan` to 0…65534 as the
/// standard's table model does (§4.9.12.1). A header cell's `align` (or `text-align`)
/// gives its column's alignment. The table, its rows and cells keep their other attributes
/// (a cell's `align` as its `text-align`), and `<colgroup>`/`<col>` are kept as the table's
/// column groups.
extension LoweringWalker {
    /// Opens a `table`. Stray content in it (what the tree builder did not foster-parent
    /// already) goes before the table.
    mutating func pushTable(_ id: DOMTree.NodeID) {
        let parent = frames[top].context
        let pushed = pushBlockContainer(.table, node: id, depth: parent.blockDepth, ownAttributes: ownAttributes(of: id, defaultTag: .table))
        guard pushed else { return }
        var draft = TableDraft()
        draft.columnGroups = columnGroups(of: id)
        frames[top].extras().table = draft
        frames[top].tableIndex = top
        frames[top].blockTarget = parent.blockTarget
        frames[top].inlineTarget = parent.inlineTarget
        frames[top].blockDepth = parent.blockDepth
        frames[top].inlineDepth = parent.inlineDepth
        frames[top].paragraphKind = parent.paragraphKind
    }

    /// Opens a `thead`, `tbody` or `tfoot` of the table on top.
    mutating func pushTableSection(_ id: DOMTree.NodeID, section: TableDraft.Section) {
        let tableIndex = frames[top].tableIndex
        frames[tableIndex].extras().table?.beginGroup(section)
        if let attributes = ownAttributes(of: id, defaultTag: tree.nodes[Int(id)].tag) {
            frames[tableIndex].extras().table?.setAttributes(attributes, of: section)
        }
        pushTableStructure(.tableSection(section), node: id, tableIndex: tableIndex, depth: frames[tableIndex].depth)
    }

    /// Opens a `tr` of the table or row group on top.
    mutating func pushTableRow(_ id: DOMTree.NodeID) {
        let tableIndex = frames[top].tableIndex
        let section: TableDraft.Section
        if case .tableSection(let enclosing) = frames[top].kind { section = enclosing } else { section = .body }
        pushTableStructure(.tableRow(section), node: id, tableIndex: tableIndex, depth: frames[tableIndex].depth + 1)
        if let attributes = ownAttributes(of: id, defaultTag: .tr) { frames[top].extras().ownAttributes = attributes }
    }

    /// Opens a `td` or `th` of the row on top.
    mutating func pushTableCell(_ id: DOMTree.NodeID, isHeader: Bool) {
        func value(_ name: String) -> String? { attributeValue(name, of: id) }
        let columnSpan = value("colspan").flatMap(Self.parseNonNegativeInteger).map { min(max($0, 1), 1000) } ?? 1
        let rowSpan = value("rowspan").flatMap(Self.parseNonNegativeInteger).map { min($0, 65534) } ?? 1
        let alignment = style(of: id)?.textAlign.map(Self.alignment(ofTextAlign:)) ?? Self.alignment(ofAttribute: value("align"))
        let tableIndex = frames[top].tableIndex
        pushBlockContainer(
            .tableCell(isHeader: isHeader, columnSpan: columnSpan, rowSpan: rowSpan, alignment: alignment),
            node: id,
            depth: frames[top].depth + 1,
            flattenable: false,
            ownAttributes: ownAttributes(of: id, defaultTag: isHeader ? .th : .td) { $0 == "colspan" || $0 == "rowspan" }
        )
        frames[top].tableIndex = tableIndex
    }

    /// Opens a `caption` of the table on top.
    mutating func pushTableCaption(_ id: DOMTree.NodeID) {
        let tableIndex = frames[top].tableIndex
        pushBlockContainer(.tableCaption, node: id, depth: frames[tableIndex].depth + 1, flattenable: false)
        frames[top].tableIndex = tableIndex
    }

    /// Hands a finished table to its parent; a table without rows leaves its caption as a
    /// paragraph.
    mutating func closeTable(_ frame: inout LoweringFrame) {
        guard var draft = frame.table else { return }
        if var table = draft.build() {
            table.attributes = frame.ownAttributes ?? Attributes()
            appendBlock(.table(table))
        } else if !draft.caption.isEmpty {
            appendBlock(.paragraph(draft.caption))
        }
    }

    /// The first caption made of paragraphs becomes the table's caption (its paragraphs
    /// joined by line breaks); any other caption content goes before the table in a
    /// `.div` named `caption`.
    mutating func closeCaption(_ frame: LoweringFrame) {
        guard !frame.blocks.isEmpty else { return }
        let tableIndex = frame.tableIndex
        if frames[tableIndex].table?.caption.isEmpty == true, let inlines = Self.captionInlines(frame.blocks) {
            frames[tableIndex].extras().table?.caption = inlines
        } else {
            appendBlock(.div(Attributes(elementName: "caption"), frame.blocks))
        }
    }

    /// The inlines of caption blocks that are all paragraphs or headings, else `nil`.
    private static func captionInlines(_ blocks: [Block]) -> [Inline]? {
        var result: [Inline] = []
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                if !result.isEmpty { result.append(.hardBreak) }
                result += inlines
            default:
                return nil
            }
        }
        return Inline.normalized(result)
    }

    /// The `<colgroup>` children of table `id` with their `<col>`s (a `<col>` directly in
    /// the table, which the tree builder does not leave, would be its own group).
    private func columnGroups(of id: DOMTree.NodeID) -> [Table.ColumnGroup] {
        var groups: [Table.ColumnGroup] = []
        for child in tree.children(of: id) where tree.nodes[Int(child)].kind == .element {
            switch tree.nodes[Int(child)].tag {
            case .colgroup:
                var group = Table.ColumnGroup(attributes: attributes(of: child, defaultTag: .colgroup))
                for column in tree.children(of: child)
                where tree.nodes[Int(column)].kind == .element && tree.nodes[Int(column)].tag == .col {
                    group.columns.append(attributes(of: column, defaultTag: .col))
                }
                groups.append(group)
            case .col:
                groups.append(Table.ColumnGroup(columns: [attributes(of: child, defaultTag: .col)]))
            default:
                continue
            }
        }
        return groups
    }

    /// A cell's `text-align` as a column alignment (`start` and `end` as in left-to-right
    /// text; `justify` aligns nothing).
    static func alignment(ofTextAlign value: CSSTextAlign) -> Table.Alignment {
        switch value {
        case .left, .start: return .left
        case .right, .end: return .right
        case .center: return .center
        case .justify, .matchParent: return .none
        }
    }

    /// The obsolete `align` attribute of a cell (§15.3.8): `left`, `center` (or `middle`),
    /// `right`, ASCII case-insensitive; `justify` and anything else align nothing.
    static func alignment(ofAttribute value: String?) -> Table.Alignment {
        guard let value = value?.trimmingASCIIWhitespace() else { return .none }
        if ASCIIFolding.equal(value, "left") { return .left }
        if ASCIIFolding.equal(value, "center") || ASCIIFolding.equal(value, "middle") { return .center }
        if ASCIIFolding.equal(value, "right") { return .right }
        return .none
    }
}
