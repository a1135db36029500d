/// Decodes one Unicode scalar at a time from UTF-8 bytes that may be malformed.
///
/// A malformed sequence reads as U+FFFD covering its maximal subpart (Unicode §3.9,
/// "U+FFFD Substitution of Maximal Subparts"), as `String(decoding:as:)` does, so byte
/// offsets computed here line up with the string the bytes become.
enum UTF8ScalarDecoder {
    /// The scalar whose encoding starts at `index` and its length in bytes (1…4). `index`
    /// must be in `bytes.indices`.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        // Well-formed three- and four-byte sequences (CJK, emoji) without the checks of the
        // maximal-subpart path: continuation bytes, then the range of the value.
        if lead & 0xF0 == 0xE0, index + 2 < bytes.count {
            let second = bytes[index + 1], third = bytes[index + 2]
            if second & 0xC0 == 0x80, third & 0xC0 == 0x80 {
                let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
                if value >= 0x800, value & 0xF800 != 0xD800 { return (value, 3) }
            }
        } else if lead & 0xF8 == 0xF0, index + 3 < bytes.count {
            let second = bytes[index + 1], third = bytes[index + 2], fourth = bytes[index + 3]
            if second & 0xC0 == 0x80, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 {
                let value = UInt32(lead & 0x07) << 18 | UInt32(second & 0x3F) << 12
                    | UInt32(third & 0x3F) << 6 | UInt32(fourth & 0x3F)
                if value >= 0x1_0000, value <= 0x10_FFFF { return (value, 4) }
            }
        }
        return checkedScalar(in: bytes, at: index, lead: lead)
    }

    /// ``scalar(in:at:)`` for a lead byte of 0x80 or more, checked byte by byte so that a
    /// malformed sequence yields its maximal subpart.
    private static func checkedScalar(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt8
    ) -> (value: UInt32, length: Int) {
        let replacement: UInt32 = 0xFFFD
        guard lead >= 0xC2, lead <= 0xF4, index + 1 < bytes.count else { return (replacement, 1) }
        let second = bytes[index + 1]
        if lead < 0xE0 {
            guard second & 0xC0 == 0x80 else { return (replacement, 1) }
            return (UInt32(lead & 0x1F) << 6 | UInt32(second & 0x3F), 2)
        }
        // The second byte's range excludes overlong forms, surrogates and values past U+10FFFF
        // (Unicode Table 3-7).
        let secondRange: ClosedRange<UInt8> = switch lead {
        case 0xE0: 0xA0...0xBF
        case 0xED: 0x80...0x9F
        case 0xF0: 0x90...0xBF
        case 0xF4: 0x80...0x8F
        default: 0x80...0xBF
        }
        guard secondRange.contains(second) else { return (replacement, 1) }
        guard index + 2 < bytes.count, bytes[index + 2] & 0xC0 == 0x80 else { return (replacement, 2) }
        let third = bytes[index + 2]
        if lead < 0xF0 {
            return (UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F), 3)
        }
        guard index + 3 < bytes.count, bytes[index + 3] & 0xC0 == 0x80 else { return (replacement, 3) }
        let fourth = bytes[index + 3]
        return (
            UInt32(lead & 0x07) << 18 | UInt32(second & 0x3F) << 12 | UInt32(third & 0x3F) << 6 | UInt32(fourth & 0x3F),
            4
        )
    }
}
