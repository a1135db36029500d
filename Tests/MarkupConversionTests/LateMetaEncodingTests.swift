import MarkupAST
import MarkupConversion
import MarkupEncoding
import Testing

/// The tree builder's "change the encoding" in ``MarkupConverter/decode(_:from:)``: a
/// `<meta>` after the prescan's 1,024 bytes decides a tentative encoding, as in a browser,
/// and never overrides a byte order mark, the options' encoding or an earlier declaration.
@Suite("input encoding: a <meta> after the first 1,024 bytes")
struct LateMetaEncodingTests {
    static let html = FormatSpecifier(format: .html)
    /// A comment long enough to push what follows past the prescan.
    static let padding = "<!--" + String(repeating: "padding ", count: 140) + "-->"
    /// "Привет" in KOI-8R.
    static let koi8Greeting: [UInt8] = [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4]

    static func text(_ bytes: [UInt8], options: ConversionOptions = ConversionOptions()) throws -> (String, [Diagnostic]) {
        let result = try MarkupConverter(options: options).convert(bytes: bytes, from: html, to: .plainText)
        return (String(decoding: result.output, as: UTF8.self), result.diagnostics)
    }

    @Test("a late <meta charset> or http-equiv decodes the page again in its encoding", arguments: [
        "<meta charset=\"koi8-r\">",
        "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=KOI8-R\">",
        "<META CHARSET=koi8-r>",
    ])
    func lateDeclaration(meta: String) throws {
        let page = Array("<html><head>\(Self.padding)\(meta)</head><body><p>".utf8) + Self.koi8Greeting
        let (text, diagnostics) = try Self.text(page)
        #expect(text == "Привет\n")
        #expect(diagnostics.map(\.message) == ["input read as KOI8-R (as a <meta> after the first 1,024 bytes declares; read again, as a browser does)"])
        let decoded = try MarkupConverter().decode(page, from: Self.html)
        #expect(decoded.detection.source == .metaElement)
    }

    @Test("an early declaration, --encoding and a byte order mark are final")
    func finalChoices() throws {
        let late = Array("\(Self.padding)<meta charset=koi8-r><p>caf".utf8) + [0xE9]
        #expect(try Self.text(Array("<meta charset=windows-1252>".utf8) + late).0 == "café\n")
        #expect(try Self.text(late, options: ConversionOptions(encoding: .windows1252)).0 == "café\n")
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\(Self.padding)<meta charset=koi8-r><p>é".utf8)
        #expect(try Self.text(marked).0 == "é\n")
    }

    @Test("a late <meta> that names the encoding already in use, or none, changes nothing", arguments: [
        "<meta charset=\"utf-8\">", "<meta charset=\"no-such-encoding\">", "<meta name=\"description\" content=\"charset\">",
    ])
    func noChange(meta: String) throws {
        let page = Array("\(Self.padding)\(meta)<p>Grüße</p>".utf8)
        let decoded = try MarkupConverter().decode(page, from: Self.html)
        #expect(decoded.detection.source == .fallback)
        #expect(decoded.utf8 == page)
    }

    @Test("a declaration in a script, a comment or a textarea is not a <meta> the tree builder inserts", arguments: [
        "<script>document.title = '<meta charset=koi8-r>'</script>",
        "<!-- <meta charset=koi8-r> -->",
        "<textarea><meta charset=koi8-r></textarea>",
    ])
    func notAnElement(markup: String) throws {
        let page = Array("\(Self.padding)\(markup)<p>Grüße</p>".utf8)
        #expect(try MarkupConverter().decode(page, from: Self.html).detection.source == .fallback)
    }

    @Test("only a late <meta> declaring another encoding makes the page worth parsing for it")
    func lateDeclarationCheck() {
        let joined = Array(("<meta charset=utf-8><p>one" + Self.padding + "<meta charset=\"UTF-8\"><p>two").utf8)
        #expect(!EncodingSniffer.hasLateDeclaration(joined, after: 1019, otherThan: .utf8))
        #expect(EncodingSniffer.hasLateDeclaration(joined, after: 1019, otherThan: .windows1252))
        let named = Array((Self.padding + "<meta name=description content=\"charset=koi8-r\">").utf8)
        #expect(!EncodingSniffer.hasLateDeclaration(named, after: 1019, otherThan: .utf8))
        // Unclosed and repeated tags are each read once: linear.
        let hostile = Array(String(repeating: "<meta charset=bogus ", count: 50_000).utf8) + Array(String(repeating: "<meta charset=utf-8>", count: 50_000).utf8)
        #expect(!EncodingSniffer.hasLateDeclaration(hostile, after: 0, otherThan: .utf8))
    }

    @Test("a late declaration is found at every offset from an eight-byte boundary", arguments: 0..<16)
    func everyAlignment(shift: Int) {
        let page = Array((String(repeating: "x", count: 1100 + shift) + "<meta charset=koi8-r>").utf8)
        #expect(EncodingSniffer.hasLateDeclaration(page, after: 1019, otherThan: .utf8))
        #expect(!EncodingSniffer.hasLateDeclaration(Array(page.dropLast(1)), after: 1019, otherThan: .utf8))
    }

    @Test("the documented example of changedEncoding(ofHTML:tentative:)")
    func documentedExample() {
        let page = Array(("<!--" + String(repeating: "x", count: 1100) + "--><meta charset=koi8-r>").utf8)
        #expect(MarkupConverter.changedEncoding(ofHTML: page, tentative: .windows1252)?.name == "KOI8-R")
        #expect(MarkupConverter.changedEncoding(ofHTML: page, tentative: TextEncoding(label: "koi8-r")!) == nil)
    }

    @Test("a declared UTF-16 means UTF-8, x-user-defined means windows-1252")
    func adjustedLabels() {
        #expect(EncodingSniffer.encoding(declaredByMetaCharset: "utf-16le") == .utf8)
        #expect(EncodingSniffer.encoding(declaredByMetaCharset: "x-user-defined") == .windows1252)
        #expect(EncodingSniffer.encoding(declaredByMetaCharset: "bogus", httpEquiv: "content-type", content: "text/html;charset=koi8-r")?.name == "KOI8-R")
        #expect(EncodingSniffer.encoding(declaredByMetaCharset: nil, httpEquiv: "refresh", content: "charset=koi8-r") == nil)
    }
}
