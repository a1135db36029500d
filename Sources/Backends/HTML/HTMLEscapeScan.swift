/// Finds, eight bytes at a time, where HTML text escaping may have work to do, so the
/// writers copy the clean stretches of text between without looking at each byte.
///
/// The masks are supersets: a flagged byte is checked exactly by the caller (a few bytes
/// that never need work, C0 controls below tab and the vertical tab, are flagged because
/// they share a range with tab, line feed, form feed and carriage return). A byte that needs
/// work is never missed. Each function returns 0x80 in every byte of the little-endian word
/// that is flagged, so `trailingZeroBitCount / 8` is the first flagged byte's offset.
enum HTMLEscapeScan {
    private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// 0x80 in each byte of `word` that is zero, exactly (no borrow between bytes).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowSevenBits) &+ lowSevenBits) | word) & highBits
    }

    /// Bytes that text escaping replaces or white-space handling looks at: `"` and `&`
    /// (`x | 4 == 0x26`), `<` and `>` (`x | 2 == 0x3E`), and every byte below 0x0E (tab,
    /// line feed, form feed and carriage return among them).
    @inline(__always)
    static func escapeCandidates(_ word: UInt64) -> UInt64 {
        let belowShiftOut = ~(((word & lowSevenBits) &+ ones &* (0x80 - 0x0E)) | word) & highBits
        let quoteOrAmpersand = zeroBytes((word | ones &* 0x04) ^ ones &* 0x26)
        let angleBracket = zeroBytes((word | ones &* 0x02) ^ ones &* 0x3E)
        return belowShiftOut | quoteOrAmpersand | angleBracket
    }

    /// Spaces whose preceding byte is a space too: `word` holds the bytes at `i..<i+8`,
    /// `preceding` those at `i-1..<i+7`.
    @inline(__always)
    static func secondSpaces(_ word: UInt64, preceding: UInt64) -> UInt64 {
        zeroBytes(word ^ ones &* 0x20) & zeroBytes(preceding ^ ones &* 0x20)
    }

    /// Loads the eight bytes at `base + offset` as a little-endian word.
    @inline(__always)
    static func word(at base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }
}
