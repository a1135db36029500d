import Backends
import MarkupAST

/// Definition lists as the Markdown writer writes them (``Backends/MarkdownDefinitionList``):
/// each term's paragraphs in strong emphasis, each definition's first paragraph opened by
/// `: `. The self-check compares the blocks it wrote as Markdown in this form, on the side of
/// the document only: a definition list that comes back through HTML (a re-emitted block, or
/// one the writer writes as HTML itself, in a table) reads back as the `dl` it is, and is
/// compared as one.
enum DefinitionListsAsWritten {
    /// `blocks` with every definition list, at any depth, in its written form, except in the
    /// blocks at the `skipped` indices; the blocks themselves when they hold none.
    static func blocks(_ blocks: [Block], skipping skipped: Set<Int> = []) -> [Block] {
        guard blocks.containsBlock(where: MarkdownDefinitionList.isDefinitionList) else { return blocks }
        return blocks.indices.map { skipped.contains($0) ? blocks[$0] : written(blocks[$0]) }
    }

    /// `block` with every definition list in it, itself included, in its written form; a
    /// table (a cell holding a definition list is never a pipe table's) and a list Markdown
    /// cannot number (``Backends/MarkdownListNumbering``) are written as HTML by the writer,
    /// their definition lists as `dl`s, and stay as they are.
    private static func written(_ block: Block) -> Block {
        switch block {
        case .table: return block
        case .list(let style, _, _) where MarkdownListNumbering.needsHTML(style): return block
        default: break
        }
        guard case .div(let attributes, let children) = block, MarkdownDefinitionList.isDefinitionList(block) else {
            return block.mapChildren(blocks: { Self.blocks($0) }, inlines: { $0 })
        }
        // Definitions may hold lists of their own.
        return .div(attributes, Self.blocks(MarkdownDefinitionList.childrenAsWritten(children)))
    }
}
