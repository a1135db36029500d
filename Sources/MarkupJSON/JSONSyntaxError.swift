/// Why ``JSONReader`` rejected its input, and where.
///
/// `description` reads `line:column: reason`, e.g. `3:7: expected ':' after an object
/// member name`. Lines and columns count from 1; columns count Unicode scalars, so a
/// message points at the same place an editor shows.
public struct JSONSyntaxError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The input ended inside a value (or held no value at all).
        case unexpectedEndOfInput
        /// A byte that cannot start a value where a value must come.
        case expectedValue
        /// An object member must start with a string name.
        case expectedMemberName
        /// A member name must be followed by `:`.
        case expectedColon
        /// An array element must be followed by `,` or `]`.
        case expectedCommaOrEndOfArray
        /// An object member must be followed by `,` or `}`.
        case expectedCommaOrEndOfObject
        /// Something other than whitespace follows the top-level value.
        case trailingContent
        /// A misspelt `true`, `false` or `null`.
        case invalidLiteral
        /// A number outside the RFC 8259 grammar: `01`, `1.`, `.5`, `-`, `1e`, `+1`.
        case invalidNumber
        /// A number whose magnitude no `Double` holds (`1e400`).
        case numberOutOfRange
        /// An unescaped U+0000...U+001F inside a string.
        case controlCharacterInString
        /// A backslash followed by something other than `"\/bfnrtu`.
        case invalidEscape
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A `\u` high surrogate without a `\u` low surrogate after it, or a low surrogate alone.
        case loneSurrogate
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// Arrays and objects nested deeper than the reader's `maxDepth`.
        case tooDeep(limit: Int)
    }

    /// What is wrong.
    public let reason: Reason
    /// Byte offset of the problem in the input, from 0.
    public let offset: Int
    /// Line of the problem, from 1 (LF, CR LF and CR end a line).
    public let line: Int
    /// Column of the problem in Unicode scalars, from 1.
    public let column: Int

    /// An error at `offset`, with line and column counted in `bytes`.
    init(_ reason: Reason, at offset: Int, in bytes: [UInt8]) {
        self.reason = reason
        self.offset = offset
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset && index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        index = lineStart
        while index < offset && index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        self.line = line
        self.column = column
    }

    /// `line:column: reason`.
    public var description: String { "\(line):\(column): \(reason.message)" }
}

extension JSONSyntaxError.Reason {
    /// A short English explanation.
    var message: String {
        switch self {
        case .unexpectedEndOfInput: return "unexpected end of input"
        case .expectedValue: return "expected a value (object, array, string, number, true, false or null)"
        case .expectedMemberName: return "expected a string as object member name"
        case .expectedColon: return "expected ':' after an object member name"
        case .expectedCommaOrEndOfArray: return "expected ',' or ']' after an array element"
        case .expectedCommaOrEndOfObject: return "expected ',' or '}' after an object member"
        case .trailingContent: return "unexpected content after the JSON value"
        case .invalidLiteral: return "invalid literal (expected true, false or null)"
        case .invalidNumber: return "invalid number"
        case .numberOutOfRange: return "number too large for a 64-bit floating point value"
        case .controlCharacterInString: return "unescaped control character in a string"
        case .invalidEscape: return "invalid escape sequence in a string"
        case .invalidUnicodeEscape: return "\\u must be followed by four hexadecimal digits"
        case .loneSurrogate: return "unpaired UTF-16 surrogate in a \\u escape"
        case .invalidUTF8: return "invalid UTF-8"
        case .tooDeep(let limit): return "arrays and objects nested deeper than \(limit) levels"
        }
    }
}
