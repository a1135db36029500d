/// The input stream's own parse errors (§13.2.3.5 "Preprocessing the input stream"):
/// controls and noncharacters in the input. Found in one pass before tokenizing, and only
/// when errors are reported.
extension HTMLTokenizer {
    /// The offsets of control characters (other than ASCII whitespace and NUL) and
    /// noncharacters in `bytes`, in order. Bytes that are not well-formed UTF-8 are skipped:
    /// decoding turns them into U+FFFD, which is neither.
    static func inputStreamErrors(in bytes: [UInt8]) -> [(offset: Int, error: HTMLTokenizerError)] {
        var errors: [(offset: Int, error: HTMLTokenizerError)] = []
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                switch lead {
                case 0x01...0x08, 0x0B, 0x0E...0x1F, 0x7F: errors.append((index, .controlCharacterInInputStream))
                default: break
                }
                index += 1
                continue
            }
            guard let (scalar, length) = decodeScalar(in: bytes, at: index) else {
                index += 1
                continue
            }
            if scalar >= 0x80 && scalar <= 0x9F {
                errors.append((index, .controlCharacterInInputStream))
            } else if (scalar >= 0xFDD0 && scalar <= 0xFDEF) || scalar & 0xFFFE == 0xFFFE {
                errors.append((index, .noncharacterInInputStream))
            }
            index += length
        }
        return errors
    }

    /// The scalar value of the well-formed multi-byte UTF-8 sequence at `index` and its
    /// length, or `nil` when the bytes there are not one (Unicode Table 3-7).
    static func decodeScalar(in bytes: [UInt8], at index: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0: length = 3; low = 0xA0; scalar = 0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xED: length = 3; high = 0x9F; scalar = UInt32(lead & 0x0F)
        case 0xF0: length = 4; low = 0x90; scalar = 0
        case 0xF1...0xF3: length = 4; scalar = UInt32(lead & 0x07)
        case 0xF4: length = 4; high = 0x8F; scalar = 4
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, length)
    }
}
