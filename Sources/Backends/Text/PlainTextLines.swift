import MarkupAST
import MarkupJSON

/// Questions about the lines of inline content's plain text — what
/// `Inline.plainText(of:)` returns: text and code, breaks as newlines, the content of
/// containers, links and images, no raw markup — answered by walking the inlines instead of
/// building that text.
enum PlainTextLines {
    /// Whether the plain text has a line break.
    static func hasLineBreak(_ inlines: [Inline]) -> Bool {
        inlines.nodes.contains { node in
            switch node {
            case .inline(.text(let text)), .inline(.code(let text, _)): return text.utf8.contains(Ascii.newline)
            case .inline(.softBreak), .inline(.hardBreak): return true
            default: return false
            }
        }
    }

    /// Whether some line of the plain text looks like a table delimiter row: only `-`, `:`,
    /// `|`, spaces and tabs, with at least one `-`.
    static func hasDelimiterRowLikeLine(_ inlines: [Inline]) -> Bool {
        var line = DelimiterRowLine()
        return line.scan(inlines) || line.end()
    }

    /// The state of the current line while scanning for a delimiter-row-like line.
    private struct DelimiterRowLine {
        var sawHyphen = false
        var onlyDelimiterCharacters = true

        /// Ends the current line; returns whether it looked like a delimiter row.
        mutating func end() -> Bool {
            defer {
                sawHyphen = false
                onlyDelimiterCharacters = true
            }
            return sawHyphen && onlyDelimiterCharacters
        }

        /// Scans `inlines`; returns `true` as soon as a line that ended looks like a row.
        mutating func scan(_ inlines: [Inline]) -> Bool {
            for case .inline(let inline) in inlines.nodes {
                switch inline {
                case .text(let text), .code(let text, _):
                    if text.withUTF8Bytes({ scan($0) }) { return true }
                case .softBreak, .hardBreak:
                    if end() { return true }
                default:
                    continue  // containers: their children follow in the traversal
                }
            }
            return false
        }

        private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == Ascii.newline {
                    if end() { return true }
                    continue
                }
                switch byte {
                case Ascii.hyphen:
                    sawHyphen = true
                case Ascii.colon, Ascii.pipe, Ascii.space, Ascii.tab:
                    continue
                default:
                    // The line cannot be a row any more: skip to its end.
                    onlyDelimiterCharacters = false
                    while index < bytes.count, bytes[index] != Ascii.newline { index += 1 }
                }
            }
            return false
        }
    }
}
