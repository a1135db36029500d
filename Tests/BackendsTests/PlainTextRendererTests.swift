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

    @Test("empty documents and containers render without crashing")
    func totality() {
        #expect(PlainTextRenderer().render(Document()) == "")
        let blocks: [Block] = [.blockQuote([]), .list(ListStyle(kind: .bullet), [ListItem(blocks: [])]), .table(Table()), .raw(.html, "<x>")]
        #expect(PlainTextRenderer().render(Document(blocks: blocks)) == ">\n\n-\n")
    }
}
