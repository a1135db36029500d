import MarkupEncoding
import Testing

/// EUC-KR's decoder (Encoding Standard section 13.1.1).
struct EUCKRDecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("euc-kr", [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE], "한국어"),
        DecodingCase("euc-kr", [0x81, 0x41], "갂", "Unified Hangul Code extension"),
        DecodingCase("euc-kr", [0xC9, 0xA1, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "unmapped pointer"),
        DecodingCase("euc-kr", [0xB0, 0x20], "\u{FFFD} ", errors: 1, firstErrorAt: 0, "ASCII trail restored"),
        DecodingCase("euc-kr", [0xB0, 0xFF], "\u{FFFD}", errors: 1, firstErrorAt: 0, "invalid non-ASCII trail consumed"),
        DecodingCase("euc-kr", [0x41, 0xB0], "A\u{FFFD}", errors: 1, firstErrorAt: 1, "lead at the end"),
        DecodingCase("euc-kr", [0x80, 0xFF], "\u{FFFD}\u{FFFD}", errors: 2, firstErrorAt: 0, "not lead bytes"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
