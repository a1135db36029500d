/// Replaces every layout table (``Table/isLayout``) by its content blocks
/// (``Table/layoutContent``), at any depth, so an e-mail's headings, paragraphs and lists
/// come out as such in Markdown, text, the terminal and runs.json. Data tables stay, and
/// their cells are searched too.
///
/// The decision is taken on each table as the source has it, from the outside in: an outer
/// grid is recognised by the tables nested in it before those are unwrapped. Blocks
/// without a table are returned as they are (no copy). HTML output keeps layout tables: a
/// page or mail written back as HTML should look the same.
///
/// ```swift
/// let readable = LayoutTableUnwrapping.unwrapped(document.blocks)
/// ```
public enum LayoutTableUnwrapping {
    /// `blocks` with their layout tables unwrapped.
    public static func unwrapped(_ blocks: [Block]) -> [Block] {
        unwrappedIfChanged(blocks) ?? blocks
    }

    /// The unwrapped blocks, or `nil` when nothing changed.
    private static func unwrappedIfChanged(_ blocks: [Block]) -> [Block]? {
        var result: [Block]?
        for (index, block) in blocks.enumerated() {
            guard let replacement = unwrappedIfChanged(block) else {
                result?.append(block)
                continue
            }
            if result == nil { result = Array(blocks[..<index]) }
            result?.append(contentsOf: replacement)
        }
        return result
    }

    /// What `block` becomes, or `nil` when it stays as it is.
    private static func unwrappedIfChanged(_ block: Block) -> [Block]? {
        switch block {
        case .paragraph, .heading, .codeBlock, .thematicBreak, .raw:
            return nil
        case .table(let table) where table.isLayout:
            let content = table.layoutContent
            return unwrappedIfChanged(content) ?? content
        case .blockQuote, .list, .table, .div, .footnoteDefinition:
            var changed = false
            let rebuilt = block.mapChildren(
                blocks: { children in
                    guard let unwrapped = unwrappedIfChanged(children) else { return children }
                    changed = true
                    return unwrapped
                },
                inlines: { $0 }
            )
            return changed ? [rebuilt] : nil
        }
    }
}

extension Document {
    /// The document with its layout tables unwrapped (see ``LayoutTableUnwrapping``); the
    /// same document when it has none.
    public func unwrappingLayoutTables() -> Document {
        Document(blocks: LayoutTableUnwrapping.unwrapped(blocks), metadata: metadata, frontMatter: frontMatter)
    }
}
