import HTMLFrontend
import MarkupAST
import Testing

/// The public facade: bytes in, document and diagnostics out.
@Suite("HTMLParser")
struct HTMLParserTests {
    @Test("String and UTF-8 input give the same result")
    func stringAndBytes() {
        let html = "<p>Hi <b>there</b> <Hot> 😀</p>"
        #expect(HTMLParser().parse(html) == HTMLParser().parse(utf8: Array(html.utf8)))
        #expect(HTMLParser().parse(html) == HTMLParser().parse(utf8: html.utf8))
    }

    @Test("invalid UTF-8 is replaced with U+FFFD and reported once")
    func invalidUTF8() {
        let result = HTMLParser().parse(utf8: Array("<p>a".utf8) + [0xFF, 0xC3] + Array(" <Hot></p>".utf8))
        #expect(result.document.blocks == [Lowered.paragraph("a\u{FFFD}\u{FFFD} <Hot>")])
        #expect(result.diagnostics.map(\.code) == ["invalid-utf8"])
        #expect(result.diagnostics.first?.span?.start == 4)
    }

    @Test("a leading byte-order mark is skipped; the lenient text still comes from the right bytes")
    func byteOrderMark() {
        let result = HTMLParser().parse(utf8: [0xEF, 0xBB, 0xBF] + Array("x <Hot> y".utf8))
        #expect(result.document.blocks == [Lowered.paragraph("x <Hot> y")])
        #expect(result.diagnostics.isEmpty)
        #expect(HTMLParser().parse("\u{FEFF}x <Hot>").document.blocks == [Lowered.paragraph("x <Hot>")])
    }

    @Test("diagnostics come in input order")
    func diagnosticOrder() {
        let html = "<div style=\"color:\">a</div>" + String(repeating: "<blockquote>", count: 4) + "x" + "<p style=\"width:;color:\">b</p>"
        let result = HTMLParser(options: HTMLParseOptions(maxNestingDepth: 2)).parse(html)
        let starts = result.diagnostics.compactMap { $0.span?.start }
        #expect(starts == starts.sorted())
        #expect(result.diagnostics.contains { $0.code == NestingLimit.diagnosticCode })
        #expect(result.diagnostics.contains { $0.code == "css-invalid-declaration" })
    }

    @Test("the fragment and document modes lower alike")
    func modes() {
        let html = "<p>x</p>"
        for mode in [HTMLParseOptions.Mode.automatic, .document, .fragment] {
            #expect(HTMLParser(options: HTMLParseOptions(mode: mode)).parse(html).document.blocks == [Lowered.paragraph("x")])
        }
        let cell = HTMLParser(options: HTMLParseOptions(mode: .fragment, fragmentContext: "tr")).parse("<td>a<td>b")
        #expect(cell.document.blocks == [Lowered.paragraph("a"), Lowered.paragraph("b")])
    }

    @Test("one parser used from many tasks at once")
    func concurrentUse() async {
        let parser = HTMLParser()
        let expected = parser.parse("<ul><li>a <b>b</b></ul>")
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask { parser.parse("<ul><li>a <b>b</b></ul>") == expected }
            }
            for await same in group { #expect(same) }
        }
    }
}
