import MarkupEncoding
import Testing

/// BOM sniffing (Encoding Standard section 6).
struct ByteOrderMarkTests {
    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF], ByteOrderMark.utf8), ([0xEF, 0xBB, 0xBF, 0x41], .utf8),
        ([0xFE, 0xFF, 0x00, 0x41], .utf16BigEndian), ([0xFF, 0xFE, 0x41, 0x00], .utf16LittleEndian),
        ([0xFF, 0xFE, 0x00, 0x00], .utf16LittleEndian),
    ] as [([UInt8], ByteOrderMark)])
    func byteOrderMark(_ bytes: [UInt8], is mark: ByteOrderMark) {
        #expect(ByteOrderMark(prefixOf: bytes) == mark)
        #expect(ByteOrderMark(prefixOf: bytes[...]) == mark)
    }

    @Test(arguments: [[], [0xEF, 0xBB], [0xEF, 0xBF, 0xBB], [0xFE], [0x00, 0x00, 0xFE, 0xFF], [0x41, 0xEF, 0xBB, 0xBF]] as [[UInt8]])
    func noByteOrderMark(_ bytes: [UInt8]) {
        #expect(ByteOrderMark(prefixOf: bytes) == nil)
    }

    @Test func encodingsAndLengths() {
        #expect(ByteOrderMark.utf8.encoding == .utf8)
        #expect(ByteOrderMark.utf8.length == 3)
        #expect(ByteOrderMark.utf16BigEndian.encoding == .utf16BE)
        #expect(ByteOrderMark.utf16BigEndian.length == 2)
        #expect(ByteOrderMark.utf16LittleEndian.encoding == .utf16LE)
        #expect(ByteOrderMark.utf16LittleEndian.length == 2)
    }
}
