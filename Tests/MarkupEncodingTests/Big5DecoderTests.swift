import MarkupEncoding
import Testing

/// Big5's decoder (Encoding Standard section 11.1.1).
struct Big5DecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("big5", [0xA4, 0x40, 0xA4, 0xA4], "一中"),
        DecodingCase("big5", [0x88, 0x62], "\u{CA}\u{304}", "pointer 1133: two code points"),
        DecodingCase("big5", [0x88, 0x64], "\u{CA}\u{30C}", "pointer 1135: two code points"),
        DecodingCase("big5", [0x88, 0xA3], "\u{EA}\u{304}", "pointer 1164: two code points"),
        DecodingCase("big5", [0x88, 0xA5], "\u{EA}\u{30C}", "pointer 1166: two code points"),
        DecodingCase("big5", [0x87, 0x40], "\u{43F0}", "HKSCS below 0xA1"),
        DecodingCase("big5", [0x81, 0x40], "\u{FFFD}@", errors: 1, firstErrorAt: 0, "unmapped pointer: ASCII trail restored"),
        DecodingCase("big5", [0xA4, 0x80], "\u{FFFD}", errors: 1, firstErrorAt: 0, "invalid non-ASCII trail consumed"),
        DecodingCase("big5", [0x41, 0xA4], "A\u{FFFD}", errors: 1, firstErrorAt: 1, "lead at the end"),
        DecodingCase("big5", [0x80, 0xFF], "\u{FFFD}\u{FFFD}", errors: 2, firstErrorAt: 0, "not lead bytes"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
