import MarkupEncoding
import Testing
import TestSupport

/// UTF-8's decoder (Encoding Standard section 8.1.1): one U+FFFD per maximal subpart.
struct UTF8DecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("utf-8", [0x68, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], "hé€😀", "one to four bytes"),
        DecodingCase("utf-8", [0xEF, 0xBB, 0xBF, 0x61], "\u{FEFF}a", "a BOM is U+FEFF to the decoder itself"),
        DecodingCase("utf-8", [0xE2, 0x82], "\u{FFFD}", errors: 1, firstErrorAt: 0, "truncated at the end: one error"),
        DecodingCase("utf-8", [0x61, 0xF0, 0x9F, 0x98], "a\u{FFFD}", errors: 1, firstErrorAt: 1, "truncated four-byte sequence"),
        DecodingCase("utf-8", [0xE2, 0x82, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "invalid trail restored"),
        DecodingCase("utf-8", [0xC0, 0x80], "\u{FFFD}\u{FFFD}", errors: 2, firstErrorAt: 0, "overlong C0"),
        DecodingCase("utf-8", [0xE0, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}", errors: 3, firstErrorAt: 0, "overlong E0"),
        DecodingCase("utf-8", [0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}", errors: 3, firstErrorAt: 0, "surrogate"),
        DecodingCase("utf-8", [0xF4, 0x90, 0x80, 0x80], String(repeating: "\u{FFFD}", count: 4), errors: 4, firstErrorAt: 0, "above U+10FFFF"),
        DecodingCase("utf-8", [0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}", "U+10FFFF"),
        DecodingCase("utf-8", [0x61, 0xFF, 0x62, 0xF5], "a\u{FFFD}b\u{FFFD}", errors: 2, firstErrorAt: 1, "bytes never valid"),
        DecodingCase("utf-8", [0xE1, 0x80, 0xE1, 0x80, 0x80], "\u{FFFD}\u{1000}", errors: 1, firstErrorAt: 0, "maximal subpart then a sequence"),
        DecodingCase("utf-8", [0xF0, 0x9F, 0x41, 0x80], "\u{FFFD}A\u{FFFD}", errors: 2, firstErrorAt: 0, "lone continuation after ASCII"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }

    /// Swift's own UTF-8 repair also replaces each maximal subpart with one U+FFFD (Unicode's
    /// recommended practice), so it is an independent oracle for random input.
    @Test("random bytes decode as Swift's String(decoding:as:) repairs them")
    func matchesStandardLibraryRepair() {
        var generator = SeededGenerator(seed: 0x5EED_0008)
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE1,
                                 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            let decoded = TextDecoder.decode(bytes, as: .utf8)
            #expect(decoded.bytes == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(bytes)")
        }
    }
}
