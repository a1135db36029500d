/// Context-aware backslash escaping of literal text for Markdown output.
///
/// Escapes only what would parse (see `markdown-backend.md` §2): `\` before punctuation,
/// `` ` ``, `*`, `[`, `]`, `<` before a tag-like character, `&` starting an entity, `_`
/// only where it could open or close emphasis (not inside `snake_case`), `~` in GFM (a
/// single tilde may pair with any later one) but only at line start in CommonMark, `|`
/// where a table could form, `!` before a link, URL-like text GFM would autolink, and at
/// the start of a line whatever would start a block (headings, quotes, list markers,
/// setext underlines, thematic breaks, fences, table delimiter rows, indentation).
/// Line breaks inside text (which only entities produce) are written as `&#10;`.
///
/// Works on UTF-8 bytes: every character that may need escaping is ASCII.
struct MarkdownTextEscaper {
    /// Escape `~` (GitHub strikethrough).
    var escapeTildes: Bool
    /// Keep text that GitHub's autolink extension would turn into a link from doing so
    /// (`http\://`, `www\.`, `a\@b`): it is text in the tree, so it must stay text.
    var breakAutolinks: Bool
    /// Escape every `|` (table cells, or paragraphs holding a delimiter-row-like line).
    var escapePipes: Bool
    /// Apply the line-start rules when text begins a line (off in headings and table cells).
    var lineStartRules: Bool

    /// Appends the escaped form of `text` to `output`.
    /// - Parameters:
    ///   - atLineStart: whether `text` begins a line.
    ///   - previousByte: the last byte written before `text`, if known (for `_` flanking).
    func append(_ text: String, to output: inout String, atLineStart: Bool, previousByte: UInt8?) {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var lineStart = atLineStart && lineStartRules
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == Ascii.newline || byte == Ascii.carriageReturn {
                // A line break inside text (from `&#10;`) is not a soft break.
                out.append(contentsOf: (byte == Ascii.newline ? "&#10;" : "&#13;").utf8)
                index += 1
                continue
            }
            if lineStart {
                lineStart = false
                if byte == Ascii.space || byte == Ascii.tab {
                    // The parser strips indentation; an entity keeps the character and can
                    // never start an indented code block.
                    out.append(contentsOf: (byte == Ascii.space ? "&#32;" : "&#9;").utf8)
                    index += 1
                    continue
                }
                if let end = Self.orderedMarkerDelimiter(bytes, from: index) {
                    out.append(contentsOf: bytes[index..<end])
                    out.append(Ascii.backslash)
                    out.append(bytes[end])
                    index = end + 1
                    continue
                }
                if Self.startsBlock(bytes, at: index, tildes: !escapeTildes) {
                    out.append(Ascii.backslash)
                    out.append(byte)
                    index += 1
                    continue
                }
            }
            switch byte {
            case Ascii.backslash:
                // Before punctuation, or before an entity this loop writes for a line break.
                let next = index + 1 < count ? bytes[index + 1] : Ascii.newline
                if Ascii.isPunctuation(next) || next == Ascii.newline || next == Ascii.carriageReturn {
                    out.append(Ascii.backslash)
                }
                out.append(byte)
            case Ascii.backtick, Ascii.asterisk, Ascii.openBracket, Ascii.closeBracket:
                out.append(Ascii.backslash)
                out.append(byte)
            case Ascii.underscore:
                var end = index
                while end < count, bytes[end] == Ascii.underscore { end += 1 }
                let before = index > 0 ? bytes[index - 1] : (out.isEmpty ? previousByte : out.last)
                let after: UInt8? = end < count ? bytes[end] : nil
                let intraword = before.map(Ascii.isAlphanumeric) == true && after.map(Ascii.isAlphanumeric) == true
                for _ in index..<end {
                    if !intraword { out.append(Ascii.backslash) }
                    out.append(Ascii.underscore)
                }
                index = end
                continue
            case Ascii.tilde:
                if escapeTildes { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.lessThan:
                if index + 1 < count, Self.isTagStart(bytes[index + 1]) { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.ampersand:
                if Self.isEntityLike(bytes, at: index) { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.pipe:
                if escapePipes { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.colon, Ascii.period, Ascii.at:
                if breakAutolinks, Self.wouldAutolink(bytes, at: index) { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.exclamation:
                // `!` right before a link would turn it into an image.
                if index + 1 == count { out.append(Ascii.backslash) }
                out.append(byte)
            default:
                out.append(byte)
            }
            index += 1
        }
        output += String(decoding: out, as: UTF8.self)
    }

    /// Whether the line starting at `index` would start a block unless its first byte is
    /// escaped. Ordered-list markers are handled by ``orderedMarkerDelimiter(_:from:)``.
    private static func startsBlock(_ bytes: [UInt8], at index: Int, tildes: Bool) -> Bool {
        let byte = bytes[index]
        let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
        let nextIsBreak = next == nil || next == Ascii.space || next == Ascii.tab || next == Ascii.newline
        switch byte {
        case Ascii.greaterThan:
            return true
        case Ascii.hash:
            var end = index
            while end < bytes.count, bytes[end] == Ascii.hash { end += 1 }
            return end == bytes.count || bytes[end] == Ascii.space || bytes[end] == Ascii.tab || bytes[end] == Ascii.newline
        case Ascii.plus:
            return nextIsBreak
        case Ascii.hyphen, Ascii.colon, Ascii.pipe:
            if byte == Ascii.hyphen, nextIsBreak { return true }
            return lineConsists(bytes, from: index, of: [Ascii.hyphen, Ascii.colon, Ascii.pipe], requiring: Ascii.hyphen)
        case Ascii.equals:
            return lineConsists(bytes, from: index, of: [Ascii.equals], requiring: Ascii.equals)
        case Ascii.tilde:
            return tildes
        default:
            return false
        }
    }

    /// Whether the rest of the line holds only `allowed` bytes, spaces and tabs, and at
    /// least one `required` byte (a setext underline or a table delimiter row).
    private static func lineConsists(_ bytes: [UInt8], from index: Int, of allowed: [UInt8], requiring required: UInt8) -> Bool {
        var sawRequired = false
        var position = index
        while position < bytes.count, bytes[position] != Ascii.newline {
            let byte = bytes[position]
            if byte == required { sawRequired = true }
            if !allowed.contains(byte), byte != Ascii.space, byte != Ascii.tab { return false }
            position += 1
        }
        return sawRequired
    }

    /// The index of the `.`/`)` of an ordered list marker (`1.` + space) at `index`.
    private static func orderedMarkerDelimiter(_ bytes: [UInt8], from index: Int) -> Int? {
        var end = index
        while end < bytes.count, end - index < 10, Ascii.isDigit(bytes[end]) { end += 1 }
        guard end > index, end - index <= 9, end < bytes.count,
              bytes[end] == Ascii.period || bytes[end] == Ascii.closeParenthesis else { return nil }
        let after = end + 1
        if after == bytes.count || bytes[after] == Ascii.space || bytes[after] == Ascii.tab || bytes[after] == Ascii.newline { return end }
        return nil
    }

    /// Whether the `:` of `http://`/`https://`/`ftp://`, the `.` of `www.` or the `@` of an
    /// e-mail address at `index` belongs to text the GFM autolink extension would link.
    private static func wouldAutolink(_ bytes: [UInt8], at index: Int) -> Bool {
        func endsWith(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { letters in
                guard index >= letters.count else { return false }
                return zip(bytes[(index - letters.count)..<index], letters).allSatisfy { ($0 | 0x20) == $1 }
            }
        }
        switch bytes[index] {
        case Ascii.colon:
            let slashes = index + 2 < bytes.count && bytes[index + 1] == Ascii.slash && bytes[index + 2] == Ascii.slash
            return slashes && (endsWith("http") || endsWith("https") || endsWith("ftp"))
        case Ascii.period:
            return endsWith("www")
        default:
            let before = index > 0 ? bytes[index - 1] : 0
            let after = index + 1 < bytes.count ? bytes[index + 1] : 0
            let localByte = Ascii.isAlphanumeric(before) || before == Ascii.period || before == Ascii.hyphen
                || before == Ascii.underscore || before == Ascii.plus
            return localByte && Ascii.isAlphanumeric(after)
        }
    }

    /// Whether `<` followed by `byte` could start raw HTML or an autolink.
    private static func isTagStart(_ byte: UInt8) -> Bool {
        Ascii.isLetter(byte) || byte == Ascii.slash || byte == Ascii.exclamation || byte == Ascii.question
    }

    /// Whether `&` at `index` starts an entity or numeric character reference.
    static func isEntityLike(_ bytes: [UInt8], at index: Int) -> Bool {
        var position = index + 1
        if position < bytes.count, bytes[position] == Ascii.hash {
            position += 1
            if position < bytes.count, bytes[position] == Ascii.lowerX || bytes[position] == Ascii.upperX { position += 1 }
        }
        let start = position
        while position < bytes.count, Ascii.isAlphanumeric(bytes[position]) { position += 1 }
        return position > start && position < bytes.count && bytes[position] == Ascii.semicolon
    }

    /// Escapes a link destination, title or info string: `\` before punctuation and the
    /// bytes in `extra` (such as `"` in a title) get a backslash; an entity-like `&` becomes
    /// `&amp;`, because the parser decodes entities there before backslash escapes.
    static func escapeAttribute(_ text: String, extra: [UInt8]) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == Ascii.backslash, index + 1 == bytes.count || Ascii.isPunctuation(bytes[index + 1]) {
                out.append(Ascii.backslash)
            } else if byte == Ascii.ampersand, isEntityLike(bytes, at: index) {
                out.append(contentsOf: "&amp;".utf8)
                continue
            } else if extra.contains(byte) {
                out.append(Ascii.backslash)
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
