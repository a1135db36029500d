import Backends
import MarkupAST
import Testing

/// Issue 14's Markdown defects: link targets kept as `<a id>` anchors (defect 5), and text
/// that cmark-gfm used to read back as something else (defect 9: adjacent code spans, e-mail
/// addresses, bare URLs). Each case is checked by parsing the output again.
@Suite("Markdown anchors and misreadings")
struct MarkdownAnchorAndMisreadingTests {
    static func render(_ blocks: [Block], options: MarkdownRenderOptions = MarkdownRenderOptions()) -> String {
        MarkdownRenderer(options: options).render(Document(blocks: blocks))
    }

    static func id(_ id: String, element: String? = nil) -> Attributes {
        Attributes(elementName: element, id: id)
    }

    // MARK: - Anchors

    @Test("every block kind with an id keeps a raw <a id> where a #fragment link reaches it", arguments: [
        (Block.paragraph([.text("Text")], attributes: id("p1")), "<a id=\"p1\"></a>Text\n"),
        (.heading(level: 2, [.text("Setup")], attributes: id("install")), "## <a id=\"install\"></a>Setup\n"),
        (.blockQuote([.paragraph([.text("q")])], attributes: id("q1")), "> <a id=\"q1\"></a>q\n"),
        (.div(id("d1"), [.paragraph([.text("in div")])]), "<a id=\"d1\"></a>in div\n"),
        (.div(Attributes(elementName: "a", other: [.init(name: "name", value: "toner")]), [.heading(level: 2, [.text("Toner")])]),
         "## <a id=\"toner\"></a>Toner\n"),
        (.codeBlock(info: "", text: "x = 1\n", attributes: id("listing")), "<a id=\"listing\"></a>\n\n```\nx = 1\n```\n"),
        (.thematicBreak(attributes: id("sep")), "<a id=\"sep\"></a>\n\n---\n"),
        (.list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("a")])]), ListItem(blocks: [.paragraph([.text("b")])], attributes: id("i2"))], attributes: id("l1")),
         "- <a id=\"l1\"></a>a\n- <a id=\"i2\"></a>b\n"),
    ])
    func blockAnchors(block: Block, expected: String) {
        #expect(Self.render([block]) == expected)
    }

    @Test("a heading whose id is GitHub's slug gets no anchor; repeats are counted as GitHub counts them")
    func headingSlugs() {
        let blocks: [Block] = [
            .heading(level: 2, [.text("Paper jams")], attributes: Self.id("paper-jams")),
            .heading(level: 2, [.text("Notes")]),
            .heading(level: 2, [.text("Notes")], attributes: Self.id("notes-1")),
            .heading(level: 2, [.text("Notes")], attributes: Self.id("notes")),
        ]
        #expect(Self.render(blocks) == "## Paper jams\n\n## Notes\n\n## Notes\n\n## <a id=\"notes\"></a>Notes\n")
    }

    @Test("inline targets: an empty span, <a name>, an id on a link, emphasis or code")
    func inlineAnchors() {
        let inlines: [Inline] = [
            .span(Self.id("s"), []),
            .text("See "),
            .link(LinkTarget(destination: "#s", attributes: Self.id("l")), [.text("this")]),
            .text(", "),
            .emphasis([.text("term")], attributes: Self.id("term-x", element: "dfn")),
            .text(" and "),
            .code("f()", attributes: Self.id("f")),
            .span(Attributes(elementName: "a", other: [.init(name: "name", value: "old")]), []),
            .link(LinkTarget(destination: "#_ftnref1", attributes: Attributes(other: [.init(name: "name", value: "_ftn1")])), [.text("1")]),
        ]
        let markdown = Self.render([.paragraph(inlines)])
        #expect(markdown == "<a id=\"s\"></a>See <a id=\"l\"></a>[this](#s), <a id=\"term-x\"></a>*term* and <a id=\"f\"></a>`f()`<a id=\"old\"></a><a id=\"_ftn1\"></a>[1](#_ftnref1)\n")
        // Read back, the anchors are inline HTML and the rest is unchanged.
        let reparsed = TestParser.parse(markdown)
        var anchors: [String] = []
        reparsed.blocks.forEachInline { if case .raw(_, let html) = $0, html.hasPrefix("<a id") { anchors.append(html) } }
        #expect(anchors == ["<a id=\"s\">", "<a id=\"l\">", "<a id=\"term-x\">", "<a id=\"f\">", "<a id=\"old\">", "<a id=\"_ftn1\">"])
    }

    @Test("a pipe-table cell or row with an id keeps it in the cell; a table written as HTML keeps its own id")
    func tableAnchors() {
        let row = TableRow(cells: [TableCell(blocks: [.paragraph([.text("a")])], attributes: Self.id("c1"))], attributes: Self.id("r1"))
        let table = Table(header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("h")])])])], body: [row], attributes: Self.id("t1"))
        #expect(Self.render([.table(table)]) == "<a id=\"t1\"></a>\n\n| h |\n| --- |\n| <a id=\"r1\"></a><a id=\"c1\"></a>a |\n")
        // Two rows of two cells: a data table (one cell, row or column would be layout and unwrapped).
        let blockCell = TableCell(blocks: [.paragraph([.text("x")]), .paragraph([.text("y")])])
        let plainCell = TableCell(blocks: [.paragraph([.text("z")])])
        let htmlTable = Table(
            header: [], body: [TableRow(cells: [blockCell, plainCell]), TableRow(cells: [plainCell, plainCell])], attributes: Self.id("t2"))
        let html = Self.render([.table(htmlTable)])
        #expect(html.hasPrefix("<table id=\"t2\">"))
        #expect(!html.contains("<a id"))
    }

    @Test("an anchor at the start of a continuation line cannot start an HTML block")
    func anchorAfterBreak() {
        let markdown = Self.render([.paragraph([.text("one"), .softBreak, .span(Self.id("two"), [.text("two")])])])
        #expect(markdown == "one\n    <a id=\"two\"></a>two\n")
        #expect(TestParser.parse(markdown).blocks.count == 1)
    }

    @Test("lists in sibling divs (<section><ul>…</section><section><ul>) stay two lists")
    func listsInSiblingDivs() {
        let list = { (text: String) in Block.list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text(text)])])]) }
        let ordered = { (text: String) in Block.list(ListStyle(kind: .ordered(start: 1, delimiter: .period)), [ListItem(blocks: [.paragraph([.text(text)])])]) }
        let section = Attributes(elementName: "section")
        let blocks: [Block] = [
            .div(section, [list("a")]), .div(section, [.div(Attributes(classes: ["x"]), [list("b")])]), list("c"),
            .div(section, [ordered("d")]), ordered("e"),
        ]
        let markdown = Self.render(blocks)
        #expect(markdown == "- a\n\n* b\n\n- c\n\n1. d\n\n1) e\n")
        #expect(TestParser.parse(markdown).blocks.count == 5)
    }

    @Test("a paragraph after a list whose last item ends in a div's paragraph is not a lazy continuation line")
    func paragraphAfterListEndingInDiv() {
        let item = ListItem(blocks: [.paragraph([.text("a")]), .div(Attributes(elementName: "dl"), [.paragraph([.text("b")])])])
        let list = Block.list(ListStyle(kind: .bullet), [item])
        let blocks: [Block] = [list, .paragraph([.span(Self.id("next"), [])]), list]
        let markdown = Self.render(blocks)
        #expect(markdown == "- a\n\n  b\n\n<a id=\"next\"></a>\n\n- a\n\n  b\n")
        #expect(TestParser.parse(markdown).blocks.count == 3)
    }

    // MARK: - Misreadings

    @Test("adjacent code spans are joined: side by side their backticks would form one run")
    func adjacentCode() {
        let markdown = Self.render([.paragraph([.code("HOME"), .code("/bin"), .text(" and "), .code("a`"), .code("b")])])
        #expect(markdown == "`HOME/bin` and ``a`b``\n")
        #expect(TestParser.parse(markdown).blocks == [.paragraph([.code("HOME/bin"), .text(" and "), .code("a`b")])])
    }

    @Test("keys stay apart from code: <kbd> is written as HTML")
    func keysStayApart() {
        let key = Attributes(elementName: "kbd")
        #expect(Self.render([.paragraph([.code("x"), .code("Ctrl", attributes: key)])]) == "`x`<kbd>Ctrl</kbd>\n")
    }

    @Test("an e-mail address in text is not autolinked when read back", arguments: [
        "<john@example.com>", "Write to john.doe+x@mail.example.org today", "mailto:a.b@ex.com",
    ])
    func emailStaysText(text: String) {
        let markdown = Self.render([.paragraph([.text(text)])])
        #expect(markdown.contains("@<!---->"))
        let reparsed = TestParser.parse(markdown)
        #expect(!Self.inlines(of: reparsed).containsInline { if case .link = $0 { return true } else { return false } })
        #expect(Inline.plainText(of: Self.inlines(of: reparsed)) == text)
    }

    @Test("text that cmark-gfm would not link keeps its @ bare", arguments: ["a@b", "a@b.co1", "a@b.c-", "@home.com", "a@b.com@c"])
    func emailLikeTextUntouched(text: String) {
        #expect(Self.render([.paragraph([.text(text)])]) == text + "\n")
    }

    @Test("bare URLs: escaped by default (text stays text), verbatim with linksBareURLs (GFM links them)")
    func bareURLs() {
        let text = "Docs: https://www.example.com/install_guide?lang=en&v=2 and www.example.org/mirror"
        #expect(Self.render([.paragraph([.text(text)])]) == "Docs: https\\://www\\.example.com/install_guide?lang=en&v=2 and www\\.example.org/mirror\n")
        let verbatim = Self.render([.paragraph([.text(text)])], options: MarkdownRenderOptions(linksBareURLs: true))
        #expect(verbatim == text + "\n")
        let reparsed = TestParser.parse(verbatim)
        #expect(Inline.plainText(of: Self.inlines(of: reparsed)) == text)
        var links: [String] = []
        reparsed.blocks.forEachInline { if case .link(let target, _) = $0 { links.append(target.destination) } }
        #expect(links == ["https://www.example.com/install_guide?lang=en&v=2", "http://www.example.org/mirror"])
    }

    static func inlines(of document: Document) -> [Inline] {
        guard case .paragraph(let inlines, _) = document.blocks.first else { return [] }
        return inlines
    }
}
