import MarkupEncoding
import Testing

/// replacement's decoder (Encoding Standard section 14.1.1).
struct ReplacementDecoderTests {
    static let cases: [DecodingCase] = [
        DecodingCase("iso-2022-kr", [], "", "no bytes, no error"),
        DecodingCase("iso-2022-kr", Array("<script>".utf8), "\u{FFFD}", errors: 1, firstErrorAt: 0, "any bytes: one U+FFFD"),
        DecodingCase("hz-gb-2312", [0x7E, 0x7B], "\u{FFFD}", errors: 1, firstErrorAt: 0),
    ]

    @Test(arguments: cases)
    func decoding(_ testCase: DecodingCase) {
        testCase.verify()
    }
}
