import MarkupAST

/// The depth cap (``MarkupAST/NestingLimit``) applied again to what a raw HTML parse made of
/// a sequence once its placeholders are back: a Markdown block put inside raw HTML
/// (`<div class="note">` … blank line … Markdown … `</div>`) sits deeper than where the
/// Markdown frontend capped it, so its deepest containers may now pass the cap, which the
/// HTML reader of the output would then flatten.
///
/// Containers are counted and flattened as the HTML lowering does it
/// (`LoweringWalker+Frames.swift`): a block at depth `b` (1 at the top level) holds blocks at
/// `b + 1` and inlines at `b + 1`; a list item at `b + 1` holds blocks at `b + 2`; a table's
/// cells hold blocks at `b + 3` and its caption (at `b + 1`, its text in a paragraph at
/// `b + 2`) inlines at `b + 3`; a footnote's blocks sit at `b + 3` (the HTML writer puts
/// every note in `section > ol > li`); an inline container at `i` holds inlines at `i + 1`. A container deeper than the cap is replaced by its content, in
/// order (a list by its items' blocks, a table by its caption as a paragraph and then its
/// cells' blocks, an image by its alt text); paragraphs, headings, list items and the rows
/// and cells of a kept table are never flattened. An image counts as a level but holds
/// none: `<img>` has its alt text, not elements, inside.
enum ResolvedDepthCap {
    /// `blocks`, sitting at `depth`, with what passes `maxDepth` flattened; `nil` when nothing
    /// does (the common case: one walk, nothing rebuilt).
    static func capped(_ blocks: [Block], at depth: Int, maxDepth: Int) -> [Block]? {
        guard blocks.contains(where: { exceeds($0, at: depth, maxDepth: maxDepth) }) else { return nil }
        var result: [Block] = []
        result.reserveCapacity(blocks.count)
        for block in blocks { append(block, at: depth, maxDepth: maxDepth, to: &result) }
        return result
    }

    /// `inlines`, sitting at `depth`, with what passes `maxDepth` flattened; `nil` when
    /// nothing does.
    static func capped(_ inlines: [Inline], at depth: Int, maxDepth: Int) -> [Inline]? {
        guard inlines.contains(where: { exceeds($0, at: depth, maxDepth: maxDepth) }) else { return nil }
        var builder = InlineBuilder()
        for inline in inlines { append(inline, at: depth, maxDepth: maxDepth, to: &builder) }
        return builder.build()
    }

    // MARK: - Checking

    private static func exceeds(_ block: Block, at depth: Int, maxDepth: Int) -> Bool {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _):
            return inlines.contains { exceeds($0, at: depth + 1, maxDepth: maxDepth) }
        case .blockQuote(let children, _), .div(_, let children):
            return depth > maxDepth || children.contains { exceeds($0, at: depth + 1, maxDepth: maxDepth) }
        case .footnoteDefinition(_, let children):
            return depth > maxDepth || children.contains { exceeds($0, at: depth + 3, maxDepth: maxDepth) }
        case .list(_, let items, _):
            return depth > maxDepth || items.contains { item in item.blocks.contains { exceeds($0, at: depth + 2, maxDepth: maxDepth) } }
        case .table(let table):
            if depth > maxDepth { return true }
            if table.caption.contains(where: { exceeds($0, at: depth + 3, maxDepth: maxDepth) }) { return true }
            func rowExceeds(_ row: TableRow) -> Bool {
                row.cells.contains { cell in cell.blocks.contains { exceeds($0, at: depth + 3, maxDepth: maxDepth) } }
            }
            return table.header.contains(where: rowExceeds) || table.body.contains(where: rowExceeds)
        case .codeBlock, .thematicBreak, .raw:
            return false
        }
    }

    private static func exceeds(_ inline: Inline, at depth: Int, maxDepth: Int) -> Bool {
        guard inline.isContainer else { return false }
        if case .image = inline { return depth > maxDepth }
        return depth > maxDepth || inline.children.contains { exceeds($0, at: depth + 1, maxDepth: maxDepth) }
    }

    // MARK: - Flattening

    private static func append(_ block: Block, at depth: Int, maxDepth: Int, to result: inout [Block]) {
        switch block {
        case .paragraph, .heading:
            result.append(block.mapChildren(blocks: { $0 }, inlines: { cappedInlines($0, at: depth + 1, maxDepth: maxDepth) }))
        case .blockQuote(let children, _), .div(_, let children), .footnoteDefinition(_, let children):
            if depth > maxDepth {
                for child in children { append(child, at: depth, maxDepth: maxDepth, to: &result) }
            } else {
                var levels = 1
                if case .footnoteDefinition = block { levels = 3 }
                result.append(block.mapChildren(blocks: { cappedBlocks($0, at: depth + levels, maxDepth: maxDepth) }, inlines: { $0 }))
            }
        case .list(let style, let items, let attributes):
            if depth > maxDepth {
                for item in items {
                    for child in item.blocks { append(child, at: depth, maxDepth: maxDepth, to: &result) }
                }
            } else {
                var kept = items
                for index in kept.indices { kept[index].blocks = cappedBlocks(kept[index].blocks, at: depth + 2, maxDepth: maxDepth) }
                result.append(.list(style, kept, attributes: attributes))
            }
        case .table(var table):
            if depth > maxDepth {
                if !table.caption.isEmpty { append(.paragraph(table.caption), at: depth, maxDepth: maxDepth, to: &result) }
                for rows in [table.header, table.body] {
                    for row in rows {
                        for cell in row.cells {
                            for child in cell.blocks { append(child, at: depth, maxDepth: maxDepth, to: &result) }
                        }
                    }
                }
            } else {
                table.caption = cappedInlines(table.caption, at: depth + 3, maxDepth: maxDepth)
                for index in table.header.indices { cap(&table.header[index], at: depth + 3, maxDepth: maxDepth) }
                for index in table.body.indices { cap(&table.body[index], at: depth + 3, maxDepth: maxDepth) }
                result.append(.table(table))
            }
        case .codeBlock, .thematicBreak, .raw:
            result.append(block)
        }
    }

    private static func cap(_ row: inout TableRow, at depth: Int, maxDepth: Int) {
        for index in row.cells.indices { row.cells[index].blocks = cappedBlocks(row.cells[index].blocks, at: depth, maxDepth: maxDepth) }
    }

    private static func cappedBlocks(_ blocks: [Block], at depth: Int, maxDepth: Int) -> [Block] {
        capped(blocks, at: depth, maxDepth: maxDepth) ?? blocks
    }

    private static func cappedInlines(_ inlines: [Inline], at depth: Int, maxDepth: Int) -> [Inline] {
        capped(inlines, at: depth, maxDepth: maxDepth) ?? inlines
    }

    private static func append(_ inline: Inline, at depth: Int, maxDepth: Int, to builder: inout InlineBuilder) {
        guard inline.isContainer else {
            builder.append(inline)
            return
        }
        if case .image(_, let alt) = inline {
            // The HTML writer writes the alt text as plain text; the reader keeps only it.
            if depth <= maxDepth {
                builder.append(inline)
            } else {
                let text = Inline.plainText(of: alt, softBreak: " ", hardBreak: " ", includingRawMarkup: true)
                if !text.isEmpty { builder.append(.text(text)) }
            }
            return
        }
        if depth > maxDepth {
            for child in inline.children { append(child, at: depth, maxDepth: maxDepth, to: &builder) }
        } else {
            builder.append(inline.mapChildren { cappedInlines($0, at: depth + 1, maxDepth: maxDepth) })
        }
    }
}
