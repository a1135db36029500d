import MarkupAST
import MarkupJSON

extension ContentfulReader {
    /// The content of `node` read as inlines.
    mutating func inlines(ofContentOf node: JSONValue) throws(AppJSONError) -> [Inline] {
        var nester = InlineMarkNester()
        for (index, child) in try node.optionalArray("content").enumerated() {
            do throws(AppJSONError) {
                _ = try child.requireObject()
                try appendInline(child, type: try child.requiredString("nodeType"), to: &nester)
            } catch {
                throw error.within(index: index).within(key: "content")
            }
        }
        return nester.build()
    }

    /// Appends an inline node; `outer` are the marks of enclosing hyperlinks.
    mutating func appendInline(_ node: JSONValue, type: String, outer: [InlineMark] = [], to nester: inout InlineMarkNester) throws(AppJSONError) {
        switch type {
        case "text":
            let value = try node.requiredString("value")
            let (marks, isCode) = try self.marks(of: node)
            if isCode {
                // Code keeps its newlines (a code block written as Rich Text is code-marked text).
                if !value.isEmpty { nester.append(.code(value), marks: outer + marks) }
                return
            }
            var first = true
            for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { nester.append(.hardBreak, marks: outer + marks) }
                first = false
                if !line.isEmpty { nester.append(.text(String(line)), marks: outer + marks) }
            }
        case "hyperlink", "entry-hyperlink", "asset-hyperlink", "resource-hyperlink":
            let mark: InlineMark
            if type == "hyperlink" {
                let data = try node.optionalObject("data")
                let uri = try data?.optionalString("uri")
                mark = .link(LinkTarget(destination: uri ?? ""))
            } else {
                diagnostics.note("contentful-embedded", key: "embedded:" + type, "\(type) kept as a span (class contentful-\(type)) around its text")
                mark = .span(try Self.embedAttributes(node, type: type))
            }
            for (index, child) in try node.optionalArray("content").enumerated() {
                do throws(AppJSONError) {
                    _ = try child.requireObject()
                    try appendInline(child, type: try child.requiredString("nodeType"), outer: outer.count < InlineMark.maxPerLeaf ? outer + [mark] : outer, to: &nester)
                } catch {
                    throw error.within(index: index).within(key: "content")
                }
            }
        case "embedded-entry-inline", "embedded-resource-inline":
            diagnostics.note("contentful-embedded", key: "embedded:" + type, "\(type) kept as a span (class contentful-\(type)) showing its target id; formats other than Contentful and HTML cannot show the entry")
            let attributes = try Self.embedAttributes(node, type: type)
            let label = attributes["data-target-id"] ?? attributes["data-target-urn"] ?? type
            nester.append(.span(attributes, [.text(label)]), marks: outer)
        default:
            if node["content"] != nil {
                diagnostics.note("contentful-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\": its content was kept")
                for (index, child) in try node.optionalArray("content").enumerated() {
                    do throws(AppJSONError) {
                        _ = try child.requireObject()
                        try appendInline(child, type: try child.requiredString("nodeType"), outer: outer, to: &nester)
                    } catch {
                        throw error.within(index: index).within(key: "content")
                    }
                }
            } else if let value = try node.optionalString("value"), !value.isEmpty {
                diagnostics.note("contentful-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\": kept as its text")
                nester.append(.text(value), marks: outer)
            } else {
                diagnostics.note("contentful-unknown-node", key: "unknown:" + type, "unknown node type \"\(type)\" without content or text was dropped")
            }
        }
    }

    /// A text node's marks and whether `code` is one of them.
    private mutating func marks(of node: JSONValue) throws(AppJSONError) -> (marks: [InlineMark], isCode: Bool) {
        var marks: [InlineMark] = []
        var isCode = false
        for (index, value) in try node.optionalArray("marks").enumerated() {
            let type: String
            do throws(AppJSONError) {
                _ = try value.requireObject()
                type = try value.requiredString("type")
            } catch {
                throw error.within(index: index).within(key: "marks")
            }
            let mark: InlineMark?
            switch type {
            case "bold": mark = .strong
            case "italic": mark = .emphasis
            case "underline": mark = .underline
            case "strikethrough": mark = .strikethrough
            case "superscript": mark = .superscript
            case "subscript": mark = .subscript
            case "code":
                isCode = true
                mark = nil
            default:
                diagnostics.note("contentful-unknown-mark", key: "mark:" + type, "unknown mark \"\(type)\": its text was kept without it")
                mark = nil
            }
            if let mark, !marks.contains(mark), marks.count < InlineMark.maxPerLeaf { marks.append(mark) }
        }
        return (marks, isCode)
    }
}
