import MarkupEncoding
import Testing

/// ISO-2022-JP's decoder (Encoding Standard section 12.2.1): states and escape sequences.
struct ISO2022JPDecoderTests {
    static let escapeASCII: [UInt8] = [0x1B, 0x28, 0x42]
    static let escapeRoman: [UInt8] = [0x1B, 0x28, 0x4A]
    static let escapeKatakana: [UInt8] = [0x1B, 0x28, 0x49]
    static let escapeJIS0208: [UInt8] = [0x1B, 0x24, 0x42]

    static let cases: [DecodingCase] = [
        DecodingCase("iso-2022-jp", Array("plain".utf8), "plain", "ASCII state"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x46, 0x7C, 0x4B, 0x5C] + escapeASCII + [0x21], "日本!", "JIS X 0208"),
        DecodingCase("iso-2022-jp", [0x1B, 0x24, 0x40, 0x24, 0x22], "あ", "ESC $ @ also selects JIS X 0208"),
        DecodingCase("iso-2022-jp", escapeRoman + [0x5C, 0x7E, 0x41] + escapeASCII + [0x5C], "¥‾A\\", "Roman"),
        DecodingCase("iso-2022-jp", escapeKatakana + [0x21, 0x5F], "｡ﾟ", "katakana"),
        DecodingCase("iso-2022-jp", escapeJIS0208, "", "an escape sequence alone is not an error"),
        DecodingCase("iso-2022-jp", [0x1B], "\u{FFFD}", errors: 1, firstErrorAt: 0, "ESC at the end"),
        DecodingCase("iso-2022-jp", [0x1B, 0x24], "\u{FFFD}$", errors: 1, firstErrorAt: 0, "ESC $ at the end: $ restored"),
        DecodingCase("iso-2022-jp", [0x1B, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "ESC and a byte that starts no escape"),
        DecodingCase("iso-2022-jp", [0x1B, 0x28, 0x43, 0x41], "\u{FFFD}(CA", errors: 1, firstErrorAt: 0, "unknown escape: ( and C restored"),
        DecodingCase("iso-2022-jp", escapeKatakana + [0x1B, 0x28, 0x43], "\u{FFFD}\u{FF68}\u{FF83}", errors: 1, firstErrorAt: 3,
                     "unknown escape in katakana: ( and C restored, decoded as katakana"),
        DecodingCase("iso-2022-jp", escapeASCII + escapeASCII + [0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 3,
                     "two escapes with nothing between"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x24], "\u{FFFD}", errors: 1, firstErrorAt: 3, "lead byte at the end"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x24, 0x0A, 0x24, 0x22], "\u{FFFD}あ", errors: 1, firstErrorAt: 3,
                     "a bad trail byte is consumed, not restored"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x24] + escapeASCII + [0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 3,
                     "ESC after a lead byte"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x29, 0x21], "\u{FFFD}", errors: 1, firstErrorAt: 3, "unmapped pointer"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x0A], "\u{FFFD}", errors: 1, firstErrorAt: 3, "not a lead byte"),
        DecodingCase("iso-2022-jp", [0x0E, 0x0F, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}", errors: 3, firstErrorAt: 0, "SO, SI, 0x80"),
        DecodingCase("iso-2022-jp", escapeKatakana + [0x60], "\u{FFFD}", errors: 1, firstErrorAt: 3, "not katakana"),
        DecodingCase("iso-2022-jp", escapeJIS0208 + [0x1B, 0x24], "\u{FFFD}\u{FFFD}", errors: 2, firstErrorAt: 3,
                     "ESC $ at the end in JIS X 0208: $ restored becomes a lead byte"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
