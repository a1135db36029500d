import MarkupAST
import MarkupJSON

/// One read of a Contentful Rich Text document into blocks (see ``ContentfulParser``).
struct ContentfulReader: AppJSONDocumentReader {
    let maxDepth: Int
    var diagnostics = AppJSONDiagnostics()

    init(maxDepth: Int) {
        self.maxDepth = maxDepth
    }

    /// The blocks of the `document` node `root`.
    mutating func document(_ root: JSONValue) throws(AppJSONError) -> [Block] {
        _ = try root.requireObject()
        let type = try root.requiredString("nodeType")
        guard type == "document" else { throw AppJSONError("expected \"document\", found \"\(type)\"").within(key: "nodeType") }
        return try blocks(ofContentOf: root, depth: 0)
    }

    /// The content of `node` read as blocks; inline nodes among them are gathered into paragraphs.
    mutating func blocks(ofContentOf node: JSONValue, depth: Int) throws(AppJSONError) -> [Block] {
        var result: [Block] = []
        var loose: InlineMarkNester?
        for (index, child) in try node.optionalArray("content").enumerated() {
            do throws(AppJSONError) {
                _ = try child.requireObject()
                let type = try child.requiredString("nodeType")
                if Self.isInline(type) {
                    var nester = loose ?? InlineMarkNester()
                    try appendInline(child, type: type, to: &nester)
                    loose = nester
                    continue
                }
                if var nester = loose {
                    let inlines = nester.build()
                    if !inlines.isEmpty { result.append(.paragraph(inlines)) }
                    loose = nil
                }
                try appendBlock(child, type: type, depth: depth, into: &result)
            } catch {
                throw error.within(index: index).within(key: "content")
            }
        }
        if var nester = loose {
            let inlines = nester.build()
            if !inlines.isEmpty { result.append(.paragraph(inlines)) }
        }
        return result
    }

    static func isInline(_ type: String) -> Bool {
        switch type {
        case "text", "hyperlink", "entry-hyperlink", "asset-hyperlink", "resource-hyperlink", "embedded-entry-inline",
             "embedded-resource-inline":
            return true
        default:
            return false
        }
    }

    private static let headingLevels = [
        "heading-1": 1, "heading-2": 2, "heading-3": 3, "heading-4": 4, "heading-5": 5, "heading-6": 6,
    ]

    private mutating func appendBlock(_ node: JSONValue, type: String, depth: Int, into result: inout [Block]) throws(AppJSONError) {
        if let level = Self.headingLevels[type] {
            result.append(.heading(level: level, try inlines(ofContentOf: node)))
            return
        }
        switch type {
        case "paragraph":
            let inlines = try self.inlines(ofContentOf: node)
            if !inlines.isEmpty { result.append(.paragraph(inlines)) }
        case "blockquote":
            let children = try blocks(ofContentOf: node, depth: depth + 1)
            if depth >= maxDepth {
                diagnostics.cappedDepth = true
                result.append(contentsOf: children)
            } else {
                result.append(.blockQuote(children))
            }
        case "unordered-list", "ordered-list":
            var items: [ListItem] = []
            for (index, item) in try node.optionalArray("content").enumerated() {
                do throws(AppJSONError) {
                    _ = try item.requireObject()
                    let itemType = try item.requiredString("nodeType")
                    if itemType != "list-item" {
                        diagnostics.note("contentful-misplaced-node", key: "misplaced:" + itemType, "\"\(itemType)\" node directly inside a list; kept as an item")
                    }
                    let blocks = itemType == "list-item"
                        ? try self.blocks(ofContentOf: item, depth: depth + 1)
                        : try self.blocks(ofContentOf: .object([JSONMember(name: "content", value: .array([item]))]), depth: depth + 1)
                    items.append(ListItem(blocks: blocks))
                } catch {
                    throw error.within(index: index).within(key: "content")
                }
            }
            if depth >= maxDepth {
                diagnostics.cappedDepth = true
                result.append(contentsOf: items.flatMap(\.blocks))
            } else {
                let kind: ListStyle.Kind = type == "ordered-list" ? .ordered(start: 1, delimiter: .period) : .bullet
                let isTight = !items.contains { $0.blocks.lazy.filter { if case .paragraph = $0 { return true } else { return false } }.count > 1 }
                result.append(.list(ListStyle(kind: kind, isTight: isTight), items))
            }
        case "hr":
            result.append(.thematicBreak())
        case "table":
            try appendTable(node, depth: depth, into: &result)
        case "embedded-entry-block", "embedded-asset-block", "embedded-resource-block":
            diagnostics.note("contentful-embedded", key: "embedded:" + type, "\(type) kept as a placeholder div (class contentful-\(type)); formats other than Contentful and HTML cannot show it")
            result.append(.div(try Self.embedAttributes(node, type: type), []))
        case "document", "list-item", "table-row", "table-cell", "table-header-cell":
            diagnostics.note("contentful-misplaced-node", key: "misplaced:" + type, "\"\(type)\" node outside its parent type; its content was kept")
            result.append(contentsOf: try blocks(ofContentOf: node, depth: depth))
        default:
            diagnostics.note("contentful-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\": its content was kept")
            result.append(contentsOf: try blocks(ofContentOf: node, depth: depth))
        }
    }

    private mutating func appendTable(_ node: JSONValue, depth: Int, into result: inout [Block]) throws(AppJSONError) {
        var header: [TableRow] = []
        var body: [TableRow] = []
        for (rowIndex, row) in try node.optionalArray("content").enumerated() {
            do throws(AppJSONError) {
                _ = try row.requireObject()
                var cells: [TableCell] = []
                var allHeader = true
                for (cellIndex, cell) in try row.optionalArray("content").enumerated() {
                    do throws(AppJSONError) {
                        _ = try cell.requireObject()
                        if try cell.requiredString("nodeType") != "table-header-cell" { allHeader = false }
                        let data = try cell.optionalObject("data")
                        let blocks = try self.blocks(ofContentOf: cell, depth: depth + 1)
                        let columnSpan = try data?.optionalInt("colspan") ?? 1
                        let rowSpan = try data?.optionalInt("rowspan") ?? 1
                        cells.append(TableCell(blocks: blocks, columnSpan: max(1, columnSpan), rowSpan: max(1, rowSpan)))
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
            result.append(contentsOf: (header + body).flatMap { $0.cells.flatMap(\.blocks) })
        } else {
            result.append(.table(Table(header: header, body: body)))
        }
    }

    /// The attributes of an embed or entry link: `contentful-<nodeType>` class,
    /// `data-target-id` and `data-link-type` from `data.target.sys`.
    static func embedAttributes(_ node: JSONValue, type: String) throws(AppJSONError) -> Attributes {
        var other: [Attributes.Attribute] = []
        let sys = node["data"]?["target"]?["sys"]
        if let id = sys?["id"]?.stringValue { other.append(.init(name: "data-target-id", value: id)) }
        if let linkType = sys?["linkType"]?.stringValue { other.append(.init(name: "data-link-type", value: linkType)) }
        if let urn = sys?["urn"]?.stringValue { other.append(.init(name: "data-target-urn", value: urn)) }
        return Attributes(classes: ["contentful-" + type], other: other)
    }
}
