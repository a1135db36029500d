import Backends
import MarkupAST
import Testing

/// Trees Markdown never produces (from HTML or built by hand): the writer must still render
/// them sensibly, and never crash.
@Suite("Markdown renderer on non-Markdown trees")
struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    func render(_ blocks: [Block], options: MarkdownRenderOptions = MarkdownRenderOptions()) -> String {
        MarkdownRenderer(options: options).render(Document(blocks: blocks))
    }

    @Test("breaks that end the formatting, span or link a block ends with are dropped, not written as a literal backslash")
    func trailingBreaksInsideFormatting() {
        #expect(render([.paragraph([.strong([.text("a"), .hardBreak])])]) == "**a**\n")
        #expect(render([.paragraph([.text("x "), .emphasis([.span(Attributes(), [.text("a"), .hardBreak, .softBreak])])])]) == "x *a*\n")
        #expect(render([.paragraph([.link(LinkTarget(destination: "u"), [.text("a"), .hardBreak])])]) == "[a](u)\n")
        #expect(render([.heading(level: 3, [.strong([.text("h"), .hardBreak])])]) == "### **h**\n")
        // A break inside, not at the end, stays.
        #expect(render([.paragraph([.strong([.text("a"), .hardBreak, .text("b")])])]) == "**a\\\nb**\n")
    }

    @Test("div renders its blocks and span its inlines")
    func divAndSpan() {
        let blocks: [Block] = [
            .div(Attributes(elementName: "section"), [
                .paragraph([.text("a "), .span(Attributes(classes: ["x"]), [.emphasis([.text("b")])])]),
                .paragraph([.text("c")]),
            ]),
        ]
        #expect(render(blocks) == "a *b*\n\nc\n")
    }

    @Test("whitespace moves outside emphasis; whitespace-only emphasis becomes one space")
    func emphasisWhitespace() {
        let blocks: [Block] = [.paragraph([.text("a"), .strong([.text(" b ")]), .text("c"), .emphasis([.text("  ")]), .text("d")])]
        #expect(render(blocks) == "a **b** c d\n")
    }

    @Test("emphasis that cannot flank falls back to raw HTML")
    func flankingFallback() {
        let blocks: [Block] = [.paragraph([.strong([.text("bold.")]), .text("Next and x"), .emphasis([.text("(y)")]), .text("z")])]
        #expect(render(blocks) == "<strong>bold.</strong>Next and x<em>(y)</em>z\n")
    }

    @Test("strong around emphasis does not merge into a *** run")
    func strongAroundEmphasis() {
        let blocks: [Block] = [.paragraph([.strong([.emphasis([.text("x")])])])]
        let rendered = render(blocks)
        #expect(rendered == "**_x_**\n")
        #expect(TestParser.parse(rendered).blocks == blocks)
    }

    @Test("a caption becomes a paragraph before a pipe table; block cells and spans fall back to HTML")
    func tables() {
        let simple = Table(
            alignments: [.right],
            header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("h|x")])])])],
            body: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("a"), .hardBreak, .text("b")])])])],
            caption: [.text("Caption")]
        )
        #expect(render([.table(simple)]) == "Caption\n\n| h\\|x |\n| --: |\n| a<br>b |\n")

        let complex = Table(
            header: [],
            body: [TableRow(cells: [
                TableCell(blocks: [.paragraph([.text("p1")]), .list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("i")])])])], columnSpan: 2),
                TableCell(blocks: [.codeBlock(info: "", text: "x\n\ny\n")]),
            ]), TableRow(cells: [TableCell(blocks: [.paragraph([.text("z")])])])]
        )
        let html = render([.table(complex)])
        #expect(html == """
            <table>
            <tbody>
            <tr>
            <td colspan="2">
            <p>p1</p>
            <ul>
            <li>i</li>
            </ul>
            </td>
            <td>
            <pre><code>x&#10;&#10;y&#10;</code></pre>
            </td>
            </tr>
            <tr>
            <td>z</td>
            </tr>
            </tbody>
            </table>

            """)
        #expect(!html.contains("\n\n<"), "no blank line may end the HTML block early")
    }

    @Test("adjacent ordered lists with the same delimiter stay apart")
    func adjacentOrderedLists() {
        let item = ListItem(blocks: [.paragraph([.text("x")])])
        let list = Block.list(ListStyle(kind: .ordered(start: 1, delimiter: .period)), [item])
        #expect(render([list, list]) == "1. x\n\n1) x\n")
    }

    @Test("a tight item with two paragraphs still separates them")
    func tightItemWithParagraphs() {
        let item = ListItem(blocks: [.paragraph([.text("a")]), .paragraph([.text("b")])])
        #expect(render([.list(ListStyle(kind: .bullet), [item])]) == "- a\n\n  b\n")
    }

    @Test("empty containers and odd values render without crashing")
    func totality() {
        let blocks: [Block] = [
            .paragraph([]),
            .heading(level: 9, []),
            .blockQuote([]),
            .list(ListStyle(kind: .ordered(start: -5, delimiter: .period)), [ListItem(task: .checked, blocks: [])]),
            .codeBlock(info: "", text: ""),
            .table(Table()),
            .div(Attributes(), []),
            .raw(.html, ""),
            .footnoteDefinition(label: "x", []),
            .paragraph([.code(""), .link(LinkTarget(destination: ""), []), .image(LinkTarget(destination: "a b", title: "t\""), [])]),
        ]
        #expect(render(blocks) == """
            ######

            >

            0. [x] 

            ```
            ```

            [^x]:

            <code></code>[](<>)![](<a b> "t\\"")

            """)
        #expect(render(blocks, options: MarkdownRenderOptions(flavor: .commonMark)).isEmpty == false)
    }

    @Test("deep nesting and long input render in one pass")
    func pathological() {
        var inline = Inline.text("x")
        for depth in 0..<NestingLimit.defaultMaxDepth { inline = depth % 2 == 0 ? .emphasis([inline]) : .strong([inline]) }
        #expect(!render([.paragraph([inline])]).isEmpty)
        var block = Block.paragraph([.text("x")])
        for _ in 0..<NestingLimit.defaultMaxDepth { block = .blockQuote([block]) }
        #expect(render([block]).hasPrefix(String(repeating: "> ", count: 10)))
        let long = String(repeating: "a*_[<&", count: 200_000)
        #expect(render([.paragraph([.text(long)])]).count > long.count)
    }

    @Test("options: bullet, emphasis, strong and fence characters")
    func options() {
        let options = MarkdownRenderOptions(bullet: .plus, emphasis: .underscore, strong: .underscore, fence: .tilde)
        let blocks: [Block] = [
            .list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.emphasis([.text("e")]), .text(" "), .strong([.text("s")]), .text(" a"), .emphasis([.text("b")])])])]),
            .codeBlock(info: "c", text: "x\n"),
        ]
        #expect(render(blocks, options: options) == "+ _e_ __s__ a*b*\n\n~~~c\nx\n~~~\n")
    }
}
