import MarkupEncoding
import Testing

/// The single-byte decoder (Encoding Standard section 9.1) and x-user-defined's (section 14.5.1).
struct SingleByteDecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("windows-1252", [0x63, 0x61, 0x66, 0xE9, 0x80, 0x81, 0x9F], "café€\u{81}Ÿ", "0x81 maps to U+0081"),
        DecodingCase("latin1", [0x80, 0xA0, 0xFF], "€\u{A0}ÿ", "latin1 is windows-1252"),
        DecodingCase("windows-1251", [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2], "Привет"),
        DecodingCase("koi8-r", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], "Привет"),
        DecodingCase("iso-8859-3", [0x41, 0xA5, 0x42], "A\u{FFFD}B", errors: 1, firstErrorAt: 1, "unmapped byte"),
        DecodingCase("windows-874", [0xDB, 0xDB], "\u{FFFD}\u{FFFD}", errors: 2, firstErrorAt: 0, "unmapped bytes"),
        DecodingCase("iso-8859-8-i", [0xE0, 0xFD], "א\u{200E}", "ISO-8859-8-I shares index ISO-8859-8"),
        DecodingCase("x-user-defined", [0x41, 0x80, 0xFF], "A\u{F780}\u{F7FF}"),
        DecodingCase("ibm866", Array(0x00...0x7F), String(decoding: Array(0x00...0x7F), as: UTF8.self), "ASCII"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
