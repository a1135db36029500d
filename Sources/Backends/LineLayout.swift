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
struct LineLayout {
    private struct Prefix {
        var first: String
        var rest: String
        var firstPending: Bool
    }

    /// Everything written so far.
    private(set) var output = ""
    private var prefixes: [Prefix] = []
    private var blankLineRequested = false

    /// Opens a prefix: `first` goes before the next line written, `rest` before later lines.
    mutating func pushPrefix(first: String, rest: String) {
        prefixes.append(Prefix(first: first, rest: rest, firstPending: true))
    }

    /// Opens a prefix that is the same on every line (a block quote's `> `).
    mutating func pushPrefix(_ prefix: String) {
        pushPrefix(first: prefix, rest: prefix)
    }

    /// Closes the innermost prefix.
    mutating func popPrefix() {
        if !prefixes.isEmpty { prefixes.removeLast() }
    }

    /// Whether the innermost prefix has not yet been written (its first line is pending).
    var isAtPendingPrefix: Bool {
        prefixes.last?.firstPending ?? false
    }

    /// Asks for one blank line before the next line written (repeated requests collapse).
    mutating func requestBlankLine() {
        if !output.isEmpty { blankLineRequested = true }
    }

    /// Writes one line (without its newline) behind the current prefixes. When `line` is
    /// empty the trailing spaces of the prefixes are dropped.
    mutating func writeLine(_ line: Substring) {
        if blankLineRequested {
            blankLineRequested = false
            writeBlankLine()
        }
        let start = output.utf8.count
        for index in prefixes.indices {
            if prefixes[index].firstPending {
                output += prefixes[index].first
                prefixes[index].firstPending = false
            } else {
                output += prefixes[index].rest
            }
        }
        if line.isEmpty {
            trimTrailingSpaces(notBefore: start)
        } else {
            output += line
        }
        output += "\n"
    }

    /// Writes one line (see ``writeLine(_:)-(Substring)``).
    mutating func writeLine(_ line: String) {
        writeLine(line[...])
    }

    /// Writes `text` line by line; a final newline does not start another line, and empty
    /// text writes nothing.
    ///
    /// Lines are found by scanning UTF-8 bytes for `\n` (never by `Character`), which keeps
    /// this hot path linear and cheap.
    mutating func writeLines(_ text: String) {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = lineStart
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                writeLine(text[lineStart..<index])
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if lineStart != utf8.endIndex || lineStart == utf8.startIndex && !text.isEmpty {
            writeLine(text[lineStart...])
        }
    }

    private mutating func writeBlankLine() {
        let start = output.utf8.count
        for prefix in prefixes {
            if prefix.firstPending { break }
            output += prefix.rest
        }
        trimTrailingSpaces(notBefore: start)
        output += "\n"
    }

    private mutating func trimTrailingSpaces(notBefore start: Int) {
        var count = 0
        for byte in output.utf8.reversed() {
            guard output.utf8.count - count > start, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
            count += 1
        }
        if count > 0 { output.removeLast(count) }
    }
}
