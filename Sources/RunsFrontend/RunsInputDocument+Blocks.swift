import MarkupAST
import MarkupJSON

extension RunsInputDocument {
    /// The `blocks[]` table with every `parent` made an earlier container: a parent that is
    /// missing, later, or out of range makes the block top-level; a leaf parent is replaced
    /// by its nearest container ancestor; a block deeper than `maxDepth` moves up into the
    /// deepest allowed container. An entry without a known `type` becomes a `div`.
    static func blocks(_ values: [JSONValue], maxDepth: Int, diagnostics: inout RunsDiagnostics) -> [RunsInputBlock] {
        var blocks: [RunsInputBlock] = []
        blocks.reserveCapacity(values.count)
        var depths: [Int] = []
        depths.reserveCapacity(values.count)
        let limit = max(1, maxDepth)
        for (index, value) in values.enumerated() {
            var block = block(from: value, index: index, diagnostics: &diagnostics)
            var parent: Int?
            if let raw = value["parent"], !raw.isNull {
                if let candidate = raw.intValue, candidate >= 0, candidate < index {
                    parent = candidate
                    while let current = parent, blocks[current].kind.isLeaf { parent = blocks[current].parent }
                    if parent != candidate {
                        diagnostics.note(.badParent, "blocks[\(index)].parent is a leaf block; moved to its container")
                    }
                } else {
                    diagnostics.note(.badParent, "blocks[\(index)].parent is not an earlier block; moved to the top level")
                }
            }
            if let current = parent, depths[current] + 1 >= limit {
                diagnostics.noteDepthCapped()
                parent = blocks[current].parent
            }
            block.parent = parent
            depths.append(parent.map { depths[$0] + 1 } ?? 0)
            blocks.append(block)
        }
        return blocks
    }

    private static func block(from value: JSONValue, index: Int, diagnostics: inout RunsDiagnostics) -> RunsInputBlock {
        let name = value["type"]?.stringValue
        let kind = name.flatMap(RunsInputBlock.Kind.init(rawValue:))
        if kind == nil {
            diagnostics.note(.unknownName, "blocks[\(index)] has unknown type \(name.map { "\"\($0)\"" } ?? "(none)"); read as a div")
        }
        var block = RunsInputBlock(kind: kind ?? .div)
        block.anchor = value["anchor"]?.stringValue
        block.level = value["level"]?.intValue
        block.ordered = value["ordered"]?.boolValue
        block.start = value["start"]?.intValue
        block.reversed = value["reversed"]?.boolValue
        block.tight = value["tight"]?.boolValue
        block.markerStyle = value["markerStyle"]?.stringValue
        switch value["task"]?.stringValue {
        case "checked": block.task = .checked
        case "unchecked": block.task = .unchecked
        default: break
        }
        block.language = value["language"]?.stringValue
        block.info = value["info"]?.stringValue
        block.columns = (value["columns"]?.arrayValue ?? []).map { column in
            column["align"]?.stringValue.flatMap(Table.Alignment.init(rawValue:)) ?? .none
        }
        block.header = value["header"]?.boolValue
        block.colspan = value["colspan"]?.intValue
        block.rowspan = value["rowspan"]?.intValue
        block.label = value["label"]?.stringValue
        block.html = value["html"]?.stringValue
        block.delimiter = value["md"]?["delimiter"]?.stringValue.flatMap(ListStyle.Delimiter.init(rawValue:))
        return block
    }
}
