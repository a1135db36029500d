import MarkupAST

/// Writes a projected document (``ChatProjection``) in a chat flavour: blocks separated by
/// one blank line, a paragraph's lines as lines, code between ```` ``` ```` fences, quote
/// lines behind `> `, WhatsApp list items behind `- ` or `1. `.
struct ChatWriter {
    let flavor: ChatFlavor
    private(set) var output: [UInt8] = []

    init(flavor: ChatFlavor) {
        self.flavor = flavor
    }

    mutating func write(_ blocks: [Block]) {
        for (index, block) in blocks.enumerated() {
            if index > 0 { output.append(Ascii.newline) }
            write(block)
        }
    }

    private mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines, _):
            for line in Self.lines(inlines) { writeLine(prefix: "", line) }
        case .codeBlock(let info, let text, _):
            writeCodeBlock(info: info, text: text)
        case .blockQuote(let blocks, _):
            for (index, block) in blocks.enumerated() {
                if index > 0 { output += Array(">\n".utf8) }
                guard case .paragraph(let inlines, _) = block else { continue }
                for line in Self.lines(inlines) { writeLine(prefix: ">", line, spaceAfterPrefix: true) }
            }
        case .list(let style, let items, _):
            var number = style.start ?? 0
            for item in items {
                let marker = style.start == nil ? "- " : "\(number). "
                number += 1
                var content: [Inline] = []
                if case .paragraph(let inlines, _)? = item.blocks.first { content = inlines }
                writeLine(prefix: marker, content, atLineStart: false)
            }
        case .heading, .thematicBreak, .table, .div, .raw, .footnoteDefinition:
            // Never in a projected document (ChatProjection turns them into paragraphs).
            break
        }
    }

    /// A paragraph's lines: its inlines split at hard breaks.
    private static func lines(_ inlines: [Inline]) -> [[Inline]] {
        inlines.split(separator: .hardBreak, omittingEmptySubsequences: false).map(Array.init)
    }

    /// Writes `prefix` and one line of inlines. A quote's `>` is followed by a space unless
    /// Telegram's line needs none.
    private mutating func writeLine(prefix: String, _ line: [Inline], spaceAfterPrefix: Bool = false, atLineStart: Bool = true) {
        output += Array(prefix.utf8)
        if spaceAfterPrefix {
            let startsWithSpace: Bool
            if case .text(let text)? = line.first, let first = text.unicodeScalars.first {
                startsWithSpace = ChatCharacterClass.of(first) == .whitespace
            } else {
                startsWithSpace = false
            }
            if flavor != .telegram || startsWithSpace { output.append(Ascii.space) }
        }
        var inlineWriter = ChatInlineWriter(flavor: flavor, lineStart: output.count, atLineStart: atLineStart)
        inlineWriter.write(line, into: &output)
        output.append(Ascii.newline)
    }

    private mutating func writeCodeBlock(info: String, text: String) {
        output += Array("```".utf8)
        if flavor.hasCodeLanguage { output += Array(info.utf8) }
        output.append(Ascii.newline)
        var body = text
        body.removeTrailingLineFeed()
        if !text.isEmpty {
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                ChatInlineWriter.appendCode(String(line), flavor: flavor, inBlock: true, to: &output)
                output.append(Ascii.newline)
            }
        }
        output += Array("```\n".utf8)
    }
}
