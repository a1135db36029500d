import MarkupAST

/// The work of one ``RawHTMLResolver/resolve(_:)`` call: bottom-up over the tree, one HTML
/// parse per sequence that holds raw HTML. Recursion follows the AST, whose depth the
/// frontends cap.
struct RawHTMLResolutionPass {
    /// A node a placeholder stands for.
    enum Slot {
        case block(Block)
        case inline(Inline)
    }

    let parser: HTMLParser
    var diagnostics: [Diagnostic] = []

    init(parser: HTMLParser) {
        self.parser = parser
    }

    /// U+FDD0 and U+FDD1 (Swift has no literal for noncharacters; the fallbacks never apply).
    static let slotStart = Unicode.Scalar(UInt32(0xFDD0)) ?? "\u{E000}"
    static let slotEnd = Unicode.Scalar(UInt32(0xFDD1)) ?? "\u{E001}"

    // MARK: - Blocks

    mutating func resolveBlocks(_ blocks: [Block]) -> [Block] {
        var children: [Block] = []
        children.reserveCapacity(blocks.count)
        var hasRawBlock = false
        for block in blocks {
            if case .raw(.html, _) = block { hasRawBlock = true }
            children.append(contentsOf: resolveChildren(of: block))
        }
        guard hasRawBlock else { return children }
        var html = ""
        var slots: [Slot] = []
        for block in children {
            if case .raw(.html, let text) = block {
                html += text
                if !text.hasSuffix("\n") { html += "\n" }
            } else {
                html += "\n"
                appendMarker(for: .block(block), to: &html, slots: &slots)
                html += "\n\n"
            }
        }
        return substitute(parse(html), slots: slots)
    }

    /// A block with raw HTML resolved inside it; a paragraph may become several blocks.
    private mutating func resolveChildren(of block: Block) -> [Block] {
        switch block {
        case .paragraph(let inlines):
            let resolved = resolveInlineChildren(inlines)
            guard Self.containsRaw(resolved) else { return [.paragraph(resolved)] }
            var html = ""
            var slots: [Slot] = []
            serialize(resolved, into: &html, slots: &slots)
            return substitute(parse(html), slots: slots)
        case .heading(let level, let inlines):
            return [.heading(level: level, resolveInlines(inlines))]
        case .blockQuote(let blocks):
            return [.blockQuote(resolveBlocks(blocks))]
        case .list(let style, let items):
            return [.list(style, items.map { ListItem(task: $0.task, blocks: resolveBlocks($0.blocks)) })]
        case .table(var table):
            table.caption = resolveInlines(table.caption)
            table.header = table.header.map { resolveRow($0) }
            table.body = table.body.map { resolveRow($0) }
            return [.table(table)]
        case .div(let attributes, let blocks):
            return [.div(attributes, resolveBlocks(blocks))]
        case .footnoteDefinition(let label, let blocks):
            return [.footnoteDefinition(label: label, resolveBlocks(blocks))]
        case .codeBlock, .thematicBreak, .raw:
            return [block]
        }
    }

    private mutating func resolveRow(_ row: TableRow) -> TableRow {
        TableRow(cells: row.cells.map { TableCell(blocks: resolveBlocks($0.blocks), columnSpan: $0.columnSpan, rowSpan: $0.rowSpan) })
    }

    // MARK: - Inlines

    /// Inlines where the result must stay inline (headings, captions, formatting): blocks
    /// the HTML produced contribute their inline content, separated by line breaks.
    mutating func resolveInlines(_ inlines: [Inline]) -> [Inline] {
        let resolved = resolveInlineChildren(inlines)
        guard Self.containsRaw(resolved) else { return resolved }
        var html = ""
        var slots: [Slot] = []
        serialize(resolved, into: &html, slots: &slots)
        var builder = InlineBuilder()
        for block in substitute(parse(html), slots: slots) {
            if !builder.isEmpty { builder.append(.hardBreak) }
            builder.append(contentsOf: Self.inlineContent(of: block))
        }
        return builder.build()
    }

    /// Resolves raw HTML inside each container of `inlines` (not in `inlines` itself).
    private mutating func resolveInlineChildren(_ inlines: [Inline]) -> [Inline] {
        guard inlines.contains(where: Self.isContainer) else { return inlines }
        return inlines.map { inline in
            switch inline {
            case .emphasis(let children): return .emphasis(resolveInlines(children))
            case .strong(let children): return .strong(resolveInlines(children))
            case .strikethrough(let children): return .strikethrough(resolveInlines(children))
            case .underline(let children): return .underline(resolveInlines(children))
            case .superscript(let children): return .superscript(resolveInlines(children))
            case .subscript(let children): return .subscript(resolveInlines(children))
            case .link(let target, let children): return .link(target, resolveInlines(children))
            case .image(let target, let children): return .image(target, resolveInlines(children))
            case .span(let attributes, let children): return .span(attributes, resolveInlines(children))
            case .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference: return inline
            }
        }
    }

    private static func isContainer(_ inline: Inline) -> Bool {
        switch inline {
        case .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference: return false
        default: return true
        }
    }

    private func serialize(_ inlines: [Inline], into html: inout String, slots: inout [Slot]) {
        for inline in inlines {
            if case .raw(.html, let text) = inline {
                html += text
            } else {
                appendMarker(for: .inline(inline), to: &html, slots: &slots)
            }
        }
    }

    // MARK: - Placeholders

    private func appendMarker(for slot: Slot, to html: inout String, slots: inout [Slot]) {
        html.unicodeScalars.append(Self.slotStart)
        html += String(slots.count)
        html.unicodeScalars.append(Self.slotEnd)
        slots.append(slot)
    }

    private mutating func parse(_ html: String) -> [Block] {
        let result = parser.parse(html)
        diagnostics.append(contentsOf: result.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.span = nil // offsets into the assembled HTML mean nothing to the user
            return diagnostic
        })
        return result.document.blocks
    }

    private mutating func substitute(_ blocks: [Block], slots: [Slot]) -> [Block] {
        var substitution = SlotSubstitution(slots: slots)
        let result = substitution.blocks(blocks)
        let lost = substitution.used.indices.filter { !substitution.used[$0] }.count
        if lost > 0 {
            diagnostics.append(Diagnostic(
                code: "raw-html-dropped-content",
                message: "\(lost) piece(s) of Markdown content inside raw HTML that drops its content (such as <script>, <title> or a comment) were dropped"
            ))
        }
        return result
    }

    // MARK: - Queries

    static func containsRaw(_ blocks: [Block]) -> Bool {
        blocks.contains { block in
            switch block {
            case .raw(.html, _): return true
            case .paragraph(let inlines), .heading(_, let inlines): return containsRaw(inlines)
            case .blockQuote(let blocks), .div(_, let blocks), .footnoteDefinition(_, let blocks): return containsRaw(blocks)
            case .list(_, let items): return items.contains { containsRaw($0.blocks) }
            case .table(let table):
                return containsRaw(table.caption) || (table.header + table.body).contains { row in row.cells.contains { containsRaw($0.blocks) } }
            case .codeBlock, .thematicBreak: return false
            }
        }
    }

    static func containsRaw(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .raw(.html, _): return true
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                 .underline(let children), .superscript(let children), .subscript(let children),
                 .link(_, let children), .image(_, let children), .span(_, let children):
                return containsRaw(children)
            case .text, .code, .softBreak, .hardBreak, .footnoteReference: return false
            }
        }
    }

    /// The inline content of a block, for places that cannot hold blocks.
    static func inlineContent(of block: Block) -> [Inline] {
        switch block {
        case .paragraph(let inlines), .heading(_, let inlines): return inlines
        case .codeBlock(_, let text): return [.code(text)]
        case .raw(let format, let text): return [.raw(format, text)]
        case .thematicBreak: return []
        case .blockQuote(let blocks), .div(_, let blocks), .footnoteDefinition(_, let blocks):
            return joined(blocks)
        case .list(_, let items): return joined(items.flatMap(\.blocks))
        case .table(let table): return joined((table.header + table.body).flatMap { $0.cells.flatMap(\.blocks) })
        }
    }

    private static func joined(_ blocks: [Block]) -> [Inline] {
        var builder = InlineBuilder()
        for block in blocks {
            let content = inlineContent(of: block)
            if content.isEmpty { continue }
            if !builder.isEmpty { builder.append(.hardBreak) }
            builder.append(contentsOf: content)
        }
        return builder.build()
    }
}
