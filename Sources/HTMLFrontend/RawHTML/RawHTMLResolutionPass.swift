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
        if case .paragraph(let inlines, let attributes) = block {
            let resolved = resolveInlineChildren(inlines)
            guard Self.containsRaw(resolved) else { return [.paragraph(resolved, attributes: attributes)] }
            var html = ""
            var slots: [Slot] = []
            serialize(resolved, into: &html, slots: &slots)
            return substitute(parse(html), slots: slots)
        }
        return [block.mapChildren(blocks: { resolveBlocks($0) }, inlines: { resolveInlines($0) })]
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
        guard inlines.contains(where: \.isContainer) else { return inlines }
        return inlines.map { inline in inline.mapChildren { resolveInlines($0) } }
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
        blocks.nodes.contains(where: isRawHTML)
    }

    static func containsRaw(_ inlines: [Inline]) -> Bool {
        inlines.nodes.contains(where: isRawHTML)
    }

    private static func isRawHTML(_ node: MarkupNode) -> Bool {
        switch node {
        case .block(.raw(.html, _)), .inline(.raw(.html, _)): return true
        default: return false
        }
    }

    /// The inline content of a block, for places that cannot hold blocks.
    static func inlineContent(of block: Block) -> [Inline] {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): return inlines
        case .codeBlock(_, let text, _): return [.code(text)]
        case .raw(let format, let text): return [.raw(format, text)]
        case .thematicBreak: return []
        case .blockQuote, .div, .footnoteDefinition, .list, .table: return joined(block.childBlocks)
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
