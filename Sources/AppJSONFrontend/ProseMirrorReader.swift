import MarkupAST
import MarkupJSON

/// One read of a ProseMirror/Tiptap JSON document into blocks (see ``ProseMirrorParser``
/// for the rules). Errors carry the JSON path of the offending value.
struct ProseMirrorReader: AppJSONDocumentReader {
    let maxDepth: Int
    var diagnostics = AppJSONDiagnostics()

    init(maxDepth: Int) {
        self.maxDepth = maxDepth
    }

    /// The blocks of the `doc` node `root`.
    mutating func document(_ root: JSONValue) throws(AppJSONError) -> [Block] {
        _ = try root.requireObject()
        let type = try root.requiredString("type")
        guard type == "doc" else { throw AppJSONError("expected \"doc\", found \"\(type)\"").within(key: "type") }
        return try blocks(ofContentOf: root, depth: 0)
    }

    // MARK: Blocks

    /// The content of `node` read as blocks; inline nodes among them are gathered into
    /// paragraphs.
    mutating func blocks(ofContentOf node: JSONValue, depth: Int) throws(AppJSONError) -> [Block] {
        let content = try node.optionalArray("content")
        var result: [Block] = []
        var loose: InlineMarkNester?
        for (index, child) in content.enumerated() {
            do throws(AppJSONError) {
                try appendBlock(child, to: &result, loose: &loose, depth: depth)
            } catch {
                throw error.within(index: index).within(key: "content")
            }
        }
        Self.flush(&loose, into: &result)
        return result
    }

    private static func flush(_ loose: inout InlineMarkNester?, into blocks: inout [Block]) {
        guard var nester = loose else { return }
        let inlines = nester.build()
        if !inlines.isEmpty { blocks.append(.paragraph(inlines)) }
        loose = nil
    }

    private mutating func appendBlock(
        _ node: JSONValue, to result: inout [Block], loose: inout InlineMarkNester?, depth: Int
    ) throws(AppJSONError) {
        _ = try node.requireObject()
        let type = try node.requiredString("type")
        let kind = ProseMirrorNodeKind(name: type)
        switch kind {
        case .text, .hardBreak, .image:
            var nester = loose ?? InlineMarkNester()
            try appendInline(node, kind: kind, to: &nester)
            loose = nester
            return
        default:
            Self.flush(&loose, into: &result)
        }
        let attrs = try node.optionalObject("attrs")
        switch kind {
        case .paragraph:
            let inlines = try self.inlines(ofContentOf: node)
            if !inlines.isEmpty { result.append(.paragraph(inlines)) }
        case .heading:
            var level = try attrs?.optionalInt("level") ?? 1
            if !(1...6).contains(level) {
                diagnostics.note("prosemirror-heading-level", key: "level", "heading level \(level) is outside 1...6; clamped")
                level = min(max(level, 1), 6)
            }
            result.append(.heading(level: level, try inlines(ofContentOf: node)))
        case .blockquote:
            try container(node, depth: depth, into: &result) { .blockQuote($0) }
        case .bulletList, .orderedList, .taskList:
            try appendList(node, kind: kind, attrs: attrs, depth: depth, into: &result)
        case .codeBlock:
            var text = ""
            for (index, child) in try node.optionalArray("content").enumerated() {
                do throws(AppJSONError) {
                    text += try child.requiredString("text")
                } catch {
                    throw error.within(index: index).within(key: "content")
                }
            }
            if !text.isEmpty { text += "\n" }
            let language = try attrs?.optionalString("language")
            let params = try attrs?.optionalString("params")
            result.append(.codeBlock(info: language ?? params ?? "", text: text))
        case .horizontalRule:
            result.append(.thematicBreak())
        case .table:
            try appendTable(node, depth: depth, into: &result)
        case .doc, .listItem, .taskItem, .tableRow, .tableCell, .tableHeader:
            diagnostics.note("prosemirror-misplaced-node", key: "misplaced:" + type, "\"\(type)\" node outside its parent type; its content was kept")
            result.append(contentsOf: try blocks(ofContentOf: node, depth: depth))
        case .unknown:
            try appendUnknown(node, type: type, depth: depth, into: &result)
        case .text, .hardBreak, .image:
            break
        }
    }

    /// `node`'s content in the block `wrap` makes, or spliced into `result` at the depth limit.
    private mutating func container(
        _ node: JSONValue, depth: Int, into result: inout [Block], _ wrap: ([Block]) -> Block
    ) throws(AppJSONError) {
        let children = try blocks(ofContentOf: node, depth: depth + 1)
        if depth >= maxDepth {
            diagnostics.cappedDepth = true
            result.append(contentsOf: children)
        } else {
            result.append(wrap(children))
        }
    }

    private mutating func appendUnknown(_ node: JSONValue, type: String, depth: Int, into result: inout [Block]) throws(AppJSONError) {
        if node["content"] != nil {
            diagnostics.note("prosemirror-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\": its content was kept")
            result.append(contentsOf: try blocks(ofContentOf: node, depth: depth))
        } else if let text = try Self.leafText(of: node) {
            diagnostics.note("prosemirror-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\": kept as its text")
            result.append(.paragraph([.text(text)]))
        } else {
            diagnostics.note("prosemirror-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\" without content or text was dropped")
        }
    }

    /// The text an unknown leaf node shows: its `text`, or its `attrs.label` / `attrs.text`
    /// (Tiptap's mention and similar atoms).
    static func leafText(of node: JSONValue) throws(AppJSONError) -> String? {
        if let text = try node.optionalString("text"), !text.isEmpty { return text }
        guard let attrs = node["attrs"], attrs.objectValue != nil else { return nil }
        if let label = attrs["label"]?.stringValue, !label.isEmpty { return label }
        if let text = attrs["text"]?.stringValue, !text.isEmpty { return text }
        return nil
    }

    // MARK: Inlines

    /// The content of `node` read as inlines.
    mutating func inlines(ofContentOf node: JSONValue) throws(AppJSONError) -> [Inline] {
        var nester = InlineMarkNester()
        for (index, child) in try node.optionalArray("content").enumerated() {
            do throws(AppJSONError) {
                _ = try child.requireObject()
                let type = try child.requiredString("type")
                try appendInline(child, kind: ProseMirrorNodeKind(name: type), to: &nester)
            } catch {
                throw error.within(index: index).within(key: "content")
            }
        }
        return nester.build()
    }

    private mutating func appendInline(_ node: JSONValue, kind: ProseMirrorNodeKind, to nester: inout InlineMarkNester) throws(AppJSONError) {
        switch kind {
        case .text:
            let text = try node.requiredString("text")
            let (marks, isCode) = try self.marks(of: node)
            nester.append(isCode ? .code(text) : .text(text), marks: marks)
        case .hardBreak:
            nester.append(.hardBreak, marks: try marks(of: node).marks)
        case .image:
            let attrs = try node.optionalObject("attrs")
            var attributes = Attributes()
            for name in ["width", "height"] {
                if let value = attrs?[name], let number = value.intValue { attributes.other.append(.init(name: name, value: String(number))) }
            }
            let target = LinkTarget(
                destination: try attrs?.optionalString("src") ?? "", title: try attrs?.optionalString("title") ?? "",
                attributes: attributes
            )
            let alt = try attrs?.optionalString("alt") ?? ""
            nester.append(.image(target, alt.isEmpty ? [] : [.text(alt)]), marks: try marks(of: node).marks)
        default:
            let type = (try? node.requiredString("type")) ?? ""
            if node["content"] != nil {
                let key = kind == .unknown ? "unknown:" + type : "misplaced:" + type
                let what = kind == .unknown ? "unknown node type \"\(type)\"" : "block node \"\(type)\" inside inline content"
                diagnostics.note(kind == .unknown ? "prosemirror-unknown-node" : "prosemirror-misplaced-node", key: key, "\(what): its content was kept")
                for inline in try inlines(ofContentOf: node) { nester.append(inline, marks: []) }
            } else if let text = try Self.leafText(of: node) {
                diagnostics.note("prosemirror-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\": kept as its text")
                nester.append(.text(text), marks: try marks(of: node).marks)
            } else {
                diagnostics.note("prosemirror-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\" without content or text was dropped")
            }
        }
    }
}
