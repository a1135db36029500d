import MarkupAST

/// Replaces the placeholders of a ``RawHTMLResolutionPass`` in a freshly lowered tree by
/// the nodes they stand for. A block placeholder at the top level of a paragraph splits the
/// paragraph around the block; anywhere else it contributes its inline content.
struct SlotSubstitution {
    let slots: [RawHTMLResolutionPass.Slot]
    /// Which slots were put back (the rest were swallowed by the HTML).
    var used: [Bool]

    init(slots: [RawHTMLResolutionPass.Slot]) {
        self.slots = slots
        self.used = Array(repeating: false, count: slots.count)
    }

    /// One piece of substituted inline content.
    private enum Piece {
        case inline(Inline)
        case block(Block)
    }

    mutating func blocks(_ blocks: [Block]) -> [Block] {
        var result: [Block] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            switch block {
            case .paragraph(let inlines, let attributes):
                result.append(contentsOf: splitParagraph(inlines, attributes: attributes))
            case .codeBlock(let info, let text, let attributes):
                result.append(.codeBlock(info: info, text: flattenedText(text), attributes: attributes))
            default:
                result.append(block.mapChildren(blocks: { self.blocks($0) }, inlines: { self.inlines($0) }))
            }
        }
        return result
    }

    /// A paragraph's inlines with block placeholders at its top level lifted out.
    private mutating func splitParagraph(_ inlines: [Inline], attributes: Attributes) -> [Block] {
        var result: [Block] = []
        var builder = InlineBuilder()
        func flush() {
            let built = builder.build()
            builder = InlineBuilder()
            if built.contains(where: { !Self.isBlank($0) }) { result.append(.paragraph(built, attributes: attributes)) }
        }
        for inline in inlines {
            guard case .text(let text) = inline, Self.mayHoldMarker(text) else {
                builder.append(contentsOf: substituted(inline))
                continue
            }
            for piece in pieces(of: text) {
                switch piece {
                case .inline(let node): builder.append(node)
                case .block(let block):
                    flush()
                    result.append(block)
                }
            }
        }
        flush()
        return result
    }

    mutating func inlines(_ inlines: [Inline]) -> [Inline] {
        var builder = InlineBuilder()
        for inline in inlines { builder.append(contentsOf: substituted(inline)) }
        return builder.build()
    }

    private mutating func substituted(_ inline: Inline) -> [Inline] {
        switch inline {
        case .text(let text):
            guard Self.mayHoldMarker(text) else { return [inline] }
            return pieces(of: text).flatMap { piece -> [Inline] in
                switch piece {
                case .inline(let node): return [node]
                case .block(let block): return RawHTMLResolutionPass.inlineContent(of: block)
                }
            }
        case .code(let text, let attributes): return [.code(flattenedText(text), attributes: attributes)]
        default: return [inline.mapChildren { inlines($0) }]
        }
    }

    /// Splits text at placeholders; unknown or repeated slot numbers stay literal text.
    private mutating func pieces(of text: String) -> [Piece] {
        var result: [Piece] = []
        var literal = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == RawHTMLResolutionPass.slotStart, let (slot, rest) = takeMarker(scalars) {
                if !literal.isEmpty {
                    result.append(.inline(.text(String(literal))))
                    literal = String.UnicodeScalarView()
                }
                switch slots[slot] {
                case .inline(let node): result.append(.inline(node))
                case .block(let block): result.append(.block(block))
                }
                scalars = rest
            } else {
                literal.append(scalar)
                scalars = scalars.dropFirst()
            }
        }
        if !literal.isEmpty { result.append(.inline(.text(String(literal)))) }
        return result
    }

    /// Text inside code or `pre` cannot hold nodes: placeholders become the nodes' text.
    private mutating func flattenedText(_ text: String) -> String {
        guard Self.mayHoldMarker(text) else { return text }
        var result = ""
        for piece in pieces(of: text) {
            switch piece {
            case .inline(let node): result += Inline.plainText(of: [node], softBreak: "\n", hardBreak: "\n", includingRawMarkup: true)
            case .block(let block):
                result += Inline.plainText(of: RawHTMLResolutionPass.inlineContent(of: block), softBreak: "\n", hardBreak: "\n", includingRawMarkup: true)
            }
        }
        return result
    }

    /// `U+FDD0 digits U+FDD1` at the start of `scalars`, naming a slot not used yet.
    private mutating func takeMarker(_ scalars: Substring.UnicodeScalarView) -> (Int, Substring.UnicodeScalarView)? {
        var rest = scalars.dropFirst()
        var number = 0
        var digits = 0
        while let scalar = rest.first, scalar.value >= 0x30, scalar.value <= 0x39, digits < 9 {
            number = number * 10 + Int(scalar.value - 0x30)
            digits += 1
            rest = rest.dropFirst()
        }
        guard digits > 0, rest.first == RawHTMLResolutionPass.slotEnd, number < slots.count, !used[number] else { return nil }
        used[number] = true
        return (number, rest.dropFirst())
    }

    private static func mayHoldMarker(_ text: String) -> Bool {
        // U+FDD0 is EF B7 90 in UTF-8.
        text.utf8.contains(0xEF) && text.unicodeScalars.contains(RawHTMLResolutionPass.slotStart)
    }

    private static func isBlank(_ inline: Inline) -> Bool {
        switch inline {
        case .softBreak, .hardBreak: return true
        case .text(let text): return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
        default: return false
        }
    }
}
