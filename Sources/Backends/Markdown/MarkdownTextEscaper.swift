import MarkupJSON

/// Context-aware backslash escaping of literal text for Markdown output.
///
/// Escapes only what would parse (see `markdown-backend.md` §2): `\` before punctuation,
/// `` ` ``, `*`, `[`, `]`, `<` before a tag-like character, `&` starting an entity, `_`
/// only where it could open or close emphasis (not inside `snake_case`), `~` in GFM (a
/// single tilde may pair with any later one) but only at line start in CommonMark, `|`
/// where a table could form, `!` before a link, text GFM would autolink (URLs unless
/// ``linksBareURLs``; e-mail addresses get an empty comment after their `@`), and at
/// the start of a line whatever would start a block (headings, quotes, list markers,
/// setext underlines, thematic breaks, fences, table delimiter rows, indentation).
/// Line breaks inside text (which only entities produce) are written as `&#10;`.
///
/// Works on UTF-8 bytes: every character that may need escaping is ASCII, so the stretches
/// between such bytes are copied whole.
struct MarkdownTextEscaper {
    /// Escape `~` (GitHub strikethrough).
    var escapeTildes: Bool
    /// Keep text that GitHub's autolink extension would turn into a link from doing so
    /// (`http\://`, `www\.`, `john@<!---->example.com`): it is text in the tree, so it must
    /// stay text. E-mail addresses get an empty HTML comment after their `@`, which splits
    /// the text where the extension looks and renders as nothing: backslash escapes and
    /// entities (`\@`, `&#64;`) do not stop it, because cmark-gfm looks at decoded text.
    var breakAutolinks: Bool
    /// With ``breakAutolinks``, still write URLs (`https://…`, `www.…`) as they are, so GFM
    /// links them (``MarkdownRenderOptions/linksBareURLs``).
    var linksBareURLs: Bool
    /// Escape every `|` (table cells, or paragraphs holding a delimiter-row-like line).
    var escapePipes: Bool
    /// Apply the line-start rules when text begins a line (off in headings and table cells).
    var lineStartRules: Bool
    /// Escape every `$`, which a reader of `$…$` math would take for a delimiter
    /// (``MarkdownRenderOptions/MathStyle/dollars``).
    var escapeDollars = false
    /// Whether some text appended so far held a `|`: when none did, ``escapePipes`` made no
    /// difference.
    private(set) var sawPipe = false

    init(escapeTildes: Bool, breakAutolinks: Bool, linksBareURLs: Bool = false, escapePipes: Bool, lineStartRules: Bool) {
        self.escapeTildes = escapeTildes
        self.breakAutolinks = breakAutolinks
        self.linksBareURLs = linksBareURLs
        self.escapePipes = escapePipes
        self.lineStartRules = lineStartRules
    }

    /// For each byte value, which options make the escaping loop look at it: bit 0 always
    /// (`\n`, `\r`, `!`, `&`, `*`, `<`, `[`, `\`, `]`, `_`, `` ` ``, `|`), bit 1 with
    /// ``breakAutolinks`` (`@`), bit 2 with ``escapeTildes`` (`~`), bit 3 with
    /// ``breakAutolinks`` unless ``linksBareURLs`` (`.`, `:`), bit 4 with ``escapeDollars``
    /// (`$`). Every other
    /// byte is copied as is, so runs of them are copied whole.
    private static let byteRules: [UInt8] = {
        var rules = [UInt8](repeating: 0, count: 256)
        for byte in "\n\r!&*<[\\]_`|".utf8 { rules[Int(byte)] = 1 }
        rules[Int(Ascii.at)] = 2
        for byte in ".:".utf8 { rules[Int(byte)] = 8 }
        rules[Int(Ascii.tilde)] = 4
        rules[Int(UInt8(ascii: "$"))] = 16
        return rules
    }()

    /// Appends the escaped form of `text` to `output`.
    /// - Parameters:
    ///   - atLineStart: whether `text` begins a line.
    ///   - previousByte: the last byte written before `text`, if known (for `_` flanking).
    mutating func append(_ text: String, to output: ByteBuffer, atLineStart: Bool, previousByte: UInt8?) {
        text.withUTF8Bytes { append($0, to: output, atLineStart: atLineStart, previousByte: previousByte) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: ByteBuffer, atLineStart: Bool, previousByte: UInt8?) {
        let outStart = out.count
        let count = bytes.count
        var index = 0
        if atLineStart && lineStartRules {
            index = appendLineStart(bytes, to: out)
        }
        // Bytes whose default case is a plain copy under the current options join the runs.
        let activeRules: UInt8 = 1 | (breakAutolinks ? 2 : 0) | (escapeTildes ? 4 : 0) | (breakAutolinks && !linksBareURLs ? 8 : 0)
            | (escapeDollars ? 16 : 0)
        var runStart = index
        while index < count {
            let byte = bytes[index]
            guard Self.byteRules.withUnsafeBufferPointer({ $0[Int(byte)] }) & activeRules != 0 else {
                index += 1
                continue
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case Ascii.newline, Ascii.carriageReturn:
                // A line break inside text (from `&#10;`) is not a soft break.
                out.append(byte == Ascii.newline ? "&#10;" : "&#13;")
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
                let before = index > 0 ? bytes[index - 1] : (out.count == outStart ? previousByte : out.last)
                let after: UInt8? = end < count ? bytes[end] : nil
                let intraword = before.map(Ascii.isAlphanumeric) == true && after.map(Ascii.isAlphanumeric) == true
                for _ in index..<end {
                    if !intraword { out.append(Ascii.backslash) }
                    out.append(Ascii.underscore)
                }
                index = end
                runStart = index
                continue
            case Ascii.lessThan:
                // At the end of the text, what follows is another node's (`<` then a span
                // holding `td>`): escaped, as it may start a tag with it.
                if index + 1 == count || Self.isTagStart(bytes[index + 1]) || Self.closesWithoutSpace(bytes, after: index) {
                    out.append(Ascii.backslash)
                }
                out.append(byte)
            case Ascii.ampersand:
                if index + 1 == count || Self.isEntityLike(bytes, at: index) { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.colon, Ascii.period:
                // Only here with `breakAutolinks` and not `linksBareURLs`.
                if Self.wouldAutolink(bytes, at: index) { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.at:
                // Only here with `breakAutolinks`.
                out.append(byte)
                if Self.wouldAutolinkEmail(bytes, at: index) { out.append("<!---->") }
            case Ascii.pipe:
                sawPipe = true
                if escapePipes { out.append(Ascii.backslash) }
                out.append(byte)
            case Ascii.exclamation:
                // `!` right before a link would turn it into an image.
                if index + 1 == count { out.append(Ascii.backslash) }
                out.append(byte)
            default:
                // `~`, only here with `escapeTildes`; `$`, only here with `escapeDollars`.
                out.append(Ascii.backslash)
                out.append(byte)
            }
            index += 1
            runStart = index
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
    }

    /// Applies the line-start rules to the first byte of `bytes` that is not a line break
    /// (line breaks before it become entities and keep the line start), appending what it
    /// handled, and returns the index where the ordinary escaping continues.
    private func appendLineStart(_ bytes: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) -> Int {
        var index = 0
        while index < bytes.count, bytes[index] == Ascii.newline || bytes[index] == Ascii.carriageReturn {
            out.append(bytes[index] == Ascii.newline ? "&#10;" : "&#13;")
            index += 1
        }
        guard index < bytes.count else { return index }
        let byte = bytes[index]
        if byte == Ascii.space || byte == Ascii.tab {
            // The parser strips indentation; an entity keeps the character and can never
            // start an indented code block.
            out.append(byte == Ascii.space ? "&#32;" : "&#9;")
            return index + 1
        }
        if let end = Self.orderedMarkerDelimiter(bytes, from: index) {
            out.append(UnsafeBufferPointer(rebasing: bytes[index..<end]))
            out.append(Ascii.backslash)
            out.append(bytes[end])
            return end + 1
        }
        if Self.startsBlock(bytes, at: index, tildes: !escapeTildes) {
            out.append(Ascii.backslash)
            out.append(byte)
            return index + 1
        }
        return index
    }

    /// Whether the line starting at `index` would start a block unless its first byte is
    /// escaped. Ordered-list markers are handled by ``orderedMarkerDelimiter(_:from:)``.
    private static func startsBlock(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, tildes: Bool) -> Bool {
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
            return lineConsists(bytes, from: index, requiring: Ascii.hyphen) {
                $0 == Ascii.hyphen || $0 == Ascii.colon || $0 == Ascii.pipe
            }
        case Ascii.equals:
            return lineConsists(bytes, from: index, requiring: Ascii.equals) { $0 == Ascii.equals }
        case Ascii.tilde:
            return tildes
        default:
            return false
        }
    }

    /// Whether the rest of the line holds only `allowed` bytes, spaces and tabs, and at
    /// least one `required` byte (a setext underline or a table delimiter row).
    private static func lineConsists(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, requiring required: UInt8, allowed: (UInt8) -> Bool
    ) -> Bool {
        var sawRequired = false
        var position = index
        while position < bytes.count, bytes[position] != Ascii.newline {
            let byte = bytes[position]
            if byte == required { sawRequired = true }
            if !allowed(byte), byte != Ascii.space, byte != Ascii.tab { return false }
            position += 1
        }
        return sawRequired
    }

    /// The index of the `.`/`)` of an ordered list marker (`1.` + space) at `index`.
    private static func orderedMarkerDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var end = index
        while end < bytes.count, end - index < 10, Ascii.isDigit(bytes[end]) { end += 1 }
        guard end > index, end - index <= 9, end < bytes.count,
              bytes[end] == Ascii.period || bytes[end] == Ascii.closeParenthesis else { return nil }
        let after = end + 1
        if after == bytes.count || bytes[after] == Ascii.space || bytes[after] == Ascii.tab || bytes[after] == Ascii.newline { return end }
        return nil
    }

    /// Whether the `:` of `http://`/`https://`/`ftp://` or the `.` of `www.` at `index`
    /// belongs to text the GFM autolink extension would link.
    private static func wouldAutolink(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func endsWith(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { letters in
                guard index >= letters.count else { return false }
                let start = index - letters.count
                for offset in 0..<letters.count where bytes[start + offset] | 0x20 != letters[offset] { return false }
                return true
            }
        }
        switch bytes[index] {
        case Ascii.colon:
            let slashes = index + 2 < bytes.count && bytes[index + 1] == Ascii.slash && bytes[index + 2] == Ascii.slash
            return slashes && (endsWith("http") || endsWith("https") || endsWith("ftp"))
        case Ascii.period:
            return endsWith("www")
        default:
            return false
        }
    }

    /// Whether the `@` at `index` is inside an e-mail address cmark-gfm's autolink
    /// extension links: one or more of letters, digits, `.`, `+`, `-`, `_` before it; after
    /// it letters, digits, `-`, `_` and `.`s followed by a letter or digit (at least one),
    /// no second `@`, and a letter last (the rules of its e-mail matcher).
    private static func wouldAutolinkEmail(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index > 0 else { return false }
        let before = bytes[index - 1]
        guard Ascii.isAlphanumeric(before) || before == Ascii.period || before == Ascii.hyphen
            || before == Ascii.underscore || before == Ascii.plus else { return false }
        var end = index + 1
        var sawDot = false
        while end < bytes.count {
            let byte = bytes[end]
            if byte == Ascii.at { return false }
            if byte == Ascii.period {
                guard end + 1 < bytes.count, Ascii.isAlphanumeric(bytes[end + 1]) else { break }
                sawDot = true
            } else if !(Ascii.isAlphanumeric(byte) || byte == Ascii.hyphen || byte == Ascii.underscore) {
                break
            }
            end += 1
        }
        return sawDot && Ascii.isLetter(bytes[end - 1])
    }

    /// Whether `<` followed by `byte` could start raw HTML or an autolink.
    private static func isTagStart(_ byte: UInt8) -> Bool {
        Ascii.isLetter(byte) || byte == Ascii.slash || byte == Ascii.exclamation || byte == Ascii.question
    }

    /// Whether a `>` follows the `<` at `index` with no white space or `<` between: the shape
    /// of an autolink (`<$@4>` is an e-mail address, `<x+y:z>` a URI) whatever its first
    /// character. The scan stops at the next `<`, so a run of them stays linear.
    private static func closesWithoutSpace(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        var position = index + 1
        while position < bytes.count {
            switch bytes[position] {
            case Ascii.greaterThan: return true
            case Ascii.lessThan, Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn: return false
            default: position += 1
            }
        }
        return false
    }

    /// Whether `&` at `index` starts an entity or numeric character reference.
    private static func isEntityLike(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = index + 1
        if position < bytes.count, bytes[position] == Ascii.hash {
            position += 1
            if position < bytes.count, bytes[position] == Ascii.lowerX || bytes[position] == Ascii.upperX { position += 1 }
        }
        let start = position
        while position < bytes.count, Ascii.isAlphanumeric(bytes[position]) { position += 1 }
        return position > start && position < bytes.count && bytes[position] == Ascii.semicolon
    }

    /// The bytes that ``appendAttribute(_:to:escaping:newlinesAsEntities:)`` can also
    /// backslash-escape: bit `n` set for byte `n` (all below 64).
    struct ExtraEscapes {
        let mask: UInt64
        /// Nothing extra (a bare link destination, an info string).
        static let none = ExtraEscapes(mask: 0)
        /// `<` and `>` (a destination in `<…>`).
        static let angleBrackets = ExtraEscapes(mask: 1 << 0x3C | 1 << 0x3E)
        /// `"` (a title in double quotes).
        static let doubleQuote = ExtraEscapes(mask: 1 << 0x22)

        func contains(_ byte: UInt8) -> Bool { byte < 64 && mask & (1 << UInt64(byte)) != 0 }
    }

    /// Appends a link destination, title or info string escaped: `\` before punctuation
    /// and the bytes in `extra` (such as `"` in a title) get a backslash; an entity-like `&`
    /// becomes `&amp;`, because the parser decodes entities there before backslash escapes.
    /// With `newlinesAsEntities` a line feed is written `&#10;` and a carriage return `&#13;`.
    static func appendAttribute(_ text: String, to out: ByteBuffer, escaping extra: ExtraEscapes, newlinesAsEntities: Bool = false) {
        // `&`, the extra bytes and (when asked) `\n` are below 64; `\` is the only other byte
        // that may change.
        let candidates = extra.mask | 1 << UInt64(Ascii.ampersand) | (newlinesAsEntities ? 1 << UInt64(Ascii.newline) | 1 << 0x0D : 0)
        text.withUTF8Bytes { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte == Ascii.backslash || (byte < 64 && candidates & (1 << UInt64(byte)) != 0) else { continue }
                let escapesBackslash = byte == Ascii.backslash && (index + 1 == bytes.count || Ascii.isPunctuation(bytes[index + 1]))
                let replacesAmpersand = byte == Ascii.ampersand && isEntityLike(bytes, at: index)
                let replacesNewline = newlinesAsEntities && (byte == Ascii.newline || byte == 0x0D)
                guard escapesBackslash || replacesAmpersand || replacesNewline || extra.contains(byte) else { continue }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                if replacesAmpersand {
                    out.append("&amp;")
                } else if replacesNewline {
                    out.append(byte == Ascii.newline ? "&#10;" : "&#13;")
                } else {
                    out.append(Ascii.backslash)
                    out.append(byte)
                }
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }
}
