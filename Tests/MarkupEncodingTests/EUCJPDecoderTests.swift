import MarkupEncoding
import Testing

/// EUC-JP's decoder (Encoding Standard section 12.1.1).
struct EUCJPDecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("euc-jp", [0xC6, 0xFC, 0xCB, 0xDC, 0xB8, 0xEC], "日本語"),
        DecodingCase("euc-jp", [0x8E, 0xA6], "ｦ", "halfwidth katakana"),
        DecodingCase("euc-jp", [0x8F, 0xA2, 0xAF], "˘", "JIS X 0212, three bytes"),
        DecodingCase("euc-jp", [0x8E, 0xE0], "\u{FFFD}", errors: 1, firstErrorAt: 0, "0x8E and a byte past 0xDF"),
        DecodingCase("euc-jp", [0x8F, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "0x8F and ASCII: restored"),
        DecodingCase("euc-jp", [0x8F, 0xA2], "\u{FFFD}", errors: 1, firstErrorAt: 0, "two of three at the end"),
        DecodingCase("euc-jp", [0x8F, 0xA2, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "two of three, then ASCII"),
        DecodingCase("euc-jp", [0x8F, 0xA1, 0xA1], "\u{FFFD}", errors: 1, firstErrorAt: 0, "unmapped JIS X 0212 pointer"),
        DecodingCase("euc-jp", [0xA9, 0xA1, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "unmapped JIS X 0208 pointer"),
        DecodingCase("euc-jp", [0xA4, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "ASCII trail restored"),
        DecodingCase("euc-jp", [0x41, 0xA4], "A\u{FFFD}", errors: 1, firstErrorAt: 1, "lead at the end"),
        DecodingCase("euc-jp", [0xFF, 0x80], "\u{FFFD}\u{FFFD}", errors: 2, firstErrorAt: 0, "not lead bytes"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
