import MarkupAST

/// How the Markdown writer spells a ``MarkupAST/MathFormula`` under
/// ``MarkdownRenderOptions/MathStyle/dollars``, and what a CommonMark reader without math
/// (cmark-gfm, which the self-check reads back with) sees of it.
///
/// The TeX is written without Markdown escaping (math-aware readers take it literally),
/// under these rules:
/// - **inline** (`$…$`, and `$$…$$` for display math inside a paragraph): white space runs,
///   line breaks included, become one space and the ends are trimmed; a space goes after
///   `<` before a letter, `/`, `!` or `?`, and after `&` before a letter, digit or `#`, so
///   no HTML tag, autolink or entity can form (TeX ignores spaces in math); in a table
///   cell `|` is written `\|`. The formula is written as a code span instead when it
///   cannot be one math span: empty, holding a `$` without a backslash before it or a
///   backtick, ending in a backslash, holding a `%` comment (which the joined line would
///   extend), or (inline) followed by a digit, which keeps the closing `$` from closing;
/// - **display** (a paragraph of one display formula): `$$`, the TeX's lines, `$$`, each on
///   its own line; blank lines (a TeX error in math) are dropped, trailing spaces removed,
///   and a line that could start a Markdown block (`#`, `>`, `-`, `+`, `*`, `=`, `_`, `|`,
///   `<`, `` ` ``, `~`, `1.`) indented by four spaces, which keeps it a continuation line;
///   the same `<`/`&` spacing applies. A formula holding `$` or a backtick, or with a line
///   ending in a backslash, is a fenced `math` block instead.
///
/// Emphasis characters stay as they are: a formula that a reader without math would read
/// as emphasis (`a*b*c`) is what the self-check (``MarkupConversion``) finds and writes as
/// HTML.
public enum MarkdownMath {
    /// The inline form (`$tex$`, `$$tex$$` for display math) of `formula`, or `nil` when
    /// it must be a code span; `next` is the character written after it.
    public static func inlineDollars(_ formula: MathFormula, next: Unicode.Scalar?) -> String? {
        guard let tex = inlineTeX(formula.tex) else { return nil }
        if !formula.isDisplay, let next, next.properties.numericType != nil, next.isASCII { return nil }
        let delimiter = formula.isDisplay ? "$$" : "$"
        return delimiter + tex + delimiter
    }

    /// The lines of `formula` between its `$$` lines, or `nil` when it must be a fenced
    /// block.
    public static func displayLines(_ formula: MathFormula) -> [String]? {
        guard isWritable(formula.tex, allowsComments: true) else { return nil }
        var lines: [String] = []
        for line in formula.tex.split(separator: "\n", omittingEmptySubsequences: false) {
            var text = Substring(line)
            while let last = text.utf8.last, last == 0x20 || last == 0x09 || last == 0x0D { text = text.dropLast() }
            guard !text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            if text.utf8.last == 0x5C && !endsInEscapedBackslash(text) { return nil }
            let body = text.drop { $0 == " " || $0 == "\t" }
            let indentation = text.utf8.count - body.utf8.count
            let spaced = spacedMarkup(body)
            if indentation < 4 && couldStartBlock(spaced) {
                lines.append("    " + spaced)
            } else {
                lines.append(String(text.prefix(indentation)) + spaced)
            }
        }
        return lines.isEmpty ? nil : lines
    }

    /// What a reader without math reads from written TeX: its backslash escapes resolved
    /// (`\{` is `{`, `\\` is `\`), as CommonMark resolves them in text.
    public static func readWithoutMath(_ written: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(written.utf8.count)
        var escaped = false
        for byte in written.utf8 {
            if !escaped && byte == Ascii.backslash {
                escaped = true
                continue
            }
            if escaped && !Ascii.isPunctuation(byte) { bytes.append(Ascii.backslash) }
            escaped = false
            bytes.append(byte)
        }
        if escaped { bytes.append(Ascii.backslash) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The TeX of an inline formula as written between dollars, or `nil`.
    static func inlineTeX(_ tex: String) -> String? {
        guard isWritable(tex, allowsComments: false) else { return nil }
        var collapsed = ""
        var pendingSpace = false
        for scalar in tex.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed += " " }
                pendingSpace = false
                collapsed.unicodeScalars.append(scalar)
            }
        }
        guard !collapsed.isEmpty, collapsed.utf8.last != Ascii.backslash || endsInEscapedBackslash(collapsed[...]) else { return nil }
        return spacedMarkup(collapsed[...])
    }

    /// Whether `tex` has no unescaped `$`, no backtick and (unless `allowsComments`) no
    /// `%` comment.
    private static func isWritable(_ tex: String, allowsComments: Bool) -> Bool {
        var escaped = false
        for byte in tex.utf8 {
            if escaped {
                escaped = false
                continue
            }
            switch byte {
            case Ascii.backslash: escaped = true
            case UInt8(ascii: "$"), Ascii.backtick: return false
            case UInt8(ascii: "%") where !allowsComments: return false
            default: break
            }
        }
        return true
    }

    /// Whether `text`, which ends in a backslash, ends in an even run of them (`\\`).
    private static func endsInEscapedBackslash(_ text: Substring) -> Bool {
        var count = 0
        for byte in text.utf8.reversed() {
            guard byte == Ascii.backslash else { break }
            count += 1
        }
        return count % 2 == 0
    }

    /// `text` with a space after `<` before a tag-like character and after `&` before an
    /// entity-like one.
    private static func spacedMarkup(_ text: Substring) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == Ascii.lessThan && (Ascii.isLetter(byte) || byte == UInt8(ascii: "/") || byte == Ascii.exclamation || byte == UInt8(ascii: "?")) {
                result.append(Ascii.space)
            } else if previous == Ascii.ampersand && (Ascii.isAlphanumeric(byte) || byte == UInt8(ascii: "#")) {
                result.append(Ascii.space)
            }
            result.append(byte)
            previous = byte
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a line starting with `line` could start a Markdown block or end a
    /// paragraph (a setext underline).
    private static func couldStartBlock(_ line: String) -> Bool {
        guard let first = line.utf8.first else { return false }
        switch first {
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "="),
             UInt8(ascii: "_"), UInt8(ascii: "|"), UInt8(ascii: "<"), Ascii.backtick, Ascii.tilde:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let afterDigits = line.utf8.drop { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            return afterDigits.first == Ascii.period || afterDigits.first == Ascii.closeParenthesis
        default:
            return false
        }
    }
}
