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
/// order (a list by its items' blocks, a task item's box as the text ☑/☐ before them, a table by its caption as a paragraph and then its
/// cells' blocks, an image by its alt text); paragraphs, headings, list items and the rows
/// and cells of a kept table are never flattened. An image counts as a level but holds
/// none: `<img>` has its alt text, not elements, inside.
enum ResolvedDepthCap {
    /// `blocks`, sitting at `depth`, with what passes `maxDepth` flattened; `nil` when nothing
    /// does (the common case: one walk, nothing rebuilt).
    ///
    /// One walk in all: each node is visited once, and a sequence is rebuilt only from the
    /// first of its nodes that changed (a node reports its replacement, `nil` when it stays),
    /// so the work is linear in the tree however many levels pass the cap.
    static func capped(_ blocks: [Block], at depth: Int, maxDepth: Int) -> [Block]? {
        var rebuilt: [Block] = []
        var changed = false
        for (index, block) in blocks.enumerated() {
            if let replacement = replacement(for: block, at: depth, maxDepth: maxDepth) {
                if !changed {
                    changed = true
                    rebuilt.reserveCapacity(blocks.count + replacement.count)
                    rebuilt.append(contentsOf: blocks[..<index])
                }
                rebuilt.append(contentsOf: replacement)
            } else if changed {
                rebuilt.append(block)
            }
        }
        return changed ? rebuilt : nil
    }

    /// `inlines`, sitting at `depth`, with what passes `maxDepth` flattened; `nil` when
    /// nothing does. A changed sequence is rebuilt whole through an ``MarkupAST/InlineBuilder``,
    /// which joins the text a flattened container leaves beside its neighbours.
    static func capped(_ inlines: [Inline], at depth: Int, maxDepth: Int) -> [Inline]? {
        var builder = InlineBuilder()
        var changed = false
        for (index, inline) in inlines.enumerated() {
            if let replacement = replacement(for: inline, at: depth, maxDepth: maxDepth) {
                if !changed {
                    changed = true
                    for earlier in inlines[..<index] { builder.append(earlier) }
                }
                for piece in replacement { builder.append(piece) }
            } else if changed {
                builder.append(inline)
            }
        }
        return changed ? builder.build() : nil
    }

    // MARK: - One node

    /// What replaces `block` at `depth`: itself rebuilt around capped content, or its content
    /// when it passes the cap; `nil` when nothing in it changes.
    private static func replacement(for block: Block, at depth: Int, maxDepth: Int) -> [Block]? {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _):
            guard let capped = capped(inlines, at: depth + 1, maxDepth: maxDepth) else { return nil }
            return [block.mapChildren(blocks: { $0 }, inlines: { _ in capped })]
        case .blockQuote(let children, _), .div(_, let children), .footnoteDefinition(_, let children):
            if depth > maxDepth { return flattened(children, at: depth, maxDepth: maxDepth) }
            var levels = 1
            if case .footnoteDefinition = block { levels = 3 }
            guard let capped = capped(children, at: depth + levels, maxDepth: maxDepth) else { return nil }
            return [block.mapChildren(blocks: { _ in capped }, inlines: { $0 })]
        case .list(let style, let items, let attributes):
            if depth > maxDepth {
                let content = items.flatMap { ListItem.flattenedBlocks($0.blocks, task: $0.task, isTight: style.isTight) }
                return flattened(content, at: depth, maxDepth: maxDepth)
            }
            var kept = items
            var changed = false
            for index in kept.indices {
                guard let capped = capped(kept[index].blocks, at: depth + 2, maxDepth: maxDepth) else { continue }
                kept[index].blocks = capped
                changed = true
            }
            return changed ? [.list(style, kept, attributes: attributes)] : nil
        case .table(var table):
            if depth > maxDepth {
                var content: [Block] = table.caption.isEmpty ? [] : [.paragraph(table.caption)]
                for row in table.header + table.body {
                    for cell in row.cells { content += cell.blocks }
                }
                return flattened(content, at: depth, maxDepth: maxDepth)
            }
            var changed = false
            if let capped = capped(table.caption, at: depth + 3, maxDepth: maxDepth) {
                table.caption = capped
                changed = true
            }
            for index in table.header.indices where cap(&table.header[index], at: depth + 3, maxDepth: maxDepth) { changed = true }
            for index in table.body.indices where cap(&table.body[index], at: depth + 3, maxDepth: maxDepth) { changed = true }
            return changed ? [.table(table)] : nil
        case .codeBlock, .thematicBreak, .raw:
            return nil
        }
    }

    /// `blocks` put in place of their container at `depth`, each capped there.
    private static func flattened(_ blocks: [Block], at depth: Int, maxDepth: Int) -> [Block] {
        capped(blocks, at: depth, maxDepth: maxDepth) ?? blocks
    }

    /// Caps the blocks of `row`'s cells at `depth`; whether any changed.
    private static func cap(_ row: inout TableRow, at depth: Int, maxDepth: Int) -> Bool {
        var changed = false
        for index in row.cells.indices {
            guard let capped = capped(row.cells[index].blocks, at: depth, maxDepth: maxDepth) else { continue }
            row.cells[index].blocks = capped
            changed = true
        }
        return changed
    }

    /// What replaces `inline` at `depth`, as for blocks; an image past the cap gives way to
    /// its alt text (the HTML writer writes it as plain text; the reader keeps only it).
    private static func replacement(for inline: Inline, at depth: Int, maxDepth: Int) -> [Inline]? {
        guard inline.isContainer else { return nil }
        if case .image(_, let alt) = inline {
            guard depth > maxDepth else { return nil }
            let text = Inline.plainText(of: alt, softBreak: " ", hardBreak: " ", includingRawMarkup: true)
            return text.isEmpty ? [] : [.text(text)]
        }
        if depth > maxDepth { return capped(inline.children, at: depth, maxDepth: maxDepth) ?? inline.children }
        guard let capped = capped(inline.children, at: depth + 1, maxDepth: maxDepth) else { return nil }
        return [inline.mapChildren { _ in capped }]
    }
}
