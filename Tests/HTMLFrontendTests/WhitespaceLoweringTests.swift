import HTMLFrontend
import MarkupAST
import Testing

/// CSS Text 3 §4 white space processing as the lowering applies it.
@Suite("Lowering: white space")
struct WhitespaceLoweringTests {
    @Test("one space survives across element boundaries, where it first occurred")
    func collapsesAcrossElements() {
        #expect(Lowered.inlines("a <strong> b </strong> c") == [.text("a "), .strong([.text("b")]), .text(" c")])
        #expect(Lowered.inlines("a<strong> b</strong>") == [.text("a"), .strong([.text(" b")])])
        #expect(Lowered.inlines("x <em> <strong> y </strong> </em> z") == [.text("x "), .emphasis([.strong([.text("y")])]), .text(" z")])
    }

    @Test("runs of spaces, tabs and newlines become one space")
    func collapsesRuns() {
        #expect(Lowered.inlines("one \t\n  two\n\nthree") == [.text("one two three")])
    }

    @Test("white space at the start and end of a block goes")
    func trimsBlockEdges() {
        #expect(Lowered.blocks("<p>  \n text \n </p>") == [Lowered.paragraph("text")])
        #expect(Lowered.blocks("<div> <span> x </span> </div>") == [Lowered.paragraph("x")])
        #expect(Lowered.blocks("<p><strong>bold </strong></p>") == [.paragraph([.strong([.text("bold")])])])
    }

    @Test("white space between blocks makes nothing")
    func dropsWhitespaceBetweenBlocks() {
        #expect(Lowered.blocks("<div>\n  <p>a</p>\n\n  <p>b</p>\n</div>\n") == [Lowered.paragraph("a"), Lowered.paragraph("b")])
    }

    @Test("a space before a line break goes, and one after it")
    func spacesAroundBreaks() {
        #expect(Lowered.inlines("a <br> b") == [.text("a"), .hardBreak, .text("b")])
        // A break that ends an element moves after it, leaving the element empty here.
        #expect(Lowered.inlines("a <strong><br></strong> b") == [.text("a"), .hardBreak, .text("b")])
    }

    @Test("a space that ends an inline element moves after it when the element closes")
    func trailingSpaceMovesOut() {
        #expect(Lowered.inlines("<a href=u>link </a>text") == [.link(LinkTarget(destination: "u"), [.text("link")]), .text(" text")])
        #expect(Lowered.inlines("<strong>x</strong> <em> </em>y") == [.strong([.text("x")]), .text(" y")])
    }

    @Test("no-break spaces are text")
    func noBreakSpaceIsText() {
        #expect(Lowered.inlines("a&nbsp;&nbsp; b") == [.text("a\u{A0}\u{A0} b")])
    }

    @Test("pre keeps white space and drops the newline right after its start tag")
    func preKeepsWhitespace() {
        #expect(Lowered.blocks("<pre>\n  a  b\n\tc</pre>") == [.codeBlock(info: "", text: "  a  b\n\tc\n")])
        #expect(Lowered.blocks("<listing>x  y</listing>") == [.codeBlock(info: "", text: "x  y\n", attributes: Attributes(elementName: "listing"))])
        #expect(Lowered.blocks("<xmp><strong>raw</strong>  </xmp>") == [
            .codeBlock(info: "", text: "<strong>raw</strong>  \n", attributes: Attributes(elementName: "xmp")),
        ])
    }

    @Test("textarea keeps its white space, newlines as breaks")
    func textareaKeepsWhitespace() {
        let expected: [Inline] = [.span(Attributes(elementName: "textarea"), [.text("a  b"), .hardBreak, .text("  c")])]
        #expect(Lowered.inlines("<textarea>\na  b\n  c</textarea>") == expected)
    }

    @Test("white-space styles", arguments: [
        ("pre", [Inline.text("a  b"), .hardBreak, .text(" c")]),
        ("pre-wrap", [.text("a  b"), .hardBreak, .text(" c")]),
        ("break-spaces", [.text("a  b"), .hardBreak, .text(" c")]),
        ("pre-line", [.text("a b"), .hardBreak, .text("c")]),
        ("nowrap", [.text("a b c")]),
        ("normal", [.text("a b c")]),
    ])
    func whiteSpaceStyles(value: String, expected: [Inline]) {
        let blocks = Lowered.blocks("<div style=\"white-space:\(value)\">a  b\n c</div>")
        guard blocks.count == 1, case .div(let attributes, let content) = blocks[0] else {
            Issue.record("expected one div, got \(blocks)")
            return
        }
        #expect(attributes.style.whiteSpace?.rawValue == value)
        #expect(content == [.paragraph(expected)])
    }

    @Test("white-space is inherited and can be switched back")
    func whiteSpaceInherits() {
        let html = "<div style=\"white-space:pre\"><span>a  b</span><span style=\"white-space:normal\">c  d</span></div>"
        guard case .div(_, let content)? = Lowered.blocks(html).first, case .paragraph(let inlines, _)? = content.first else {
            Issue.record("expected a div holding a paragraph")
            return
        }
        #expect(Inline.plainText(of: inlines) == "a  bc d")
    }
}
