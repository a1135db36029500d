/// Decodes base64 (RFC 4648 §4, the standard alphabet): a `--jsonl` record's
/// `content_base64`. Padding is optional and ASCII whitespace is skipped (MIME-style
/// encoders break lines); any other byte outside the alphabet, a misplaced `=` or a dangling
/// sixth bit group is an error.
enum Base64Decoder {
    /// Why `decode` refused its input; the description is for the error record.
    struct DecodingError: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes `text` encodes.
    static func decode(_ text: some Collection<UInt8>) throws(DecodingError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3 + 3)
        var group: UInt32 = 0
        var groupCount = 0
        var padding = 0
        for (offset, byte) in text.enumerated() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t") {
                continue
            }
            if byte == UInt8(ascii: "=") {
                guard groupCount >= 2, groupCount + padding < 4 else {
                    throw DecodingError(description: "invalid base64: misplaced '=' at offset \(offset)")
                }
                padding += 1
                continue
            }
            guard padding == 0 else {
                throw DecodingError(description: "invalid base64: data after '=' at offset \(offset)")
            }
            guard let value = sextet(byte) else {
                throw DecodingError(description: "invalid base64: unexpected character at offset \(offset)")
            }
            group = group << 6 | UInt32(value)
            groupCount += 1
            if groupCount == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                groupCount = 0
            }
        }
        switch groupCount {
        case 0:
            guard padding == 0 else { throw DecodingError(description: "invalid base64: misplaced '='") }
        case 2:
            output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            throw DecodingError(description: "invalid base64: the length is not a whole number of bytes")
        }
        return output
    }

    /// The 6-bit value of an alphabet character.
    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
