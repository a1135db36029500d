import MarkupAST

/// Splits chat input into lines and groups them into blocks: paragraphs, code blocks,
/// quotes and lists, as the flavour has them (see ``ChatParser`` for the rules).
///
/// Every line is looked at a bounded number of times: a code block's closing fence is
/// searched for once from each opening, and a search that fails is remembered, so no
/// later opening searches again.
struct ChatBlockParser {
    let flavor: ChatFlavor
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each line's bytes, without its newline.
    private var lines: [Range<Int>] = []
    /// No line at or after this index closes a code block (a search from here failed).
    private var noClosingFenceFrom = Int.max
    private var inlines: ChatInlineParser

    init(flavor: ChatFlavor, bytes: UnsafeBufferPointer<UInt8>) {
        self.flavor = flavor
        self.bytes = bytes
        inlines = ChatInlineParser(flavor: flavor, bytes: bytes)
        lines = Self.lines(of: bytes)
    }

    /// The line ranges of `bytes`: `\n`, `\r\n` and a lone `\r` end a line.
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(start..<index)
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    mutating func parse() -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            if isBlank(lines[index]) {
                index += 1
            } else if let (block, next) = codeBlock(at: index) {
                blocks.append(block)
                index = next
            } else if quoteContent(lines[index]) != nil {
                let (block, next) = quote(at: index)
                blocks.append(block)
                index = next
            } else if let marker = listMarker(lines[index]) {
                let (block, next) = list(at: index, first: marker)
                blocks.append(block)
                index = next
            } else {
                let (block, next) = paragraph(at: index)
                blocks.append(block)
                index = next
            }
        }
        return blocks
    }

    // MARK: - Lines

    private func isBlank(_ line: Range<Int>) -> Bool {
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
                index += 1
                continue
            }
            if byte < 0x80 { return false }
            // A non-ASCII space (no-break, ideographic…) is blank too.
            let scalarEnd = min(line.upperBound, index + Self.sequenceLength(byte))
            guard ChatCharacterClass.at(index, in: UnsafeBufferPointer(rebasing: bytes[..<scalarEnd]), wordJoinerEscapes: false) == .whitespace
            else { return false }
            index = scalarEnd
        }
        return true
    }

    private static func sequenceLength(_ leadByte: UInt8) -> Int {
        leadByte >= 0xF0 ? 4 : leadByte >= 0xE0 ? 3 : leadByte >= 0xC0 ? 2 : 1
    }

    private func starts(_ line: Range<Int>, with prefix: StaticString, at offset: Int = 0) -> Bool {
        let start = line.lowerBound + offset
        guard line.upperBound - start >= prefix.utf8CodeUnitCount else { return false }
        for index in 0..<prefix.utf8CodeUnitCount where bytes[start + index] != prefix.utf8Start[index] { return false }
        return true
    }

    // MARK: - Paragraphs

    /// A paragraph: lines up to a blank line or a line that starts another block; each line
    /// is inline content, and lines are joined by hard breaks.
    private mutating func paragraph(at start: Int) -> (Block, Int) {
        var builder = InlineBuilder()
        var index = start
        while index < lines.count {
            let line = lines[index]
            if index > start {
                if isBlank(line) || quoteContent(line) != nil || listMarker(line) != nil || closingFence(forOpeningAt: index) != nil {
                    break
                }
                builder.append(.hardBreak)
            }
            builder.append(contentsOf: inlines.parseLine(line))
            index += 1
        }
        return (.paragraph(builder.build()), index)
    }

    // MARK: - Quotes

    /// The content of a quote line (its marker and one space after it removed), or `nil`
    /// when the line is no quote line. WhatsApp wants a space after `>` (or nothing).
    private func quoteContent(_ line: Range<Int>) -> Range<Int>? {
        guard flavor.hasQuotes, starts(line, with: ">") else { return nil }
        let afterMarker = line.lowerBound + 1
        if afterMarker < line.upperBound, bytes[afterMarker] == 0x20 { return (afterMarker + 1)..<line.upperBound }
        if flavor == .whatsapp && afterMarker < line.upperBound { return nil }
        return afterMarker..<line.upperBound
    }

    /// A block quote: consecutive quote lines; their content is paragraphs separated by
    /// blank quote lines.
    private mutating func quote(at start: Int) -> (Block, Int) {
        var paragraphs: [Block] = []
        var builder = InlineBuilder()
        var lineCount = 0
        var index = start
        while index < lines.count, let content = quoteContent(lines[index]) {
            if isBlank(content) {
                if lineCount > 0 { paragraphs.append(.paragraph(builder.build())) }
                builder = InlineBuilder()
                lineCount = 0
            } else {
                if lineCount > 0 { builder.append(.hardBreak) }
                builder.append(contentsOf: inlines.parseLine(content))
                lineCount += 1
            }
            index += 1
        }
        if lineCount > 0 { paragraphs.append(.paragraph(builder.build())) }
        return (.blockQuote(paragraphs), index)
    }

    // MARK: - Lists

    /// The list marker of a WhatsApp list line: `nil` when there is none, else the item
    /// number (`nil` inside for a bullet) and where the content starts.
    private func listMarker(_ line: Range<Int>) -> (number: Int?, content: Int)? {
        guard flavor.hasLists else { return nil }
        if starts(line, with: "- ") || starts(line, with: "* ") { return (nil, line.lowerBound + 2) }
        var index = line.lowerBound
        var number = 0
        while index < line.upperBound, index - line.lowerBound < 9, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            number = number * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        guard index > line.lowerBound, starts(line, with: ". ", at: index - line.lowerBound) else { return nil }
        return (number, index + 2)
    }

    /// A list: consecutive item lines of one kind (bullets, or numbers starting at the
    /// first item's); each item is one line of inline content.
    private mutating func list(at start: Int, first: (number: Int?, content: Int)) -> (Block, Int) {
        var items: [ListItem] = []
        var index = start
        while index < lines.count, let marker = listMarker(lines[index]), (marker.number == nil) == (first.number == nil) {
            let content = inlines.parseLine(marker.content..<lines[index].upperBound)
            items.append(ListItem(blocks: content.isEmpty ? [] : [.paragraph(content)]))
            index += 1
        }
        let kind: ListStyle.Kind = first.number.map { .ordered(start: $0, delimiter: .period) } ?? .bullet
        return (.list(ListStyle(kind: kind, isTight: true), items), index)
    }

    // MARK: - Code blocks

    /// A code block opening at line `start` and its closing, or `nil` when the line opens
    /// none or no closing fence follows.
    private mutating func codeBlock(at start: Int) -> (Block, Int)? {
        guard let closing = closingFence(forOpeningAt: start) else { return nil }
        let opening = lines[start]
        let rest = (opening.lowerBound + 3)..<opening.upperBound
        var code = CodeText(flavor: flavor, bytes: bytes)
        if closing.line == start {
            // One line: ```code```
            code.appendLine(rest.lowerBound..<closing.contentEnd)
            return (.codeBlock(info: "", text: code.text), start + 1)
        }
        var info = ""
        if flavor.hasCodeLanguage {
            info = String(decoding: UnsafeBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
        } else if !rest.isEmpty {
            code.appendLine(rest)
        }
        for index in (start + 1)..<closing.line { code.appendLine(lines[index]) }
        let last = lines[closing.line]
        if closing.contentEnd > last.lowerBound { code.appendLine(last.lowerBound..<closing.contentEnd) }
        return (.codeBlock(info: info, text: code.text), closing.line + 1)
    }

    /// Where the code block that line `start` opens is closed: the line and where its
    /// content ends (before the closing fence); `nil` when the line is no opening fence or
    /// nothing closes it.
    private mutating func closingFence(forOpeningAt start: Int) -> (line: Int, contentEnd: Int)? {
        guard flavor.hasCodeBlocks, starts(lines[start], with: "```") else { return nil }
        let opening = lines[start]
        if opening.count >= 6, let end = fenceEnd(of: (opening.lowerBound + 3)..<opening.upperBound) {
            return (start, end)
        }
        guard start + 1 < noClosingFenceFrom else { return nil }
        var index = start + 1
        while index < lines.count {
            if let end = fenceEnd(of: lines[index]) { return (index, end) }
            index += 1
        }
        noClosingFenceFrom = start + 1
        return nil
    }

    /// Where the content of `line` ends if it ends with an unescaped ```` ``` ````, else `nil`.
    private func fenceEnd(of line: Range<Int>) -> Int? {
        guard line.count >= 3 else { return nil }
        let fence = line.upperBound - 3
        guard bytes[fence] == 0x60, bytes[fence + 1] == 0x60, bytes[fence + 2] == 0x60 else { return nil }
        if flavor.usesBackslashEscapes {
            // Walk the escapes: the fence's first backtick must not be an escaped character.
            var index = line.lowerBound
            while index < fence { index += bytes[index] == 0x5C ? 2 : 1 }
            return index == fence ? fence : nil
        }
        let escaped = fence - 3 >= line.lowerBound && bytes[fence - 3] == 0xE2 && bytes[fence - 2] == 0x81 && bytes[fence - 1] == 0xA0
        return escaped ? nil : fence
    }
}
