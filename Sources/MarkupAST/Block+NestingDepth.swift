extension Array where Element == Block {
    /// Whether content below these blocks nests more than `levels` containers deep, counting
    /// block containers (quotes, lists and their items, divs, table cells, footnote
    /// definitions) and inline containers (formatting, links, spans, images) alike.
    ///
    /// The walk stops as soon as it passes `levels`, so it recurses at most `levels + 1`
    /// deep whatever the tree: it is the cheap question ``DeepTreeStack`` asks before a
    /// recursive renderer runs on the caller's thread.
    public func nestingExceeds(_ levels: Int) -> Bool {
        exceeds(levels, depth: 0)
    }

    fileprivate func exceeds(_ levels: Int, depth: Int) -> Bool {
        guard depth <= levels else { return true }
        for block in self {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                if inlines.exceeds(levels, depth: depth + 1) { return true }
            case .blockQuote(let blocks, _), .div(_, let blocks), .footnoteDefinition(_, let blocks):
                if blocks.exceeds(levels, depth: depth + 1) { return true }
            case .list(_, let items, _):
                for item in items where item.blocks.exceeds(levels, depth: depth + 2) { return true }
            case .table(let table):
                if table.caption.exceeds(levels, depth: depth + 2) { return true }
                if table.header.exceeds(levels, depth: depth + 3) || table.body.exceeds(levels, depth: depth + 3) { return true }
            case .codeBlock, .thematicBreak, .raw:
                continue
            }
        }
        return false
    }
}

extension Array where Element == TableRow {
    /// Whether the blocks of any cell, at `depth`, nest past `levels`.
    fileprivate func exceeds(_ levels: Int, depth: Int) -> Bool {
        for row in self {
            for cell in row.cells where cell.blocks.exceeds(levels, depth: depth) { return true }
        }
        return false
    }
}

extension Array where Element == Inline {
    fileprivate func exceeds(_ levels: Int, depth: Int) -> Bool {
        guard depth <= levels else { return true }
        for inline in self {
            switch inline {
            case .emphasis(let children, _), .strong(let children, _), .strikethrough(let children, _), .underline(let children, _),
                 .superscript(let children, _), .subscript(let children, _), .link(_, let children), .image(_, let children),
                 .span(_, let children):
                if children.exceeds(levels, depth: depth + 1) { return true }
            case .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
                continue
            }
        }
        return false
    }
}
