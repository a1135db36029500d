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

    @Test("plain text writes superscript and subscript characters")
    func text() {
        #expect(PlainTextRenderer().render(document) == "H₂O, E=mc², note\n")
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

/// `<ol type>` and `<ol reversed>` through the AST.
@Suite("List numbering styles")
struct ListNumberingTests {
    private func list(_ numbering: ListStyle.Numbering, start: Int, reversed: Bool = false) -> Document {
        let items = ["one", "two", "three"].map { ListItem(blocks: [.paragraph([.text($0)])]) }
        return Document(blocks: [.list(ListStyle(kind: .ordered(start: start, delimiter: .period), numbering: numbering, isReversed: reversed), items)])
    }

    @Test("counter text for alphabetic and roman styles, with decimal fallbacks")
    func counters() {
        #expect(ListStyle.Numbering.lowerAlpha.counterText(1) == "a")
        #expect(ListStyle.Numbering.lowerAlpha.counterText(26) == "z")
        #expect(ListStyle.Numbering.lowerAlpha.counterText(27) == "aa")
        #expect(ListStyle.Numbering.upperAlpha.counterText(703) == "AAA")
        #expect(ListStyle.Numbering.lowerRoman.counterText(1994) == "mcmxciv")
        #expect(ListStyle.Numbering.upperRoman.counterText(4) == "IV")
        #expect(ListStyle.Numbering.upperRoman.counterText(0) == "0")
        #expect(ListStyle.Numbering.lowerAlpha.counterText(-2) == "-2")
        #expect(ListStyle.Numbering.upperRoman.counterText(4000) == "4000")
    }

    @Test("HTML writes type and reversed; text counts with the style")
    func rendering() {
        #expect(HTMLRenderer().render(list(.upperRoman, start: 3, reversed: true)).hasPrefix("<ol start=\"3\" type=\"I\" reversed=\"\">"))
        #expect(PlainTextRenderer().render(list(.upperRoman, start: 3, reversed: true)) == "III. one\nII. two\nI. three\n")
        #expect(PlainTextRenderer().render(list(.lowerAlpha, start: 1)) == "a. one\nb. two\nc. three\n")
        #expect(list(.lowerAlpha, start: 2, reversed: true).dump.contains("ordered 2. lowerAlpha reversed tight"))
    }
}

/// Image sizes carried in `LinkTarget.attributes` from HTML.
@Suite("Image size attributes")
struct ImageSizeTests {
    @Test("width and height parse as HTML non-negative integers; percentages are not pixels")
    func parsing() {
        func target(_ width: String) -> LinkTarget {
            LinkTarget(destination: "a.png", attributes: Attributes(other: [.init(name: "width", value: width), .init(name: "height", value: "x")]))
        }
        #expect(target("640").width == 640)
        #expect(target(" 640px").width == 640)
        #expect(target("50%").width == nil)
        #expect(target("").width == nil)
        #expect(target("99999999999999999999").width == nil)
        #expect(target("640").height == nil)
    }

    @Test("the HTML backend writes valid sizes only")
    func html() {
        let image = LinkTarget(destination: "a.png", attributes: Attributes(other: [.init(name: "width", value: "64"), .init(name: "height", value: "50%")]))
        let html = HTMLRenderer().render(Document(blocks: [.paragraph([.image(image, [.text("A")])])]))
        #expect(html == "<p><img src=\"a.png\" alt=\"A\" width=\"64\" /></p>\n")
    }
}
