import Backends
import HTMLFrontend
import MarkupAST
import Testing

/// The HTML library example of README.md, kept compiling and behaving as the README says.
@Suite("README HTML example")
struct ReadmeHTMLExampleTests {
    @Test("HTML to Markdown, a typed inline colour, the lenient policy, raw HTML in a tree")
    func example() {
        let page = HTMLParser().parse(#"<p>Only <span style="color:#f00">€5</span> <Congratulation!></p>"#)
        #expect(MarkdownRenderer().render(page.document) == "Only €5 \\<Congratulation!>\n")
        var hex: String?
        if case .paragraph(let inlines, _) = page.document.blocks.first,
           case .span(let attributes, _) = inlines[1],
           case .rgba(let red)? = attributes.style.color {
            hex = red.hexString
        }
        #expect(hex == "#ff0000")

        // The README builds this tree with MarkdownParser; here it is built as cmark does.
        let markdown = Document(blocks: [.paragraph([.text("Some "), .raw(.html, "<b>"), .text("bold"), .raw(.html, "</b>")])])
        let resolved = RawHTMLResolver().resolve(markdown)
        #expect(resolved.document.blocks == [.paragraph([.text("Some "), .strong([.text("bold")], attributes: Attributes(elementName: "b"))])])
    }
}

/// The byte-order mark: one leading mark is dropped, a second U+FEFF is text.
@Suite("HTMLParser input handling")
struct HTMLParserInputTests {
    @Test("a leading BOM is skipped, a second one kept as text")
    func byteOrderMarks() {
        let once = HTMLParser().parse(utf8: [0xEF, 0xBB, 0xBF] + Array("<strong>x</strong>".utf8))
        #expect(once.document.blocks == [.paragraph([.strong([.text("x")])])])
        let twice = HTMLParser().parse(utf8: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("x".utf8))
        #expect(twice.document.blocks == [.paragraph([.text("\u{FEFF}x")])])
    }
}

/// `parse(validatedUTF8:)`, for callers (the CLI) that validated the input themselves.
@Suite("HTMLParser pre-validated input")
struct HTMLParserValidatedInputTests {
    @Test("same document as parse(utf8:) for valid input; invalid bytes still read as U+FFFD")
    func validatedEntryPoint() {
        let html = Array("<p>a <b>b</b> &amp; <Hot> c".utf8)
        #expect(HTMLParser().parse(validatedUTF8: html) == HTMLParser().parse(utf8: html))
        let invalid = HTMLParser().parse(validatedUTF8: Array("x".utf8) + [0xFF])
        #expect(invalid.document.blocks == [.paragraph([.text("x\u{FFFD}")])])
        #expect(!invalid.diagnostics.contains { $0.code == "invalid-utf8" })
        #expect(HTMLParser().parse(utf8: Array("x".utf8) + [0xFF]).diagnostics.first?.code == "invalid-utf8")
    }
}
