import Backends
import MarkupAST
import Testing

/// `underline`, `superscript` and `subscript` (HTML's `<u>`/`<ins>`, `<sup>`, `<sub>`) in
/// every backend: HTML tags, raw-HTML fallbacks in Markdown (no Markdown syntax exists for
/// them; pandoc's GFM writer does the same), plain content in text.
@Suite("Underline, superscript and subscript rendering")
struct UnderlineScriptRenderingTests {
    private let document = Document(blocks: [
        .paragraph([
            .text("H"), .subscript([.text("2")]), .text("O, E=mc"), .superscript([.text("2")]),
            .text(", "), .underline([.text("note")]),
        ]),
    ])

    @Test("HTML writes u, sup and sub")
    func html() {
        #expect(HTMLRenderer().render(document) == "<p>H<sub>2</sub>O, E=mc<sup>2</sup>, <u>note</u></p>\n")
    }

    @Test("Markdown falls back to inline HTML that parses back to the same tags")
    func markdown() {
        let markdown = MarkdownRenderer().render(document)
        #expect(markdown == "H<sub>2</sub>O, E=mc<sup>2</sup>, <u>note</u>\n")
    }

    @Test("plain text keeps the content")
    func text() {
        #expect(PlainTextRenderer().render(document) == "H2O, E=mc2, note\n")
    }

    @Test("the AST dump names the nodes and empty ones are dropped by the builder")
    func dumpAndBuilder() {
        #expect(document.dump.contains("subscript"))
        #expect(document.dump.contains("superscript"))
        #expect(document.dump.contains("underline"))
        var builder = InlineBuilder()
        builder.append(.superscript([]))
        builder.append(.underline([.text("x")]))
        #expect(builder.build() == [.underline([.text("x")])])
    }
}
