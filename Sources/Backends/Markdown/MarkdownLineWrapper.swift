import MarkupJSON

/// Wraps a paragraph's rendered Markdown at a width (``MarkdownRenderOptions/lineWidth``)
/// by turning some spaces into newlines, greedily: each line takes as many words as fit.
///
/// A space becomes a break only where the paragraph parses back the same: outside code
/// spans, links and images (text and destination), raw HTML and autolinks; between two
/// characters that are not white space (two spaces would lose one, a trailing backslash
/// would become a hard break); and not before what could start a block at the start of a
/// line (`#`, `>`, `|`, `:`, `=`, a `-`/`+`/`*` list marker, `---`/`***`/`___`, a fence, an
/// HTML block start, `1.`/`1)`, `[^`). A space and a newline are both white space to the
/// emphasis rules, so delimiters keep their meaning. A word longer than the width stays whole.
/// With `$…$` math (``MarkdownRenderOptions/MathStyle/dollars``, where every `$` of the
/// text is escaped, so a bare one is a delimiter), a formula is not broken either.
enum MarkdownLineWrapper {
    /// Wraps the bytes of `buffer` in place so that lines fit in `width` characters where
    /// they can; `mathDollars` when bare `$`s delimit formulas.
    static func wrap(_ buffer: ByteBuffer, width: Int, mathDollars: Bool = false) {
        guard buffer.count > width else { return }
        let breaks = buffer.withBytes(in: 0..<buffer.count) { breakPositions($0, width: max(1, width), mathDollars: mathDollars) }
        for position in breaks { buffer.set(Ascii.newline, at: position) }
    }

    /// The positions of the spaces that become line breaks.
    private static func breakPositions(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, mathDollars: Bool) -> [Int] {
        let count = bytes.count
        var breaks: [Int] = []
        var column = 0
        var candidate: Int?
        var columnAfterCandidate = 0
        var index = 0
        // Backtick run lengths known to have no closing run after some earlier position,
        // hence after any later one: the scan for a closer happens once per length.
        var unclosedRuns: Set<Int> = []
        func breakIfNeeded() {
            if column > width, let position = candidate {
                breaks.append(position)
                column = columnAfterCandidate
                candidate = nil
            }
        }
        func advance(through end: Int) {
            while index < end {
                if bytes[index] == Ascii.newline {
                    column = 0
                    candidate = nil
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                    columnAfterCandidate += 1
                }
                index += 1
            }
            breakIfNeeded()
        }
        while index < count {
            switch bytes[index] {
            case Ascii.backslash:
                advance(through: min(count, index + 2))
            case Ascii.backtick:
                advance(through: codeSpanEnd(bytes, from: index, unclosed: &unclosedRuns))
            case Ascii.lessThan:
                advance(through: tagEnd(bytes, from: index))
            case UInt8(ascii: "$") where mathDollars:
                advance(through: mathSpanEnd(bytes, from: index))
            case Ascii.openBracket, Ascii.exclamation:
                advance(through: linkEnd(bytes, from: index))
            case Ascii.space where isBreakable(bytes, at: index):
                breakIfNeeded()
                if column >= width {
                    // The line is full (or holds one long word): it ends here.
                    breaks.append(index)
                    column = 0
                    candidate = nil
                } else {
                    column += 1
                    candidate = index
                    columnAfterCandidate = 0
                }
                index += 1
            default:
                advance(through: index + 1)
            }
        }
        breakIfNeeded()
        return breaks
    }

    /// Whether the space at `index` may become a line break: not beside white space or
    /// after a backslash, and not before what would start a block on a line of its own.
    private static func isBreakable(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index > 0, index + 1 < bytes.count else { return false }
        let before = bytes[index - 1]
        if before == Ascii.space || before == Ascii.tab || before == Ascii.newline || before == Ascii.backslash { return false }
        return !startsBlock(bytes, at: index + 1)
    }

    /// Whether a line starting at `start` could be read as something other than a
    /// paragraph continuation: an ATX heading, a quote, a list item (bullet, or digits and
    /// `.`/`)`), a thematic break or setext underline, a fence, an HTML block that can
    /// interrupt a paragraph, a table row, or a footnote definition.
    private static func startsBlock(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        func byte(_ offset: Int) -> UInt8? { start + offset < bytes.count ? bytes[start + offset] : nil }
        let first = bytes[start]
        let second = byte(1)
        let endsMarker = second == nil || second == Ascii.space || second == Ascii.tab || second == Ascii.newline
        switch first {
        case Ascii.space, Ascii.tab, Ascii.newline, Ascii.hash, Ascii.greaterThan, Ascii.pipe, Ascii.colon, UInt8(ascii: "="):
            return true
        case Ascii.hyphen, Ascii.asterisk, Ascii.underscore:
            return endsMarker || second == first
        case Ascii.plus:
            return endsMarker
        case Ascii.backtick, Ascii.tilde:
            return second == first && byte(2) == first
        case Ascii.lessThan:
            let end = min(bytes.count, start + 32)
            return HTMLBlockStart.canInterruptParagraph(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        case Ascii.openBracket:
            return second == UInt8(ascii: "^")
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var offset = 1
            while let digit = byte(offset), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) { offset += 1 }
            return byte(offset) == Ascii.period || byte(offset) == Ascii.closeParenthesis
        default:
            return false
        }
    }

    /// The end of a `$…$` or `$$…$$` formula starting at `start` (after its closing
    /// delimiter; the TeX's `\$` does not close it), or of the opening delimiter alone when
    /// nothing closes it.
    private static func mathSpanEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let dollar = UInt8(ascii: "$")
        let length = start + 1 < bytes.count && bytes[start + 1] == dollar ? 2 : 1
        var index = start + length
        while index < bytes.count {
            if bytes[index] == Ascii.backslash {
                index += 2
                continue
            }
            if bytes[index] == dollar {
                guard length == 2 else { return index + 1 }
                if index + 1 < bytes.count && bytes[index + 1] == dollar { return index + 2 }
            }
            index += 1
        }
        return start + length
    }

    /// The end of a code span starting with the backtick run at `start` (after its closing
    /// run), or of the run alone when nothing closes it (its length then joins `unclosed`).
    private static func codeSpanEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, unclosed: inout Set<Int>) -> Int {
        var runEnd = start
        while runEnd < bytes.count, bytes[runEnd] == Ascii.backtick { runEnd += 1 }
        let length = runEnd - start
        if unclosed.contains(length) { return runEnd }
        var position = runEnd
        while position < bytes.count {
            guard bytes[position] == Ascii.backtick else {
                position += 1
                continue
            }
            var closeEnd = position
            while closeEnd < bytes.count, bytes[closeEnd] == Ascii.backtick { closeEnd += 1 }
            if closeEnd - position == length { return closeEnd }
            position = closeEnd
        }
        unclosed.insert(length)
        return runEnd
    }

    /// The end of raw HTML or an autolink starting at the `<` at `start` (after its `>`;
    /// after `-->` for a comment), or `start + 1` when the `<` is text.
    private static func tagEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start + 1 < bytes.count else { return start + 1 }
        let next = bytes[start + 1]
        guard Ascii.isLetter(next) || next == UInt8(ascii: "/") || next == Ascii.exclamation || next == UInt8(ascii: "?") else {
            return start + 1
        }
        let isComment = start + 3 < bytes.count && next == Ascii.exclamation && bytes[start + 2] == Ascii.hyphen && bytes[start + 3] == Ascii.hyphen
        var quote: UInt8?
        var position = start + 1
        while position < bytes.count {
            let byte = bytes[position]
            if isComment {
                if byte == Ascii.greaterThan, position >= start + 6, bytes[position - 1] == Ascii.hyphen, bytes[position - 2] == Ascii.hyphen {
                    return position + 1
                }
            } else if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == Ascii.greaterThan {
                return position + 1
            }
            position += 1
        }
        return bytes.count
    }

    /// The end of a link, image or footnote reference starting at `start` (`[` or `![`):
    /// after its `]` and any `(destination "title")` or `[label]` that follows; `start + 1`
    /// for a `!` that is not an image.
    private static func linkEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        if bytes[position] == Ascii.exclamation {
            guard position + 1 < bytes.count, bytes[position + 1] == Ascii.openBracket else { return start + 1 }
            position += 1
        }
        guard let textEnd = closing(bytes, from: position, open: Ascii.openBracket, close: Ascii.closeBracket) else { return bytes.count }
        guard textEnd < bytes.count else { return textEnd }
        switch bytes[textEnd] {
        case Ascii.openParenthesis:
            return closing(bytes, from: textEnd, open: Ascii.openParenthesis, close: Ascii.closeParenthesis) ?? bytes.count
        case Ascii.openBracket:
            return closing(bytes, from: textEnd, open: Ascii.openBracket, close: Ascii.closeBracket) ?? bytes.count
        default:
            return textEnd
        }
    }

    /// The index after the bracket that closes the one at `start`, skipping escapes, nested
    /// pairs, `<…>` and (in parentheses) quoted titles; `nil` when none does.
    private static func closing(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, open: UInt8, close: UInt8) -> Int? {
        var depth = 0
        var quote: UInt8?
        var inAngle = false
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Ascii.backslash {
                position += 2
                continue
            }
            if let open = quote {
                if byte == open { quote = nil }
            } else if inAngle {
                if byte == Ascii.greaterThan { inAngle = false }
            } else if open == Ascii.openParenthesis, byte == UInt8(ascii: "\"") {
                quote = byte
            } else if open == Ascii.openParenthesis, byte == Ascii.lessThan, position == start + 1 {
                inAngle = true
            } else if byte == open {
                depth += 1
            } else if byte == close {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
            position += 1
        }
        return nil
    }
}
