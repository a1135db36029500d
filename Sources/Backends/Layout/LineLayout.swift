import MarkupJSON

/// The line engine shared by the text-like renderers (Markdown, plain text, ANSI): a stack of
/// line prefixes for block quotes and list items, and blank-line management between blocks.
///
/// Every line written gets the concatenation of the open prefixes. A prefix has a *first*
/// form, used once on the next line written (a list marker such as `1. `), and a *rest*
/// form for every later line (spaces of the marker's exact width). Nothing is lazy: every
/// continuation line carries every prefix.
///
/// Blank lines are requested, not written: ``requestBlankLine()`` marks that the next line
/// must be preceded by one blank line, which is emitted with the prefixes open at that
/// moment (so a blank line inside a quote is `>`), and never at the start of the output.
/// A blank line stops before any prefix whose first form is still pending, so the blank
/// line between two list items belongs to the list, not to the next item.
///
/// Output and prefixes are UTF-8 bytes: a line costs one copy of each prefix and one of its
/// text, and the document is decoded into a `String` (if at all) once at the end.
struct LineLayout {
    /// One open prefix: its two forms as ranges of ``prefixBytes``.
    private struct Prefix {
        var first: Range<Int>
        var rest: Range<Int>
        var firstPending: Bool
    }

    /// Everything written so far.
    let output = ByteBuffer()
    /// The bytes of the open prefixes' forms, innermost last.
    private var prefixBytes: [UInt8] = []
    private var prefixes: [Prefix] = []
    private var blankLineRequested = false

    /// The output as a string.
    var string: String {
        output.withBytes(in: 0..<output.count) { String(decoding: $0, as: UTF8.self) }
    }

    /// Opens a prefix: `first` goes before the next line written, `rest` before later lines.
    mutating func pushPrefix(first: String, rest: String) {
        let firstStart = appendPrefixBytes(of: first)
        let restStart = appendPrefixBytes(of: rest)
        prefixes.append(Prefix(first: firstStart..<restStart, rest: restStart..<prefixBytes.count, firstPending: true))
    }

    /// Opens a prefix whose later lines get `restSpaces` spaces (a list item's indentation).
    mutating func pushPrefix(first: String, restSpaces: Int) {
        let firstStart = appendPrefixBytes(of: first)
        let restStart = prefixBytes.count
        for _ in 0..<max(0, restSpaces) { prefixBytes.append(Ascii.space) }
        prefixes.append(Prefix(first: firstStart..<restStart, rest: restStart..<prefixBytes.count, firstPending: true))
    }

    /// Appends the bytes of `text` to ``prefixBytes`` and returns where they start.
    private mutating func appendPrefixBytes(of text: String) -> Int {
        if prefixes.isEmpty {
            // The first prefix of a nesting: room for a few levels at once.
            prefixBytes.reserveCapacity(64)
            prefixes.reserveCapacity(8)
        }
        let start = prefixBytes.count
        text.withUTF8Bytes { prefixBytes.append(contentsOf: $0) }
        return start
    }

    /// Opens a prefix that is the same on every line (a block quote's `> `).
    mutating func pushPrefix(_ prefix: String) {
        pushPrefix(first: prefix, rest: prefix)
    }

    /// Closes the innermost prefix.
    mutating func popPrefix() {
        guard let prefix = prefixes.popLast() else { return }
        prefixBytes.removeSubrange(prefix.first.lowerBound...)
    }

    /// The width in characters of the prefixes of a continuation line (their rest forms),
    /// which a wrapped line's text must leave room for.
    var prefixWidth: Int {
        var width = 0
        for prefix in prefixes {
            for byte in prefixBytes[prefix.rest] where byte & 0xC0 != 0x80 { width += 1 }
        }
        return width
    }

    /// Whether the innermost prefix has not yet been written (its first line is pending).
    var isAtPendingPrefix: Bool {
        prefixes.last?.firstPending ?? false
    }

    /// Asks for one blank line before the next line written (repeated requests collapse).
    mutating func requestBlankLine() {
        if output.count > 0 { blankLineRequested = true }
    }

    /// Writes one line (without its newline) behind the current prefixes. When `line` is
    /// empty the trailing spaces of the prefixes are dropped.
    mutating func writeLine(_ line: UnsafeBufferPointer<UInt8>) {
        if blankLineRequested {
            blankLineRequested = false
            writeBlankLine()
        }
        let start = output.count
        prefixBytes.withUnsafeBufferPointer { bytes in
            for index in prefixes.indices {
                if prefixes[index].firstPending {
                    output.append(UnsafeBufferPointer(rebasing: bytes[prefixes[index].first]))
                    prefixes[index].firstPending = false
                } else {
                    output.append(UnsafeBufferPointer(rebasing: bytes[prefixes[index].rest]))
                }
            }
        }
        if line.isEmpty {
            trimTrailingSpaces(notBefore: start)
        } else {
            output.append(line)
        }
        output.append(Ascii.newline)
    }

    /// Writes one line (see ``writeLine(_:)-(UnsafeBufferPointer<UInt8>)``).
    mutating func writeLine(_ line: String) {
        line.withUTF8Bytes { writeLine($0) }
    }

    /// Writes `text` line by line; a final newline does not start another line, and empty
    /// text writes nothing.
    ///
    /// Lines are found by scanning UTF-8 bytes for `\n` (never by `Character`), which keeps
    /// this hot path linear and cheap.
    mutating func writeLines(_ text: UnsafeBufferPointer<UInt8>) {
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = Self.indexOfNewline(in: text, from: lineStart)
            writeLine(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
            lineStart = lineEnd + 1
        }
    }

    /// The index of the first `\n` in `text` at or after `start`, or `text.count`. Eight
    /// bytes at a time while none of them is a newline (a word has a zero byte after the
    /// XOR exactly when `(w - 0x01…01) & ~w & 0x80…80` is not zero).
    private static func indexOfNewline(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = text.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= text.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
        }
        while index < text.count, text[index] != Ascii.newline { index += 1 }
        return index
    }

    /// Writes `text` line by line (see ``writeLines(_:)-(UnsafeBufferPointer<UInt8>)``).
    mutating func writeLines(_ text: String) {
        text.withUTF8Bytes { writeLines($0) }
    }

    private mutating func writeBlankLine() {
        let start = output.count
        prefixBytes.withUnsafeBufferPointer { bytes in
            for prefix in prefixes {
                if prefix.firstPending { break }
                output.append(UnsafeBufferPointer(rebasing: bytes[prefix.rest]))
            }
        }
        trimTrailingSpaces(notBefore: start)
        output.append(Ascii.newline)
    }

    /// Drops the spaces and tabs at the end of the output written since `start` (the
    /// prefixes of an empty line, which end in ASCII punctuation or follow a newline, so
    /// bytes and characters agree).
    private func trimTrailingSpaces(notBefore start: Int) {
        var end = output.count
        while end > start, let byte = output.byte(at: end - 1), byte == Ascii.space || byte == Ascii.tab { end -= 1 }
        output.truncate(to: end)
    }
}
