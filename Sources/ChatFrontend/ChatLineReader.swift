import MarkupAST

/// The state of reading one line (see ``ChatInlineParser``): the delimiter stack and the
/// failed forward searches.
struct ChatLineReader {
    /// One open delimiter and what was read after it.
    struct Frame {
        var kind: ChatDelimiter
        /// Where the content after the delimiter starts (a pair with nothing between is no pair).
        var contentStart: Int
        var builder = InlineBuilder()
        var pendingText: [UInt8] = []

        mutating func flushText() {
            guard !pendingText.isEmpty else { return }
            builder.appendText(String(decoding: pendingText, as: UTF8.self))
            pendingText.removeAll(keepingCapacity: true)
        }
    }

    let flavor: ChatFlavor
    let line: UnsafeBufferPointer<UInt8>
    let special: [Bool]
    /// The root frame first (its kind is never looked at: every search skips it), then the
    /// open delimiters.
    var frames: [Frame]
    /// The forward searches that failed: nothing to find at or after these offsets.
    var noBacktickFrom = Int.max
    var noAngleFrom = Int.max
    var noParenthesisFrom = Int.max

    init(flavor: ChatFlavor, line: UnsafeBufferPointer<UInt8>, special: [Bool]) {
        self.flavor = flavor
        self.line = line
        self.special = special
        frames = [Frame(kind: .link, contentStart: 0)]
    }

    mutating func parse() -> [Inline] {
        var index = 0
        while index < line.count {
            index = step(at: index)
        }
        while frames.count > 1 { dissolveTop() }
        frames[0].flushText()
        return frames[0].builder.build()
    }

    /// Reads what starts at `index`; returns where reading goes on.
    private mutating func step(at index: Int) -> Int {
        let byte = line[index]
        guard special[Int(byte)] else { return plainText(from: index) }
        switch byte {
        case 0x5C:  // backslash (Telegram)
            if index + 1 < line.count, line[index + 1] >= 1, line[index + 1] <= 126 {
                appendByte(line[index + 1])
                return index + 2
            }
        case 0xE2:  // a word joiner escaping the next character
            if ChatCharacterClass.isEscapingWordJoiner(at: index, in: line) {
                appendByte(line[index + 3])
                return index + 4
            }
            return plainText(from: index, including: true)
        case 0x26:  // & (Slack)
            if let (decoded, length) = entity(at: index) {
                appendByte(decoded)
                return index + length
            }
        case 0x3C:  // < (Slack)
            if let end = slackAngle(at: index) { return end }
        case 0x60:
            if let end = codeSpan(at: index) { return end }
        case 0x5B:  // [ (Telegram)
            if !isOpen(.link) {
                open(.link, contentStart: index + 1)
                return index + 1
            }
        case 0x5D:  // ] (Telegram)
            if let end = closeLink(at: index) { return end }
        case 0x7C:  // | (Telegram: only || is a delimiter)
            if index + 1 < line.count, line[index + 1] == 0x7C { return delimiter(.spoiler, at: index, length: 2) }
        case 0x2A:
            return delimiter(.strong, at: index, length: 1)
        case 0x7E:
            return delimiter(.strikethrough, at: index, length: 1)
        case 0x5F:
            if flavor.hasUnderlineAndSpoiler, index + 1 < line.count, line[index + 1] == 0x5F {
                return delimiter(.underline, at: index, length: 2)
            }
            return delimiter(.emphasis, at: index, length: 1)
        default:
            break
        }
        appendByte(byte)
        return index + 1
    }

    // MARK: - Text

    private mutating func plainText(from start: Int, including first: Bool = false) -> Int {
        var index = first ? start + 1 : start
        while index < line.count, !special[Int(line[index])] { index += 1 }
        frames[frames.count - 1].pendingText.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<index]))
        return index
    }

    private mutating func appendByte(_ byte: UInt8) {
        frames[frames.count - 1].pendingText.append(byte)
    }

    private mutating func append(_ inline: Inline) {
        frames[frames.count - 1].flushText()
        frames[frames.count - 1].builder.append(inline)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
    }

    // MARK: - Delimiters

    private func isOpen(_ kind: ChatDelimiter) -> Bool {
        frames.dropFirst().contains { $0.kind == kind }
    }

    private mutating func open(_ kind: ChatDelimiter, contentStart: Int) {
        frames[frames.count - 1].flushText()
        frames.append(Frame(kind: kind, contentStart: contentStart))
    }

    /// A delimiter of `kind` at `index`: closes the open one, opens one, or is text.
    private mutating func delimiter(_ kind: ChatDelimiter, at index: Int, length: Int) -> Int {
        let end = index + length
        let openIndex = frames.indices.dropFirst().last { frames[$0].kind == kind }
        if flavor.usesFlankingRules {
            let previous = ChatCharacterClass.before(index, in: line)
            let next = ChatCharacterClass.at(end, in: line, wordJoinerEscapes: true)
            if let openIndex, let previous, previous != .whitespace, next?.isBoundary ?? true, frames[openIndex].contentStart != index {
                close(openIndex)
            } else if openIndex == nil, previous?.isBoundary ?? true, let next, next != .whitespace {
                open(kind, contentStart: end)
            } else {
                frames[frames.count - 1].pendingText.append(contentsOf: UnsafeBufferPointer(rebasing: line[index..<end]))
            }
        } else if let openIndex {
            close(openIndex)
        } else {
            open(kind, contentStart: end)
        }
        return end
    }

    /// Closes the frame at `frameIndex`: the frames above it become text, its content
    /// becomes its node in the frame below.
    private mutating func close(_ frameIndex: Int, link destination: String? = nil) {
        while frames.count - 1 > frameIndex { dissolveTop() }
        guard var frame = frames.popLast() else { return }
        frame.flushText()
        let children = frame.builder.build()
        if let destination {
            append(.link(LinkTarget(destination: destination), children))
        } else {
            append(frame.kind.node(children))
        }
    }

    /// Turns the top frame into text: its delimiter, then its content, in the frame below.
    private mutating func dissolveTop() {
        guard var frame = frames.popLast() else { return }
        frame.flushText()
        frames[frames.count - 1].pendingText.append(contentsOf: frame.kind.text.utf8)
        frames[frames.count - 1].flushText()
        frames[frames.count - 1].builder.append(contentsOf: frame.builder.build())
    }

    // MARK: - Code spans

    /// A code span opening at `index`: returns where it ends, or `nil` when no backtick
    /// closes it (or it would be empty).
    private mutating func codeSpan(at index: Int) -> Int? {
        guard index + 1 < noBacktickFrom else { return nil }
        var search = index + 1
        while search < line.count {
            let byte = line[search]
            if flavor.usesBackslashEscapes, byte == 0x5C {
                search += 2
                continue
            }
            if byte == 0x60 {
                let escaped = !flavor.usesBackslashEscapes && search >= 3 && line[search - 3] == 0xE2 && line[search - 2] == 0x81
                    && line[search - 1] == 0xA0
                if !escaped { break }
            }
            search += 1
        }
        guard search < line.count else {
            noBacktickFrom = index + 1
            return nil
        }
        guard search > index + 1 else { return nil }
        var code = CodeText(flavor: flavor, bytes: line)
        code.append((index + 1)..<search)
        append(.code(code.text))
        return search + 1
    }

    // MARK: - Slack

    /// `&amp;`, `&lt;` or `&gt;` at `index`: the byte it stands for and its length.
    private func entity(at index: Int) -> (UInt8, Int)? {
        SlackEntity.decode(at: index, in: line, end: line.count)
    }

    /// Slack's `<url>`, `<url|text>` or a token (`<!here>`, `<@U123>`, `<#C123|general>`)
    /// at `index`: returns where it ends, or `nil` when no `>` follows on the line.
    private mutating func slackAngle(at index: Int) -> Int? {
        // `<>` and `< b >` are text: a link or token starts right after its `<` (checked
        // before the search, so a line of `< ` costs no search at all).
        guard index + 1 < noAngleFrom, index + 1 < line.count, ChatCharacterClass.ofASCII(line[index + 1]) != .whitespace,
              line[index + 1] != 0x3E
        else { return nil }
        var close = index + 1
        while close < line.count, line[close] != 0x3E { close += 1 }
        guard close < line.count else {
            noAngleFrom = index + 1
            return nil
        }
        let first = line[index + 1]
        if first == 0x21 || first == 0x40 || first == 0x23 {  // ! @ #
            append(.span(Attributes(classes: [ChatFlavor.slackTokenClass]), [.text(text(index..<(close + 1)))]))
            return close + 1
        }
        var bar = index + 1
        while bar < close, line[bar] != 0x7C { bar += 1 }
        let destination = decodingEntities((index + 1)..<bar)
        let label = bar < close ? decodingEntities((bar + 1)..<close) : ""
        append(.link(LinkTarget(destination: destination), [.text(label.isEmpty ? destination : label)]))
        return close + 1
    }

    private func decodingEntities(_ range: Range<Int>) -> String {
        var output: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let (byte, length) = SlackEntity.decode(at: index, in: line, end: range.upperBound) {
                output.append(byte)
                index += length
            } else {
                output.append(line[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Telegram links

    /// `](url)` at `index` closing an open `[`: returns where it ends, or `nil` when no
    /// link is open, no `(` follows or no unescaped `)` closes it.
    private mutating func closeLink(at index: Int) -> Int? {
        guard let openIndex = frames.indices.dropFirst().last(where: { frames[$0].kind == .link }),
              index + 1 < line.count, line[index + 1] == 0x28, index + 2 < noParenthesisFrom
        else { return nil }
        var destination: [UInt8] = []
        var search = index + 2
        while search < line.count, line[search] != 0x29 {
            if line[search] == 0x5C, search + 1 < line.count {
                destination.append(line[search + 1])
                search += 2
            } else {
                destination.append(line[search])
                search += 1
            }
        }
        guard search < line.count else {
            noParenthesisFrom = index + 2
            return nil
        }
        close(openIndex, link: String(decoding: destination, as: UTF8.self))
        return search + 1
    }
}
