import MarkupEncoding
import Testing

/// Shift_JIS's decoder (Encoding Standard section 12.3.1).
struct ShiftJISDecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("shift_jis", [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA], "日本語"),
        DecodingCase("sjis", [0x82, 0xA0, 0xB1, 0x80], "あｱ\u{80}", "halfwidth katakana and 0x80 are single bytes"),
        DecodingCase("shift_jis", [0xF0, 0x40], "\u{E000}", "pointer 8836: end-user-defined, Private Use"),
        DecodingCase("shift_jis", [0xF9, 0xFC], "\u{E757}", "pointer 10715: the last end-user-defined one"),
        DecodingCase("shift_jis", [0xFA, 0x40], "ⅰ", "IBM extension"),
        DecodingCase("shift_jis", [0x82, 0x22], "\u{FFFD}\"", errors: 1, firstErrorAt: 0, "a masked quote is restored"),
        DecodingCase("shift_jis", [0x85, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "unmapped pointer: ASCII trail restored"),
        DecodingCase("shift_jis", [0x82, 0xFD], "\u{FFFD}", errors: 1, firstErrorAt: 0, "invalid non-ASCII trail consumed"),
        DecodingCase("shift_jis", [0x41, 0x82], "A\u{FFFD}", errors: 1, firstErrorAt: 1, "lead at the end"),
        DecodingCase("shift_jis", [0xA0, 0xFD, 0xFF], "\u{FFFD}\u{FFFD}\u{FFFD}", errors: 3, firstErrorAt: 0, "not lead bytes"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
