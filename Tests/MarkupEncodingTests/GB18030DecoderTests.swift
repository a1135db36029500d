import MarkupEncoding
import Testing

/// gb18030's decoder, also GBK's (Encoding Standard section 10.2.1).
struct GB18030DecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("gbk", [0xC4, 0xE3, 0xBA, 0xC3, 0x80], "你好€", "two bytes, and 0x80"),
        DecodingCase("gb18030", [0xA1, 0xA1], "\u{3000}", "0xA3 0xA0's neighbour: the ideographic space"),
        DecodingCase("gb18030", [0x81, 0x30, 0x81, 0x30], "\u{80}", "four bytes: pointer 0"),
        DecodingCase("gb18030", [0x81, 0x35, 0xF4, 0x37], "\u{E7C7}", "pointer 7457, the special case"),
        DecodingCase("gb18030", [0x84, 0x31, 0xA4, 0x39], "\u{FFFF}", "pointer 39419, the last BMP one"),
        DecodingCase("gb18030", [0x84, 0x31, 0xA5, 0x30], "\u{FFFD}", errors: 1, firstErrorAt: 0, "pointer 39420: none"),
        DecodingCase("gb18030", [0x90, 0x30, 0x81, 0x30], "\u{10000}", "pointer 189000"),
        DecodingCase("gb18030", [0xE3, 0x32, 0x9A, 0x35], "\u{10FFFF}", "pointer 1237575"),
        DecodingCase("gb18030", [0xE3, 0x32, 0x9A, 0x36], "\u{FFFD}", errors: 1, firstErrorAt: 0, "pointer 1237576: none"),
        DecodingCase("gb18030", [0xFF], "\u{FFFD}", errors: 1, firstErrorAt: 0),
        DecodingCase("gb18030", [0x41, 0x81], "A\u{FFFD}", errors: 1, firstErrorAt: 1, "lead at the end"),
        DecodingCase("gb18030", [0x81, 0x30], "\u{FFFD}", errors: 1, firstErrorAt: 0, "two of four at the end: the digit is masked"),
        DecodingCase("gb18030", [0x81, 0x30, 0x81], "\u{FFFD}", errors: 1, firstErrorAt: 0, "three of four at the end"),
        DecodingCase("gb18030", [0x81, 0x30, 0x41], "\u{FFFD}0A", errors: 1, firstErrorAt: 0, "second and byte restored"),
        DecodingCase("gb18030", [0x81, 0x30, 0x81, 0x41], "\u{FFFD}0\u{4E04}", errors: 1, firstErrorAt: 0,
                     "second, third and byte restored: third leads again"),
        DecodingCase("gb18030", [0x81, 0x7F], "\u{FFFD}\u{7F}", errors: 1, firstErrorAt: 0, "ASCII trail restored"),
        DecodingCase("gb18030", [0x81, 0xFF, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "non-ASCII trail consumed"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
