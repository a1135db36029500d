import MarkupEncoding
import Testing

/// `EncodingSniffer.detect` and `decode`: byte order mark, then forced, then prescan, then
/// the fallback.
struct EncodingSnifferTests {
    static let koi8Page = Array("<meta charset=koi8-r><p>".utf8) + [0xF0, 0xD2, 0xC9]

    @Test func byteOrderMarkOutranksAForcedEncoding() {
        let document = EncodingSniffer.decode([0xEF, 0xBB, 0xBF, 0x61, 0xC3, 0xA9], forcedEncoding: .windows1252, isHTML: true)
        #expect(document.detection == EncodingDetection(encoding: .utf8, source: .byteOrderMark, byteOrderMarkLength: 3))
        #expect(document.text.string == "aé")
    }

    @Test func byteOrderMarkOutranksAMetaDeclaration() {
        let document = EncodingSniffer.decode([0xFF, 0xFE] + Array("<meta charset=koi8-r>".utf8).flatMap { [$0, 0] }, isHTML: true)
        #expect(document.detection.encoding == .utf16LE)
        #expect(document.detection.source == .byteOrderMark)
        #expect(document.text.string == "<meta charset=koi8-r>")
    }

    @Test func forcedOutranksTheMetaDeclaration() {
        let document = EncodingSniffer.decode(Self.koi8Page, forcedEncoding: TextEncoding(label: "windows-1251"), isHTML: true)
        #expect(document.detection == EncodingDetection(encoding: TextEncoding(label: "windows-1251")!, source: .forced))
        #expect(document.text.string == "<meta charset=koi8-r><p>рТЙ")
    }

    @Test func metaDeclarationInHTML() {
        let document = EncodingSniffer.decode(Self.koi8Page, isHTML: true)
        #expect(document.detection == EncodingDetection(encoding: TextEncoding(label: "koi8-r")!, source: .prescan))
        #expect(document.text.string == "<meta charset=koi8-r><p>При")
        #expect(document.text.errorCount == 0)
    }

    @Test func noPrescanOutsideHTML() {
        let document = EncodingSniffer.decode(Self.koi8Page, isHTML: false)
        #expect(document.detection == EncodingDetection(encoding: .utf8, source: .fallback))
        #expect(document.text.errorCount == 3)
        #expect(document.text.firstErrorOffset == 24)
    }

    @Test func fallback() {
        #expect(EncodingSniffer.detect(Array("<p>café".utf8), isHTML: true).encoding == .utf8)
        #expect(EncodingSniffer.detect([0x63, 0xE9], isHTML: true, fallbackEncoding: .windows1252)
            == EncodingDetection(encoding: .windows1252, source: .fallback))
        #expect(EncodingSniffer.decode([0x63, 0xE9], isHTML: false, fallbackEncoding: .windows1252).text.string == "cé")
    }

    @Test func errorOffsetCountsTheByteOrderMark() {
        let text = EncodingSniffer.decode([0xEF, 0xBB, 0xBF, 0x61, 0xFF, 0x62], isHTML: false).text
        #expect(text.string == "a\u{FFFD}b")
        #expect(text.errorCount == 1)
        #expect(text.firstErrorOffset == 4)
    }

    @Test func forcedUTF16IsUsedAsGiven() {
        let document = EncodingSniffer.decode([0x68, 0x00, 0x69, 0x00], forcedEncoding: .utf16LE, isHTML: true)
        #expect(document.text.string == "hi")
    }

    @Test func forcedReplacementDecodesToOneReplacementCharacter() {
        let document = EncodingSniffer.decode(Array("<p>x".utf8), forcedEncoding: TextEncoding(label: "iso-2022-kr"), isHTML: true)
        #expect(document.text == DecodedText(bytes: [0xEF, 0xBF, 0xBD], errorCount: 1, firstErrorOffset: 0))
    }

    @Test func emptyInput() {
        let document = EncodingSniffer.decode([UInt8](), isHTML: true)
        #expect(document.detection.source == .fallback)
        #expect(document.text == DecodedText(bytes: [], errorCount: 0, firstErrorOffset: nil))
    }

    @Test func sourceNames() {
        #expect(EncodingSource.allCases.map(\.rawValue) == ["bom", "forced", "prescan", "default", "meta"])
    }
}
