import MarkupAST

/// Structure repairs before a child is handled: content written directly in a list gets an
/// item, `<li>` outside a list gets a list, cells outside a row get a row, and table parts
/// outside a table are plain blocks.
///
/// The repairs are synthetic frames on top of the parent's frame. Each stays open while
/// the following siblings continue it (more items' content, more `<li>`, more cells) and
/// closes at the first sibling that does not, or with the parent.
extension LoweringWalker {
    /// A child about to be handled, for the repairs.
    enum Child {
        case text(whitespaceOnly: Bool)
        case element(ElementRole)
    }

    /// Prepares the context for a text node; `false` when the text adds nothing there
    /// (white space between list items or table rows).
    mutating func prepareForText(whitespaceOnly: Bool) -> Bool {
        closeSyntheticFrames(before: .text(whitespaceOnly: whitespaceOnly))
        switch frames[top].kind {
        case .list:
            if whitespaceOnly { return false }
            openImplicitItem()
            return true
        case .table, .tableSection, .tableRow:
            // Text in table structure was foster-parented by the tree builder; what is left
            // here is white space, and anything else goes before the table.
            return !whitespaceOnly
        default:
            return true
        }
    }

    /// Prepares the context for an element and returns the role it takes there, or `nil`
    /// when it adds nothing.
    mutating func prepareForElement(_ id: DOMTree.NodeID, role: ElementRole) -> ElementRole? {
        closeSyntheticFrames(before: .element(role))
        switch frames[top].kind {
        case .list:
            switch role {
            case .listItem, .list: return role
            default:
                openImplicitItem()
                return role
            }
        case .table:
            switch role {
            case .tableCaption, .tableSection, .tableRow: return role
            case .tableCell:
                openImplicitRow()
                return role
            default: return role
            }
        case .tableSection:
            switch role {
            case .tableRow: return role
            case .tableCell:
                openImplicitRow()
                return role
            case .tableCaption, .tableSection: return .blockBoundary
            default: return role
            }
        case .tableRow:
            switch role {
            case .tableCell: return role
            case .tableCaption, .tableSection, .tableRow: return .blockBoundary
            default: return role
            }
        default:
            switch role {
            case .listItem:
                if frames[top].synthetic != .list { openImplicitList(for: id) }
                return role
            case .tableCaption, .tableSection, .tableRow, .tableCell:
                return .blockBoundary
            default:
                return role
            }
        }
    }

    /// Closes the synthetic frames on top that `child` does not continue.
    private mutating func closeSyntheticFrames(before child: Child) {
        while let synthetic = frames[top].synthetic {
            let continues: Bool
            switch (synthetic, child) {
            case (.item, .element(.listItem)):
                continues = false
            case (.item, _):
                continues = true
            case (.list, .element(.listItem)), (.list, .text(whitespaceOnly: true)),
                 (.row, .element(.tableCell)), (.row, .text(whitespaceOnly: true)):
                continues = true
            case (.list, _), (.row, _):
                continues = false
            }
            if continues { return }
            closeTopFrame()
        }
    }

    /// Opens an item around content written directly in the list on top.
    private mutating func openImplicitItem() {
        pushBlockContainer(.listItem, node: DOMTree.none, depth: frames[top].depth + 1, flattenable: false)
        frames[top].synthetic = .item
    }

    /// Opens a bullet list around `<li>` elements outside any list (`li` is the first one).
    private mutating func openImplicitList(for li: DOMTree.NodeID) {
        pushBlockContainer(.list(ListStyle(kind: .bullet), hasExplicitStart: false), node: li, depth: frames[top].blockDepth)
        frames[top].node = DOMTree.none
        frames[top].synthetic = .list
    }

    /// Opens a row around cells written directly in the table or row group on top.
    private mutating func openImplicitRow() {
        let tableIndex = frames[top].tableIndex
        let section: TableDraft.Section
        if case .tableSection(let enclosing) = frames[top].kind { section = enclosing } else { section = .body }
        pushTableStructure(.tableRow(section), node: DOMTree.none, tableIndex: tableIndex, depth: frames[tableIndex].depth + 1)
        frames[top].synthetic = .row
    }
}
