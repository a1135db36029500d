/// The token-level pieces of the selector parser: white space, comments, identifiers,
/// strings and escapes, as CSS Syntax 3 §4.3 consumes them (its input preprocessing
/// included: CR, FF and CR LF are newlines, NUL is U+FFFD).
extension SelectorParser {
    /// Skips white space and comments; returns whether there was white space (a comment
    /// alone separates tokens but is not a descendant combinator).
    @discardableResult
    mutating func skipWhitespaceAndComments() throws(SelectorSyntaxError) -> Bool {
        var sawWhitespace = false
        while position < bytes.count {
            if CSSTokenizer.isWhitespace(Int(bytes[position])) {
                sawWhitespace = true
                position += 1
            } else if startsComment() {
                try skipComment()
            } else {
                break
            }
        }
        return sawWhitespace
    }

    /// Skips comments (and only comments) at the current position.
    mutating func skipComments() throws(SelectorSyntaxError) {
        while startsComment() { try skipComment() }
    }

    private func startsComment() -> Bool {
        position + 1 < bytes.count && bytes[position] == UInt8(ascii: "/") && bytes[position + 1] == UInt8(ascii: "*")
    }

    /// Skips `/* … */` (CSS Syntax 3 §4.3.2).
    private mutating func skipComment() throws(SelectorSyntaxError) {
        let start = position
        var index = position + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                position = index + 2
                return
            }
            index += 1
        }
        throw error("unterminated comment", at: start)
    }

    // MARK: - Identifiers

    /// Whether an identifier starts here (§4.3.9 "would start an ident sequence").
    func startsIdentifier() -> Bool {
        guard position < bytes.count else { return false }
        let first = bytes[position]
        if first == UInt8(ascii: "-") {
            guard position + 1 < bytes.count else { return false }
            let second = bytes[position + 1]
            return Self.isIdentifierStart(second) || second == UInt8(ascii: "-") || isValidEscape(at: position + 1)
        }
        return Self.isIdentifierStart(first) || isValidEscape(at: position)
    }

    /// Consumes an identifier (§4.3.11 "consume an ident sequence"); call after
    /// ``startsIdentifier()``.
    mutating func consumeIdentifier() throws(SelectorSyntaxError) -> String {
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierStart(byte) || CSSTokenizer.isDigit(Int(byte)) || byte == UInt8(ascii: "-") {
                if byte == 0 {
                    Self.append(0xFFFD, to: &result)
                } else {
                    result.append(byte)
                }
                position += 1
            } else if isValidEscape(at: position) {
                position += 1
                Self.append(consumeEscapedCodePoint(), to: &result)
            } else {
                break
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Consumes a quoted string (§4.3.5); the current byte is the quote. Unlike a style
    /// sheet, a selector given on its own must close its strings.
    mutating func consumeString() throws(SelectorSyntaxError) -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case quote:
                position += 1
                return String(decoding: result, as: UTF8.self)
            case 0x0A, 0x0C, 0x0D:
                throw error("newline inside a quoted string (escape it as \\A)", at: position)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { break }
                if bytes[position] == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A {
                    position += 2  // an escaped newline continues the string
                } else if CSSTokenizer.isNewline(Int(bytes[position])) {
                    position += 1
                } else {
                    Self.append(consumeEscapedCodePoint(), to: &result)
                }
            case 0:
                Self.append(0xFFFD, to: &result)
                position += 1
            default:
                result.append(byte)
                position += 1
            }
        }
        throw error("unterminated string", at: start)
    }

    /// Whether a `\` at `index` starts an escape (§4.3.8): not when a newline follows.
    private func isValidEscape(at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\\") else { return false }
        return index + 1 >= bytes.count || !CSSTokenizer.isNewline(Int(bytes[index + 1]))
    }

    /// Consumes what follows a `\\` (§4.3.7), with the style tokenizer's decoder.
    private mutating func consumeEscapedCodePoint() -> UInt32 {
        let escape = bytes.withUnsafeBufferPointer { CSSTokenizer.escapedCodePoint(in: $0, from: position) }
        position = escape.end
        return escape.value
    }

    // MARK: - Bytes

    /// Appends code point `value` (a valid scalar or U+FFFD) as UTF-8.
    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        bytes.append(contentsOf: String(scalar).utf8)
    }

    /// A letter, `_`, a non-ASCII byte or NUL (which reads as U+FFFD) (§4.2 "ident-start code point").
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80 || byte == 0
    }
}
