import MarkupAST
import MarkupJSON

extension PortableTextReader {
    /// The inlines of a text block's `children`, marks resolved through its `markDefs`.
    mutating func inlines(of block: JSONValue) throws(AppJSONError) -> [Inline] {
        let definitions = try markDefinitions(of: block)
        var nester = InlineMarkNester()
        for (index, child) in try block.optionalArray("children").enumerated() {
            do throws(AppJSONError) {
                _ = try child.requireObject()
                let type = try child.requiredString("_type")
                switch type {
                case "span":
                    let text = try child.requiredString("text")
                    let (marks, isCode) = try self.marks(of: child, definitions: definitions)
                    appendText(text, isCode: isCode, marks: marks, to: &nester)
                case "image":
                    nester.append(try image(child), marks: [])
                default:
                    if let text = try child.optionalString("text"), !text.isEmpty {
                        diagnostics.note("portable-text-unknown-type", key: "inline:" + type, "unknown inline type \"\(type)\": kept as its text")
                        let (marks, isCode) = try self.marks(of: child, definitions: definitions)
                        appendText(text, isCode: isCode, marks: marks, to: &nester)
                    } else {
                        diagnostics.note("portable-text-unknown-type", key: "inline:" + type, "unknown inline type \"\(type)\" without text was dropped")
                    }
                }
            } catch {
                throw error.within(index: index).within(key: "children")
            }
        }
        return nester.build()
    }

    /// Text with each newline a hard break; code keeps its newlines.
    private func appendText(_ text: String, isCode: Bool, marks: [InlineMark], to nester: inout InlineMarkNester) {
        if isCode {
            if !text.isEmpty { nester.append(.code(text), marks: marks) }
            return
        }
        var first = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { nester.append(.hardBreak, marks: marks) }
            first = false
            if !line.isEmpty { nester.append(.text(String(line)), marks: marks) }
        }
    }

    /// The block's mark definitions by `_key`.
    private mutating func markDefinitions(of block: JSONValue) throws(AppJSONError) -> [String: InlineMark?] {
        var definitions: [String: InlineMark?] = [:]
        for (index, definition) in try block.optionalArray("markDefs").enumerated() {
            do throws(AppJSONError) {
                _ = try definition.requireObject()
                let key = try definition.requiredString("_key")
                let type = try definition.requiredString("_type")
                if type == "link" {
                    let target = LinkTarget(
                        destination: try definition.optionalString("href") ?? "", title: try definition.optionalString("title") ?? ""
                    )
                    definitions[key] = .link(target)
                } else {
                    diagnostics.note("portable-text-unknown-mark", key: "def:" + type, "unknown mark definition type \"\(type)\": its text was kept without it")
                    definitions[key] = .some(nil)
                }
            } catch {
                throw error.within(index: index).within(key: "markDefs")
            }
        }
        return definitions
    }

    /// A span's marks, outermost first, and whether `code` is one of them.
    private mutating func marks(of span: JSONValue, definitions: [String: InlineMark?]) throws(AppJSONError) -> (marks: [InlineMark], isCode: Bool) {
        var marks: [InlineMark] = []
        var isCode = false
        for (index, value) in try span.optionalArray("marks").enumerated() {
            guard let name = value.stringValue else { throw AppJSONError("expected a string").within(index: index).within(key: "marks") }
            let mark: InlineMark?
            switch name {
            case "strong": mark = .strong
            case "em": mark = .emphasis
            case "underline": mark = .underline
            case "strike-through": mark = .strikethrough
            case "code":
                isCode = true
                mark = nil
            default:
                if let definition = definitions[name] {
                    mark = definition
                } else {
                    diagnostics.note("portable-text-unknown-mark", key: "mark:" + name, "unknown mark \"\(name)\" (no decorator and no markDefs entry): its text was kept without it")
                    mark = nil
                }
            }
            if let mark, !marks.contains(mark), marks.count < InlineMark.maxPerLeaf { marks.append(mark) }
        }
        return (marks, isCode)
    }

    /// An `image` object, block or inline: `url` (or Sanity's `asset.url` / `asset._ref`), `alt`, `title`.
    func image(_ value: JSONValue) throws(AppJSONError) -> Inline {
        var source = try value.optionalString("url")
        if source == nil, let asset = try value.optionalObject("asset") {
            let url = try asset.optionalString("url")
            let reference = try asset.optionalString("_ref")
            source = url ?? reference
        }
        let alt = try value.optionalString("alt") ?? ""
        let target = LinkTarget(destination: source ?? "", title: try value.optionalString("title") ?? "")
        return .image(target, alt.isEmpty ? [] : [.text(alt)])
    }

    /// A `table` object: `rows[].cells[]` of strings, the first row its header.
    func table(_ value: JSONValue) throws(AppJSONError) -> Block {
        var rows: [TableRow] = []
        for (rowIndex, row) in try value.optionalArray("rows").enumerated() {
            do throws(AppJSONError) {
                _ = try row.requireObject()
                var cells: [TableCell] = []
                for (cellIndex, cell) in try row.optionalArray("cells").enumerated() {
                    guard let text = cell.stringValue else { throw AppJSONError("expected a string").within(index: cellIndex).within(key: "cells") }
                    cells.append(TableCell(blocks: text.isEmpty ? [] : [.paragraph([.text(text)])]))
                }
                rows.append(TableRow(cells: cells))
            } catch {
                throw error.within(index: rowIndex).within(key: "rows")
            }
        }
        return .table(Table(header: Array(rows.prefix(1)), body: Array(rows.dropFirst())))
    }
}
