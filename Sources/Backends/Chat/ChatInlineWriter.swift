import MarkupAST

/// Writes one line of projected inlines with the flavour's delimiters and escapes.
///
/// Escaping, so that the reader takes every literal character as text:
/// - Telegram: a backslash before `_*[]()~`>#+-=|{}.!` and `\` in text, before `` ` `` and
///   `\` in code, before `)` and `\` in a link's URL (the Bot API's MarkdownV2 rules).
/// - Slack: `&amp;`, `&lt;`, `&gt;` for `&`, `<`, `>` (in text, link text and URLs).
/// - Markup, Slack, WhatsApp (no backslash): U+2060 WORD JOINER before a literal `*`, `_`
///   or `~` that stands where it could open or close (its neighbours decide, as they do for
///   the reader; at the end of a text node the next character is not known, so it is
///   escaped), before every backtick (code spans need no boundary), and on WhatsApp before
///   what would start a quote or list item at the start of a line (`>`, `-`, `*`, the `.`
///   after leading digits).
/// - Telegram reads `___` as `__` then `_`, so between two adjacent `_`-delimiters it
///   writes an empty entity (`**`, `~~` or `||||`, of a kind not open), as the Bot API
///   documentation suggests.
struct ChatInlineWriter {
    let flavor: ChatFlavor
    /// Where the current line starts in the output (its prefix excluded).
    let lineStart: Int
    private var atLineStart: Bool
    /// The formatting delimiters open, innermost last (for Telegram's separator).
    private var open: [String] = []
    /// Whether the last bytes written are a `_`/`__` delimiter (Telegram).
    private var endsWithUnderscoreDelimiter = false

    init(flavor: ChatFlavor, lineStart: Int, atLineStart: Bool) {
        self.flavor = flavor
        self.lineStart = lineStart
        self.atLineStart = atLineStart
    }

    mutating func write(_ inlines: [Inline], into output: inout [UInt8]) {
        for inline in inlines { write(inline, into: &output) }
    }

    private mutating func write(_ inline: Inline, into output: inout [UInt8]) {
        switch inline {
        case .text(let text):
            appendText(text, into: &output)
        case .code(let text, _):
            output.append(Ascii.backtick)
            Self.appendCode(text, flavor: flavor, inBlock: false, to: &output)
            output.append(Ascii.backtick)
            endsWithUnderscoreDelimiter = false
        case .emphasis(let children, _):
            writeFormatted(children, delimiter: "_", into: &output)
        case .strong(let children, _):
            writeFormatted(children, delimiter: "*", into: &output)
        case .strikethrough(let children, _):
            writeFormatted(children, delimiter: "~", into: &output)
        case .underline(let children, _):
            writeFormatted(children, delimiter: "__", into: &output)
        case .span(let attributes, let children):
            if attributes.classes.contains(ChatFlavor.spoilerClass) {
                writeFormatted(children, delimiter: "||", into: &output)
            } else {
                // A Slack token, kept as written.
                output += Array(Inline.plainText(of: children).utf8)
                endsWithUnderscoreDelimiter = false
            }
        case .link(let target, let children):
            writeLink(target.destination, children, into: &output)
        case .superscript(let children, _), .subscript(let children, _), .image(_, let children):
            write(children, into: &output)
        case .softBreak, .hardBreak, .raw, .footnoteReference:
            // Never inside a projected line.
            break
        }
        atLineStart = false
    }

    private mutating func writeFormatted(_ children: [Inline], delimiter: String, into output: inout [UInt8]) {
        writeDelimiter(delimiter, into: &output)
        open.append(delimiter)
        atLineStart = false
        write(children, into: &output)
        open.removeLast()
        writeDelimiter(delimiter, into: &output)
    }

    private mutating func writeDelimiter(_ delimiter: String, into output: inout [UInt8]) {
        let isUnderscore = delimiter.utf8.first == Ascii.underscore
        if flavor.usesBackslashEscapes, isUnderscore, endsWithUnderscoreDelimiter {
            if let separator = ["*", "~", "||"].first(where: { !open.contains($0) }) {
                output += Array((separator + separator).utf8)
            }
        }
        output += Array(delimiter.utf8)
        endsWithUnderscoreDelimiter = isUnderscore
    }

    private mutating func writeLink(_ destination: String, _ children: [Inline], into output: inout [UInt8]) {
        endsWithUnderscoreDelimiter = false
        if flavor == .slack {
            output.append(Ascii.lessThan)
            Self.appendEntities(destination, to: &output)
            let label = Inline.plainText(of: children)
            if label != destination {
                output.append(Ascii.pipe)
                Self.appendEntities(label, to: &output)
            }
            output.append(Ascii.greaterThan)
            return
        }
        output.append(Ascii.openBracket)
        atLineStart = false
        write(children, into: &output)
        output += Array("](".utf8)
        for byte in destination.utf8 {
            if byte == Ascii.closeParenthesis || byte == Ascii.backslash { output.append(Ascii.backslash) }
            output.append(byte)
        }
        output.append(Ascii.closeParenthesis)
        endsWithUnderscoreDelimiter = false
    }

    // MARK: - Text

    private mutating func appendText(_ text: String, into output: inout [UInt8]) {
        guard !text.isEmpty else { return }
        endsWithUnderscoreDelimiter = false
        var text = text
        text.withUTF8 { bytes in
            var markerEscape = atLineStart && flavor == .whatsapp ? Self.lineStartEscape(bytes) : nil
            for index in bytes.indices {
                let byte = bytes[index]
                switch flavor {
                case .telegram:
                    if Self.telegramSpecial[Int(byte)] { output.append(Ascii.backslash) }
                    output.append(byte)
                case .slack where byte == Ascii.ampersand || byte == Ascii.lessThan || byte == Ascii.greaterThan:
                    output += Array((byte == Ascii.ampersand ? "&amp;" : byte == Ascii.lessThan ? "&lt;" : "&gt;").utf8)
                default:
                    if index == markerEscape || (byte == Ascii.backtick && flavor.hasInlineCode) || isReadableAsDelimiter(bytes, index, output: output) {
                        output += Self.wordJoinerBytes
                        markerEscape = nil
                    }
                    output.append(byte)
                }
            }
        }
        atLineStart = false
    }

    /// Whether the literal `*`, `_` or `~` at `index` of `text` could open or close where it
    /// is written (the next character after the text is unknown: assume the worst).
    private func isReadableAsDelimiter(_ text: UnsafeBufferPointer<UInt8>, _ index: Int, output: [UInt8]) -> Bool {
        let byte = text[index]
        guard byte == Ascii.asterisk || byte == Ascii.underscore || byte == Ascii.tilde else { return false }
        let previous = output.withUnsafeBufferPointer { buffer in
            ChatCharacterClass.before(output.count - lineStart, in: UnsafeBufferPointer(rebasing: buffer[lineStart...]))
        }
        guard index + 1 < text.count else { return true }
        let next = ChatCharacterClass.at(index + 1, in: text, wordJoinerEscapes: false)
        let canOpen = (previous?.isBoundary ?? true) && next != .whitespace
        let canClose = previous != nil && previous != .whitespace && (next?.isBoundary ?? true)
        return canOpen || canClose
    }

    /// On WhatsApp, where a line's text would start a quote or list item: the index of the
    /// character to escape (`>`, `-` or `*` first, or the `.` after leading digits).
    private static func lineStartEscape(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = text.first else { return nil }
        if first == Ascii.greaterThan || first == Ascii.hyphen || first == Ascii.asterisk { return 0 }
        var index = 0
        while index < text.count, Ascii.isDigit(text[index]) { index += 1 }
        return index > 0 && index < text.count && text[index] == Ascii.period ? index : nil
    }

    static let wordJoinerBytes: [UInt8] = Array(String(Character(ChatFlavor.wordJoiner)).utf8)

    /// The characters MarkdownV2 wants escaped in text.
    private static let telegramSpecial: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "_*[]()~`>#+-=|{}.!\\".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// `text` with Slack's three entities.
    static func appendEntities(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case Ascii.ampersand: output += Array("&amp;".utf8)
            case Ascii.lessThan: output += Array("&lt;".utf8)
            case Ascii.greaterThan: output += Array("&gt;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Code content: Telegram escapes `` ` `` and `\`; the others put a word joiner before
    /// each backtick of a span, and before each backtick of a block that two more follow
    /// (so no line holds an unescaped ```` ``` ````); Slack's entities apply in code too.
    static func appendCode(_ text: String, flavor: ChatFlavor, inBlock: Bool, to output: inout [UInt8]) {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if flavor.usesBackslashEscapes {
                if byte == Ascii.backtick || byte == Ascii.backslash { output.append(Ascii.backslash) }
            } else if byte == Ascii.backtick {
                let startsFence = index + 2 < bytes.count && bytes[index + 1] == Ascii.backtick && bytes[index + 2] == Ascii.backtick
                if !inBlock || startsFence { output += wordJoinerBytes }
            }
            if flavor.usesHTMLEntities {
                switch byte {
                case Ascii.ampersand: output += Array("&amp;".utf8); continue
                case Ascii.lessThan: output += Array("&lt;".utf8); continue
                case Ascii.greaterThan: output += Array("&gt;".utf8); continue
                default: break
                }
            }
            output.append(byte)
        }
    }
}
