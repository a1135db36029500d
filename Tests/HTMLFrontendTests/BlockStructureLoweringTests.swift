import HTMLFrontend
import MarkupAST
import Testing
import TestSupport

/// Blocks and phrasing: which elements make paragraphs, anonymous paragraphs beside
/// blocks, phrasing that holds blocks, transparent and named containers, and the depth cap.
@Suite("Lowering: block structure")
struct BlockStructureLoweringTests {
    @Test("block elements start and end paragraphs", arguments: [
        "div", "p", "section", "article", "aside", "nav", "header", "footer", "main", "address", "figure",
        "figcaption", "details", "summary", "dl", "dt", "dd", "form", "fieldset", "legend", "center", "hgroup",
        "search", "blockquote", "h1", "h6",
    ])
    func blockElementsSplitParagraphs(name: String) {
        let blocks = Lowered.blocks("a<\(name)>b</\(name)>c")
        #expect(blocks.count == 3, "\(name): \(blocks)")
        #expect(blocks.first == Lowered.paragraph("a"))
        #expect(blocks.last == Lowered.paragraph("c"))
    }

    @Test("phrasing elements stay in the paragraph", arguments: [
        "span", "b", "i", "em", "strong", "u", "s", "code", "kbd", "mark", "small", "big", "abbr", "time", "label",
        "x-card", "note", "font", "sup", "sub", "cite", "dfn", "var", "samp", "tt", "del", "ins", "bdi", "bdo", "data",
    ])
    func phrasingStaysInline(name: String) {
        let blocks = Lowered.blocks("a<\(name)>b</\(name)>c")
        #expect(blocks.count == 1, "\(name): \(blocks)")
        guard case .paragraph(let inlines, _)? = blocks.first else { return }
        #expect(Inline.plainText(of: inlines) == "abc")
    }

    @Test("text beside blocks becomes anonymous paragraphs in order")
    func anonymousParagraphs() {
        #expect(Lowered.blocks("<div>one<p>two</p>three</div>") == ["one", "two", "three"].map(Lowered.paragraph))
    }

    @Test("a span holding a paragraph: paragraphs in order; with attributes, a div named span")
    func spanHoldingBlocks() {
        #expect(Lowered.blocks("<span>x<p>y</p>z</span>") == ["x", "y", "z"].map(Lowered.paragraph))
        let named = Lowered.blocks("<span class=n>x<p>y</p></span>")
        #expect(named == [.div(Attributes(elementName: "span", classes: ["n"]), [Lowered.paragraph("x"), Lowered.paragraph("y")])])
    }

    @Test("formatting that holds blocks is repeated around each paragraph")
    func formattingAroundBlocks() {
        let link = LinkTarget(destination: "/p")
        #expect(Lowered.blocks("<a href=/p><div>T</div><p>S</p></a>") == [
            .paragraph([.link(link, [.text("T")])]),
            .paragraph([.link(link, [.text("S")])]),
        ])
        let b = Attributes(elementName: "b")
        #expect(Lowered.blocks("<b>1<p>2</p></b>") == [.paragraph([.strong([.text("1")], attributes: b)]), .paragraph([.strong([.text("2")], attributes: b)])])
        #expect(Lowered.blocks("<a href=/p><h2>T</h2></a>") == [.heading(level: 2, [.link(link, [.text("T")])])])
        // Each kind once; an inner link replaces an outer one.
        #expect(Lowered.blocks("<b><div><b><p>x</p></b></div></b>") == [.paragraph([.strong([.text("x")], attributes: b)])])
        // The element's attributes ride on every repetition, except an id, which stays
        // unique on a div around the content.
        let k = Attributes(elementName: "b", classes: ["k"])
        #expect(Lowered.blocks("<b id=i class=k>1<p>2</p></b>") == [
            .div(Attributes(id: "i"), [.paragraph([.strong([.text("1")], attributes: k)]), .paragraph([.strong([.text("2")], attributes: k)])]),
        ])
    }

    @Test("a display style makes a generic element a block or phrasing")
    func displayStyle() {
        let blockSpan = Lowered.blocks("a<span style=\"display:block\">b</span>c")
        #expect(blockSpan.count == 3)
        let inlineDiv = Lowered.blocks("a<div style=\"display:inline\">b</div>c")
        #expect(inlineDiv.count == 1)
        let blockLink = Lowered.blocks("a<a href=u style=\"display:block\">b</a>c")
        #expect(blockLink.count == 3)
        #expect(Lowered.blocks("a<div style=\"display:contents\">b</div>c") == [Lowered.paragraph("abc")])
    }

    @Test("a div without attributes is transparent; with attributes it is kept")
    func divs() {
        #expect(Lowered.blocks("<div><div>x</div></div>") == [Lowered.paragraph("x")])
        #expect(Lowered.blocks("<div id=a class=\"b c\" data-x=1>x</div>") == [
            .div(Attributes(id: "a", classes: ["b", "c"], other: [.init(name: "data-x", value: "1")]), [Lowered.paragraph("x")]),
        ])
        // A style with nothing valid keeps nothing.
        #expect(Lowered.blocks("<div style=\"color:\">x</div>") == [Lowered.paragraph("x")])
    }

    @Test("unmodelled blocks keep their name")
    func namedBlocks() {
        #expect(Lowered.blocks("<section><p>x</p></section>") == [.div(Attributes(elementName: "section"), [Lowered.paragraph("x")])])
    }

    @Test("modelled elements keep their attributes on their own node, never in a wrapper")
    func modelledWithAttributes() {
        #expect(Lowered.blocks("<p class=lead>x</p>") == [.paragraph([.text("x")], attributes: Attributes(classes: ["lead"]))])
        #expect(Lowered.blocks("<h2 id=s lang=fr>x</h2>") == [
            .heading(level: 2, [.text("x")], attributes: Attributes(id: "s", other: [.init(name: "lang", value: "fr")])),
        ])
        #expect(Lowered.inlines("<b class=k>x</b>") == [.strong([.text("x")], attributes: Attributes(elementName: "b", classes: ["k"]))])
        #expect(Lowered.blocks("<hr class=f>") == [.thematicBreak(attributes: Attributes(classes: ["f"]))])
        #expect(Lowered.blocks("<blockquote cite=u>x</blockquote>") == [
            .blockQuote([Lowered.paragraph("x")], attributes: Attributes(other: [.init(name: "cite", value: "u")])),
        ])
        #expect(Lowered.blocks("<pre class=\"language-swift x\" id=c>let a</pre>") == [
            .codeBlock(info: "swift", text: "let a\n", attributes: Attributes(id: "c", classes: ["x"])),
        ])
        // A heading holding blocks makes several headings; only the first keeps the id.
        #expect(Lowered.blocks("<h1 id=t class=c>a<div>b</div></h1>") == [
            .heading(level: 1, [.text("a")], attributes: Attributes(id: "t", classes: ["c"])),
            .heading(level: 1, [.text("b")], attributes: Attributes(classes: ["c"])),
        ])
    }

    @Test("headings, paragraphs, thematic breaks, block quotes")
    func simpleBlocks() {
        #expect(Lowered.blocks("<h1>a</h1><h3>b</h3><p>c</p><hr><blockquote>d</blockquote>") == [
            .heading(level: 1, [.text("a")]), .heading(level: 3, [.text("b")]), Lowered.paragraph("c"), .thematicBreak(),
            .blockQuote([Lowered.paragraph("d")]),
        ])
    }

    @Test("line breaks: <br> is a hard break, one at the end of a block makes no line, <wbr> is nothing")
    func lineBreaks() {
        #expect(Lowered.blocks("<p>a<br>b<br></p><p>c<wbr>d</p>") == [
            .paragraph([.text("a"), .hardBreak, .text("b")]), Lowered.paragraph("cd"),
        ])
        #expect(Lowered.blocks("<p><br></p><p>&nbsp;</p><div><br><br></div>") == [])
    }

    @Test("empty containers make nothing")
    func emptyContainers() {
        #expect(Lowered.blocks("<p></p><div class=x></div><blockquote> </blockquote><ul></ul><b></b>") == [])
    }

    @Test("containers deeper than the cap are flattened with one diagnostic", arguments: [1, 2, 3, 8])
    func depthCap(maxDepth: Int) {
        let html = String(repeating: "<blockquote>", count: 20) + "deep <b>text</b>" + String(repeating: "</blockquote>", count: 20)
        let result = HTMLParser(options: HTMLParseOptions(maxNestingDepth: maxDepth)).parse(html)
        let shape = TreeStatistics(result.document)
        #expect(shape.maxDepth <= maxDepth + 2)
        #expect(shape.text == "deep text")
        let capped = result.diagnostics.filter { $0.code == NestingLimit.diagnosticCode }
        #expect(capped.count == 1)
        // The span points at the first flattened start tag.
        #expect(capped.first?.span?.start == UInt32(maxDepth * "<blockquote>".utf8.count))
    }

    /// The anchors lifted out of a `<pre>` into a paragraph before its code block follow the
    /// nesting cap as that paragraph written out (with no formatting around it) would:
    /// sanitized HTML of them re-parses to the same tree at every depth (a fuzzing class: near the cap the first parse kept
    /// them and the second dropped them).
    @Test("anchors lifted out of preformatted text obey the nesting cap", arguments: 0..<8)
    func preformattedAnchorsAtTheCap(levels: Int) {
        let parser = HTMLParser(options: HTMLParseOptions(maxNestingDepth: 5))
        for wrapper in ["", "<b>", "<i><b>"] {
            let open = String(repeating: "<blockquote>", count: levels)
            let lifted = parser.parse(open + wrapper + "<pre>x <a name=t>y</a></pre>").document
            let written = parser.parse(open + "<p><a name=t></a></p>" + wrapper + "<pre>x y</pre>").document
            #expect(lifted == written, "\(levels) levels, wrapper \(wrapper)")
        }
    }
}
