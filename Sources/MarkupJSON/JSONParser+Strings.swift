import MarkupAST

extension JSONParser {
    /// A string starting at the `"` under the cursor; escapes decoded, UTF-8 validated.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        var segmentStart = position
        var decoded: [UInt8] = []  // used once the string holds an escape
        var hasEscape = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let end = position
                position += 1
                if !hasEscape {
                    return String(decoding: bytes[segmentStart..<end], as: UTF8.self)
                }
                decoded.append(contentsOf: bytes[segmentStart..<end])
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !hasEscape {
                    hasEscape = true
                    decoded.reserveCapacity(position - segmentStart + 16)
                }
                decoded.append(contentsOf: bytes[segmentStart..<position])
                try decodeEscape(into: &decoded)
                segmentStart = position
            case 0x00..<0x20:
                throw error(.controlCharacterInString)
            case 0x80...:
                position += try wellFormedUTF8Length(at: position)
            default:
                position += 1
            }
        }
        throw error(.unexpectedEndOfInput)
    }

    /// Decodes the escape at the cursor (a backslash) and appends its UTF-8.
    private mutating func decodeEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = position
        guard position + 1 < bytes.count else {
            position = bytes.count
            throw error(.unexpectedEndOfInput)
        }
        let simple: UInt8?
        switch bytes[position + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): simple = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): simple = UInt8(ascii: "\t")
        case UInt8(ascii: "u"): simple = nil
        default: throw error(.invalidEscape, at: backslash)
        }
        if let simple {
            position += 2
            appendScalar(UInt32(simple), to: &decoded)
            return
        }
        let first = try hexQuad(afterBackslashAt: backslash)
        position = backslash + 6
        var scalarValue = UInt32(first)
        switch first {
        case 0xD800...0xDBFF:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw error(.loneSurrogate, at: backslash)
            }
            let second = try hexQuad(afterBackslashAt: position)
            guard (0xDC00...0xDFFF).contains(second) else { throw error(.loneSurrogate, at: backslash) }
            scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            position += 6
        case 0xDC00...0xDFFF:
            throw error(.loneSurrogate, at: backslash)
        default:
            break
        }
        guard Unicode.Scalar(scalarValue) != nil else { throw error(.loneSurrogate, at: backslash) }
        appendScalar(scalarValue, to: &decoded)
    }

    /// Appends the UTF-8 of the escaped scalar `value` (a valid scalar), or its replacement
    /// when it is a control character that could drive a terminal and
    /// ``replacesControlCharacters`` is set: the same characters, and the same replacements,
    /// as ``MarkupAST/UTF8Input/replacingControlCharacters(_:)`` for raw bytes (C0 but tab,
    /// line feed and carriage return; DEL; C1; a form feed becomes a space, the others U+FFFD).
    private mutating func appendScalar(_ value: UInt32, to decoded: inout [UInt8]) {
        let isControl = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
        if replacesControlCharacters && isControl {
            replacedControlCharacters += 1
            decoded.append(contentsOf: value == 0x0C ? [0x20] : [0xEF, 0xBF, 0xBD])
        } else if let scalar = Unicode.Scalar(value) {
            decoded.append(contentsOf: scalar.utf8)
        }
    }

    /// The four hexadecimal digits after the `\u` whose backslash is at `backslash`.
    private func hexQuad(afterBackslashAt backslash: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 2..<6 {
            let index = backslash + offset
            guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: bytes.count) }
            let digit: UInt8
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = bytes[index] - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = bytes[index] - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = bytes[index] - UInt8(ascii: "A") + 10
            default: throw error(.invalidUnicodeEscape, at: backslash)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (a byte >= 0x80),
    /// as ``MarkupAST/UTF8Input/wellFormedSequenceLength(at:in:)`` defines it.
    private func wellFormedUTF8Length(at index: Int) throws(JSONSyntaxError) -> Int {
        guard let length = UTF8Input.wellFormedSequenceLength(at: index, in: bytes) else { throw error(.invalidUTF8, at: index) }
        return length
    }
}
