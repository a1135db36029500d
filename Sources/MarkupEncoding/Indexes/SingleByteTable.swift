/// The decoding table of a single-byte encoding (Encoding Standard section 9): for each byte
/// 0x80 to 0xFF, its code point's UTF-8 bytes packed into a `UInt32` (the bytes in the low
/// three bytes, first byte lowest; their number in the high byte; 0 for an unmapped byte), so
/// the decoder writes a byte's UTF-8 with one store.
struct SingleByteTable: Sendable {
    /// 128 packed entries, for bytes 0x80 to 0xFF.
    let packedUTF8: [UInt32]

    /// The table for the code points of bytes 0x80 to 0xFF, in byte order;
    /// `IndexSegment.unmapped` for an unmapped byte.
    init(codePoints: some Sequence<UInt32>) {
        packedUTF8 = codePoints.map { codePoint in
            switch codePoint {
            case IndexSegment.unmapped:
                0
            case ..<0x800:
                0x0200_0000 | (0x80 | codePoint & 0x3F) << 8 | (0xC0 | codePoint >> 6)
            default:
                0x0300_0000 | (0x80 | codePoint & 0x3F) << 16 | (0x80 | codePoint >> 6 & 0x3F) << 8
                    | (0xE0 | codePoint >> 12)
            }
        }
    }

    /// The table of every single-byte encoding, by `EncodingID.rawValue`; `nil` for the others.
    private static let tables: [SingleByteTable?] = EncodingID.allCases.map { encoding in
        SingleByteIndexes.codePoints(of: encoding).map { literal in
            SingleByteTable(codePoints: literal.unicodeScalars.map(\.value))
        }
    }

    /// x-user-defined (Encoding Standard section 14.5): byte 0x80 + n is U+F780 + n.
    static let xUserDefined = SingleByteTable(codePoints: (0..<128).map { 0xF780 + $0 })

    /// The table of `encoding`, or `nil` when it is not a single-byte encoding.
    static func table(for encoding: EncodingID) -> SingleByteTable? {
        tables[Int(encoding.rawValue)]
    }
}
