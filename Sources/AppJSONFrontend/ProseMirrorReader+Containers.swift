import MarkupAST
import MarkupJSON

extension ProseMirrorReader {
    /// A bullet, ordered or task list. A child that is not an item becomes an item holding it.
    mutating func appendList(
        _ node: JSONValue, kind: ProseMirrorNodeKind, attrs: AppJSONObject?, depth: Int, into result: inout [Block]
    ) throws(AppJSONError) {
        var items: [ListItem] = []
        var spliced: [Block] = []
        for (index, child) in try node.optionalArray("content").enumerated() {
            do throws(AppJSONError) {
                _ = try child.requireObject()
                let type = try child.requiredString("type")
                let childKind = ProseMirrorNodeKind(name: type)
                var blocks: [Block]
                var task: ListItem.Task?
                switch childKind {
                case .listItem, .taskItem:
                    blocks = try self.blocks(ofContentOf: child, depth: depth + 1)
                    if childKind == .taskItem || kind == .taskList {
                        let checked = try child.optionalObject("attrs")?.optionalBool("checked") ?? false
                        task = checked ? .checked : .unchecked
                    }
                default:
                    diagnostics.note("prosemirror-misplaced-node", key: "misplaced:" + type, "\"\(type)\" node directly inside a list; kept as an item")
                    blocks = try self.blocks(ofContentOf: .object([JSONMember(name: "content", value: .array([child]))]), depth: depth + 1)
                }
                if depth >= maxDepth {
                    spliced.append(contentsOf: blocks)
                } else {
                    items.append(ListItem(task: task, blocks: blocks))
                }
            } catch {
                throw error.within(index: index).within(key: "content")
            }
        }
        if depth >= maxDepth {
            diagnostics.cappedDepth = true
            result.append(contentsOf: spliced)
            return
        }
        let listKind: ListStyle.Kind
        if kind == .orderedList {
            let start = try attrs?.optionalInt("start")
            let order = try attrs?.optionalInt("order")
            listKind = .ordered(start: start ?? order ?? 1, delimiter: .period)
        } else {
            listKind = .bullet
        }
        // ProseMirror has no tight/loose: a list is loose when an item holds two paragraphs.
        let isTight = !items.contains { item in item.blocks.lazy.filter { if case .paragraph = $0 { return true } else { return false } }.count > 1 }
        result.append(.list(ListStyle(kind: listKind, isTight: isTight), items))
    }

    /// A table: leading rows made only of `tableHeader` cells are its header.
    mutating func appendTable(_ node: JSONValue, depth: Int, into result: inout [Block]) throws(AppJSONError) {
        var header: [TableRow] = []
        var body: [TableRow] = []
        var spliced: [Block] = []
        for (rowIndex, rowNode) in try node.optionalArray("content").enumerated() {
            do throws(AppJSONError) {
                _ = try rowNode.requireObject()
                let rowType = try rowNode.requiredString("type")
                if ProseMirrorNodeKind(name: rowType) != .tableRow {
                    diagnostics.note("prosemirror-misplaced-node", key: "misplaced:" + rowType, "\"\(rowType)\" node directly inside a table; kept as a row")
                }
                var cells: [TableCell] = []
                var allHeader = true
                for (cellIndex, cellNode) in try rowNode.optionalArray("content").enumerated() {
                    do throws(AppJSONError) {
                        _ = try cellNode.requireObject()
                        let cellType = try cellNode.requiredString("type")
                        let cellKind = ProseMirrorNodeKind(name: cellType)
                        if cellKind != .tableHeader { allHeader = false }
                        let attrs = try cellNode.optionalObject("attrs")
                        let blocks = try self.blocks(ofContentOf: cellNode, depth: depth + 1)
                        if depth >= maxDepth {
                            spliced.append(contentsOf: blocks)
                            continue
                        }
                        cells.append(TableCell(
                            blocks: blocks,
                            columnSpan: max(1, try attrs?.optionalInt("colspan") ?? 1),
                            rowSpan: max(1, try attrs?.optionalInt("rowspan") ?? 1)
                        ))
                    } catch {
                        throw error.within(index: cellIndex).within(key: "content")
                    }
                }
                if allHeader && !cells.isEmpty && body.isEmpty {
                    header.append(TableRow(cells: cells))
                } else {
                    body.append(TableRow(cells: cells))
                }
            } catch {
                throw error.within(index: rowIndex).within(key: "content")
            }
        }
        if depth >= maxDepth {
            diagnostics.cappedDepth = true
            result.append(contentsOf: spliced)
            return
        }
        result.append(.table(Table(header: header, body: body)))
    }
}
