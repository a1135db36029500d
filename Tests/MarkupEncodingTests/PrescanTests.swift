import MarkupEncoding
import Testing
import TestSupport

/// The HTML Standard's prescan (§13.2.3.2) on edge cases beyond the html5lib tests.
struct PrescanTests {
    static let cases: [(String, String?)] = [
        (#"<meta charset="koi8-r">"#, "KOI8-R"),
        (#"<META CHARSET=KOI8-R>"#, "KOI8-R"),
        (#"<meta/charset=koi8-r>"#, "KOI8-R"),
        (#"<meta charset=" koi8-r ">"#, "KOI8-R"),
        (#"<meta charset="x-user-defined">"#, "windows-1252"),
        (#"<meta charset="utf-16be">"#, "UTF-8"),
        (#"<meta charset="iso-2022-kr">"#, "replacement"),
        (#"<meta charset="koi8-r" charset="utf-8">"#, "KOI8-R"),
        (#"<meta charset="bogus">"#, nil),
        (#"<meta charset=koi8-r"#, nil),
        (#"<meta http-equiv="content-type" content="text/html; charset=koi8-r">"#, "KOI8-R"),
        (#"<meta content="text/html;charset='koi8-r'" http-equiv=CONTENT-TYPE>"#, "KOI8-R"),
        (#"<meta content="text/html; charset=koi8-r">"#, nil),
        (#"<meta http-equiv="content-type" content="text/html; charset=koi8-r" charset="bogus">"#, nil),
        (#"<meta http-equiv="content-type" content="charset = "koi8-r" charset=utf-8">"#, nil),
        (#"<meta http-equiv="content-type" content="charsetcharset=koi8-r">"#, "KOI8-R"),
        (#"<meta http-equiv="content-type" content="charset="koi8-r>"#, nil),
        (#"<meta http-equiv="content-type" content='charset="koi8-r'>"#, nil),
        (#"<meta http-equiv="content-type" http-equiv="x" content="charset=koi8-r">"#, "KOI8-R"),
        (#"<!-- <meta charset="koi8-r"> --><p>"#, nil),
        (#"<!--><meta charset="koi8-r">"#, "KOI8-R"),
        (#"<!---><meta charset="koi8-r">"#, "KOI8-R"),
        (#"<!-- --!><meta charset="koi8-r">-->"#, nil),
        (#"<a title='<meta charset="koi8-r">'><p>"#, nil),
        (#"</a title='<meta charset="koi8-r">'><p>"#, nil),
        (#"<?pi <meta charset=euc-kr><meta charset="koi8-r">"#, "KOI8-R"),
        (#"<! <meta charset=euc-kr><meta charset="koi8-r">"#, "KOI8-R"),
        (#"</ <meta charset=euc-kr><meta charset="koi8-r">"#, "KOI8-R"),
        (#"<metal charset=euc-kr><meta charset="koi8-r">"#, "KOI8-R"),
        (#"<?xml version="1.0" encoding="shift_jis"?><p>"#, "Shift_JIS"),
        (#"<?xml version='1.0' encoding = 'EUC-KR' ?><p>"#, "EUC-KR"),
        (#"<?xml version="1.0" encoding="utf-16"?><p>"#, "UTF-8"),
        (#"<?xml version="1.0" encoding="bogus"?><meta charset="koi8-r">"#, "KOI8-R"),
        (#" <?xml version="1.0" encoding="shift_jis"?>"#, nil),
        (#"<?xml version="1.0"?><p title='encoding="shift_jis"'>"#, nil),
        (#"<?xml version="1.0" encoding="shift jis"?>"#, nil),
    ]

    @Test(arguments: cases)
    func prescan(_ html: String, finds encoding: String?) {
        #expect(EncodingSniffer.prescan(Array(html.utf8))?.name == encoding)
    }

    @Test func utf16XMLDeclarations() {
        let declaration = Array(#"<?xml version="1.0"?>"#.utf8)
        #expect(EncodingSniffer.prescan(declaration.flatMap { [$0, 0] }) == .utf16LE)
        #expect(EncodingSniffer.prescan(declaration.flatMap { [0, $0] }) == .utf16BE)
    }

    @Test func onlyTheFirst1024BytesAreRead() {
        let padding = String(repeating: " ", count: 1000)
        #expect(EncodingSniffer.prescan(Array((padding + "<meta charset=koi8-r>").utf8))?.name == "KOI8-R")
        #expect(EncodingSniffer.prescan(Array((padding + "      <meta charset=koi8-r>").utf8)) == nil)
        #expect(EncodingSniffer.prescan(Array((padding + "   <meta charset=koi8-r>").utf8))?.name == "KOI8-R")
    }

    @Test func nonASCIIBytesMatchNoLabel() {
        #expect(EncodingSniffer.prescan(Array(#"<meta charset="koi8-r"#.utf8) + [0xE9, 0x22, 0x3E]) == nil)
        #expect(EncodingSniffer.prescan([0x3C, 0xE9, 0x3E] + Array("<meta charset=koi8-r>".utf8))?.name == "KOI8-R")
    }

    @Test("random bytes never crash the prescan")
    func randomBytes() {
        var generator = SeededGenerator(seed: 0x5EED_1024)
        let alphabet = Array(#"<!-->/?=" 'metacharsetMETA-xhttp-equivcontent;\#t"#.utf8) + [0x00, 0x80, 0xFF]
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            _ = EncodingSniffer.prescan(bytes)
        }
    }
}
