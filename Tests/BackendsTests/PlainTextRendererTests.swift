import Backends
import MarkupAST
import Testing

/// Plain text from trees Markdown never produces.
@Suite("Plain text renderer on non-Markdown trees")
struct PlainTextRendererTests {
    @Test("div, span, caption and block cells render as text, a cell's blocks on lines of their own")
    func nonMarkdownNodes() {
        let table = Table(
            header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("H")])]), TableCell(blocks: [.paragraph([.text("Wide header")])])])],
            body: [TableRow(cells: [
                TableCell(blocks: [.paragraph([.text("p1")]), .paragraph([.text("p2")])]),
                TableCell(blocks: [.list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("i")])])])]),
            ])],
            caption: [.text("Cap")]
        )
        let document = Document(blocks: [
            .div(Attributes(), [.paragraph([.span(Attributes(), [.text("in span")])])]),
            .table(table),
        ])
        #expect(PlainTextRenderer().render(document) == """
            in span

            Cap

            H   Wide header
            --  -----------
            p1  - i
            p2

            """)
    }

    @Test("rowspan keeps later cells in their columns; a wide colspan widens its columns evenly")
    func spans() {
        func cell(_ text: String, columns: Int = 1, rows: Int = 1) -> TableCell {
            TableCell(blocks: [.paragraph([.text(text)])], columnSpan: columns, rowSpan: rows)
        }
        let table = Table(
            header: [TableRow(cells: [cell("Configuration limits", columns: 3)])],
            body: [
                TableRow(cells: [cell("Web", rows: 2), cell("Access"), cell("30")]),
                TableRow(cells: [cell("Error"), cell("90")]),
            ]
        )
        #expect(PlainTextRenderer().render(Document(blocks: [.table(table)])) == """
            Configuration limits
            ----  -------  -----
            Web   Access   30
                  Error    90

            """)
    }

    @Test("code is set apart in a tight list; scripts become characters; images and controls are spaced")
    func textChoices() {
        let items = [
            ListItem(blocks: [.paragraph([.text("Run:")]), .codeBlock(info: "", text: "make\n")]),
            ListItem(blocks: [.paragraph([.text("10"), .superscript([.text("6")]), .text(" H"), .subscript([.text("2")]), .text("O x"), .superscript([.text("ab")])])]),
        ]
        let icons: [Inline] = [
            .link(LinkTarget(destination: "a"), [.image(LinkTarget(destination: "a.png"), [.text("LinkedIn")])]),
            .image(LinkTarget(destination: "b.png"), [.text("Instagram")]),
            .span(Attributes(elementName: "button"), [.text("Go")]),
            .span(Attributes(elementName: "button"), [.text("Stop")]),
        ]
        let document = Document(blocks: [.list(ListStyle(kind: .bullet, isTight: true), items), .paragraph(icons)])
        #expect(PlainTextRenderer().render(document) == """
            - Run:

                  make

            - 10⁶ H₂O x^(ab)

            LinkedIn Instagram Go Stop

            """)
    }

    @Test("a carriage return, form feed or vertical tab becomes a space, other controls U+FFFD; tab and line feed stay")
    func controlCharacters() {
        let document = Document(blocks: [
            .paragraph([.text("a\rb\u{0C}c\u{0B}d\te"), .code("x\u{0C}y")]),
            .codeBlock(info: "", text: "p\rq\u{1B}[2J\u{7F}\u{85}r\n"),
        ])
        #expect(PlainTextRenderer().render(document) == "a b c d\tex y\n\n    p q\u{FFFD}[2J\u{FFFD}\u{FFFD}r\n")
    }

    @Test("empty documents and containers render without crashing")
    func totality() {
        #expect(PlainTextRenderer().render(Document()) == "")
        let blocks: [Block] = [.blockQuote([]), .list(ListStyle(kind: .bullet), [ListItem(blocks: [])]), .table(Table()), .raw(.html, "<x>")]
        #expect(PlainTextRenderer().render(Document(blocks: blocks)) == ">\n\n-\n")
    }
}
