import MarkupEncoding
import Testing
import TestSupport

/// The shared UTF-16 decoder (Encoding Standard section 14.2.1).
struct UTF16DecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("utf-16le", [0x68, 0x00, 0xE9, 0x00, 0xAC, 0x20], "hé€"),
        DecodingCase("utf-16be", [0x00, 0x68, 0x00, 0xE9, 0x20, 0xAC], "hé€"),
        DecodingCase("utf-16le", Array(repeating: [0x61, 0x00], count: 9).flatMap { $0 }, "aaaaaaaaa", "ASCII fast path"),
        DecodingCase("utf-16le", [0x3D, 0xD8, 0x00, 0xDE], "😀", "surrogate pair"),
        DecodingCase("utf-16be", [0xD8, 0x3D, 0xDE, 0x00], "😀", "surrogate pair"),
        DecodingCase("utf-16le", [0x41], "\u{FFFD}", errors: 1, firstErrorAt: 0, "odd byte at the end"),
        DecodingCase("utf-16le", [0x41, 0x00, 0x42], "A\u{FFFD}", errors: 1, firstErrorAt: 2, "odd byte at the end"),
        DecodingCase("utf-16le", [0x00, 0xD8], "\u{FFFD}", errors: 1, firstErrorAt: 0, "leading surrogate at the end"),
        DecodingCase("utf-16le", [0x00, 0xD8, 0x41], "\u{FFFD}", errors: 1, firstErrorAt: 0, "leading surrogate and a byte: one error"),
        DecodingCase("utf-16le", [0x00, 0xD8, 0x41, 0x00], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "unpaired leading surrogate"),
        DecodingCase("utf-16be", [0xDC, 0x00, 0x00, 0x41], "\u{FFFD}A", errors: 1, firstErrorAt: 0, "lone trailing surrogate"),
        DecodingCase("utf-16le", [0x00, 0xD8, 0x00, 0xD8, 0x00, 0xDC], "\u{FFFD}\u{10000}", errors: 1, firstErrorAt: 0,
                     "a leading surrogate replaces the one before"),
        DecodingCase("utf-16be", [0xFE, 0xFF, 0x00, 0x41], "\u{FEFF}A", "a BOM is U+FEFF to the decoder itself"),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }

    /// Swift's UTF-16 repair replaces each unpaired surrogate with U+FFFD, as the standard's
    /// decoder does for input of whole code units.
    @Test("random code units decode as Swift's String(decoding:as:) repairs them", arguments: [false, true])
    func matchesStandardLibraryRepair(bigEndian: Bool) {
        var generator = SeededGenerator(seed: bigEndian ? 0x5EED_0016 : 0x5EED_0061)
        let alphabet: [UInt16] = [0x0041, 0x00E9, 0x20AC, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF]
        let encoding: TextEncoding = bigEndian ? .utf16BE : .utf16LE
        for _ in 0..<2000 {
            let units = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            let bytes = units.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let decoded = TextDecoder.decode(bytes, as: encoding)
            #expect(decoded.bytes == Array(String(decoding: units, as: UTF16.self).utf8), "\(units)")
        }
    }
}
