import MarkupEncoding
import Testing

/// The examples in the public types' documentation comments, so they stay true.
struct DocumentationExampleTests {
    @Test func textEncodingLabels() {
        #expect(TextEncoding(label: " Latin1 ")?.name == "windows-1252")
        #expect(TextEncoding(label: "sjis")?.name == "Shift_JIS")
        #expect(TextEncoding(label: "utf-7") == nil)
    }

    @Test func textDecoderInChunks() throws {
        var decoder = TextDecoder(encoding: try #require(TextEncoding(label: "shift_jis")))
        var utf8: [UInt8] = []
        decoder.decode([0x93, 0xFA, 0x96], into: &utf8)
        #expect(String(decoding: utf8, as: UTF8.self) == "日")
        decoder.decode([0x7B], into: &utf8)
        decoder.finish(into: &utf8)
        #expect(String(decoding: utf8, as: UTF8.self) == "日本")
        #expect(decoder.errorCount == 0)
    }

    @Test func metaElementDeclarations() {
        #expect(EncodingSniffer.encoding(declaredByMetaCharset: "koi8-r")?.name == "KOI8-R")
        #expect(EncodingSniffer.encoding(declaredByMetaCharset: nil, httpEquiv: "content-type", content: "text/html; charset=utf-16")?.name == "UTF-8")
    }

    @Test func textDecoderOneShot() {
        #expect(TextDecoder.decode([0x63, 0x61, 0x66, 0xE9], as: .windows1252).string == "café")
    }

    @Test func byteOrderMarks() {
        #expect(ByteOrderMark(prefixOf: [0xEF, 0xBB, 0xBF, 0x68, 0x69]) == .utf8)
        #expect(ByteOrderMark(prefixOf: [0xEF, 0xBB, 0xBF, 0x68, 0x69])?.length == 3)
        #expect(ByteOrderMark(prefixOf: [0xFF, 0xFE, 0x68, 0x00]) == .utf16LittleEndian)
    }

    @Test func sniffer() {
        let page = Array(#"<meta charset="iso-8859-2"><p>"#.utf8) + [0xB1]
        let document = EncodingSniffer.decode(page, isHTML: true)
        #expect(document.detection.encoding.name == "ISO-8859-2")
        #expect(document.detection.source == .prescan)
        #expect(document.text.string == #"<meta charset="iso-8859-2"><p>ą"#)
    }
}
