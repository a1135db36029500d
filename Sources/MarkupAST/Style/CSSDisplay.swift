/// A specified `display` (CSS Display 3 §2), in its single-keyword forms.
public enum CSSDisplay: String, Hashable, Sendable, CaseIterable {
    /// `none`: the element and its contents generate no boxes.
    case none
    /// `block`.
    case block
    /// `inline`, the initial value.
    case inline
    /// `inline-block`.
    case inlineBlock = "inline-block"
    /// `list-item`.
    case listItem = "list-item"
    /// `flow-root`.
    case flowRoot = "flow-root"
    /// `contents`: the element generates no box; its children do.
    case contents
    /// `flex`.
    case flex
    /// `inline-flex`.
    case inlineFlex = "inline-flex"
    /// `grid`.
    case grid
    /// `inline-grid`.
    case inlineGrid = "inline-grid"
    /// `table`.
    case table
    /// `inline-table`.
    case inlineTable = "inline-table"
    /// `table-row-group`.
    case tableRowGroup = "table-row-group"
    /// `table-header-group`.
    case tableHeaderGroup = "table-header-group"
    /// `table-footer-group`.
    case tableFooterGroup = "table-footer-group"
    /// `table-row`.
    case tableRow = "table-row"
    /// `table-cell`.
    case tableCell = "table-cell"
    /// `table-column-group`.
    case tableColumnGroup = "table-column-group"
    /// `table-column`.
    case tableColumn = "table-column"
    /// `table-caption`.
    case tableCaption = "table-caption"
    /// `ruby`.
    case ruby
    /// `ruby-text`.
    case rubyText = "ruby-text"

    /// Whether the outer display type is block (CSS Display 3 §2.1), so the lowering treats
    /// the element as a block: `block`, `list-item`, `flow-root`, `flex`, `grid`, `table`.
    /// Internal table boxes (`table-row`, `table-cell`…) are not block-level.
    public var isBlockLevel: Bool {
        switch self {
        case .block, .listItem, .flowRoot, .flex, .grid, .table:
            true
        case .none, .inline, .inlineBlock, .contents, .inlineFlex, .inlineGrid, .inlineTable, .ruby, .rubyText,
            .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableRow, .tableCell, .tableColumnGroup,
            .tableColumn, .tableCaption:
            false
        }
    }
}
