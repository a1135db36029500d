import Backends
import MarkupAST
import Testing

/// The Markdown writer's options, case by case: where wrapping may and may not break,
/// when setext headings fall back to ATX, how reference links are numbered, what
/// `keepHTML = .none` drops, and which tables with spans are expanded.
@Suite("Markdown writer options")
struct MarkdownWriterOptionTests {
    static func render(_ markdown: String, _ change: (inout MarkdownRenderOptions) -> Void) -> String {
        var options = MarkdownRenderOptions()
        change(&options)
        return MarkdownRenderer(options: options).render(TestParser.parse(markdown))
    }

    static func render(_ blocks: [Block], _ change: (inout MarkdownRenderOptions) -> Void) -> String {
        var options = MarkdownRenderOptions()
        change(&options)
        return MarkdownRenderer(options: options).render(Document(blocks: blocks))
    }

    @Test("wrapping breaks only where the paragraph parses back the same", arguments: [
        // A code span, a link and raw HTML stay whole even past the width.
        ("aaa `b c d e f` g", "aaa\n`b c d e f`\ng\n"),
        ("aaa [b c d e f](u) g", "aaa\n[b c d e f](u)\ng\n"),
        ("aaa <span title=\"x y z\">b</span> g", "aaa\n<span title=\"x y z\">b</span>\ng\n"),
        // No break before a character that would start a block at the line start.
        // (`bbbb` and the mark move down together: the mark never starts a line.)
        ("aaaa bbbb - cccc", "aaaa\nbbbb -\ncccc\n"),
        ("aaaa bbbb 1. cccc", "aaaa\nbbbb 1.\ncccc\n"),
        ("aaaa bbbb # cccc", "aaaa\nbbbb #\ncccc\n"),
        ("aaaa bbbb > cccc", "aaaa\nbbbb >\ncccc\n"),
        ("aaaa bbbb ``` cccc", "aaaa bbbb\n\\`\\`\\`\ncccc\n"),  // escaped backticks are text
        ("aaaa bbbb <div> cccc", "aaaa\nbbbb <div>\ncccc\n"),
        // What cannot start a block may start a line.
        ("aaaa bbbb -5 *em* cccc", "aaaa bbbb\n-5 *em*\ncccc\n"),
        // A word longer than the width stays on its own line.
        ("a bbbbbbbbbbbbbbbb c", "a\nbbbbbbbbbbbbbbbb\nc\n"),
        // A hard break starts a new line count.
        ("aaaa bbbb\\\ncccc dddd eeee", "aaaa bbbb\\\ncccc dddd\neeee\n"),
    ])
    func wrap(_ markdown: String, expected: String) {
        #expect(Self.render(markdown) { $0.lineWidth = 10 } == expected)
    }

    @Test("wrapping leaves room for quote and list prefixes")
    func wrapInContainers() {
        #expect(Self.render("> aaa bbb ccc ddd") { $0.lineWidth = 10 } == "> aaa bbb\n> ccc ddd\n")
        #expect(Self.render("10. aaa bbb ccc") { $0.lineWidth = 10 } == "10. aaa\n    bbb\n    ccc\n")
    }

    @Test("setext headings: levels 1 and 2 with content, not right after a paragraph in a tight item")
    func setext() {
        let options: (inout MarkdownRenderOptions) -> Void = { $0.headingStyle = .setext }
        #expect(Self.render("# A\n\n## B\n\n### C", options) == "A\n===\n\nB\n---\n\n### C\n")
        #expect(Self.render([.heading(level: 1, [])], options) == "#\n")
        let item = ListItem(blocks: [.paragraph([.text("p")]), .heading(level: 2, [.text("h")])])
        #expect(Self.render([.list(ListStyle(kind: .bullet, isTight: true), [item])], options) == "- p\n  ## h\n")
    }

    @Test("reference links: one number per URL and title; autolinks and images stay inline")
    func referenceLinks() {
        let markdown = "[a](u) [b](u \"T\") [c](u) [d](<>) [e](v \"say \\\"hi\\\"\") <https://x.org> ![i](img.png)"
        #expect(Self.render(markdown) { $0.linkStyle = .reference } == """
            [a][1] [b][2] [c][1] [d][3] [e][4] <https://x.org> ![i](img.png)

            [1]: u
            [2]: u "T"
            [3]: <>
            [4]: v "say \\"hi\\""

            """)
    }

    @Test("keepHTML none: inline elements become their text; emphasis that needs HTML keeps it")
    func keepHTMLNone() {
        let blocks: [Block] = [.paragraph([
            .text("x"), .superscript([.text("2")]), .text(" "), .underline([.text("u")]), .text(" "),
            .strong([.text("bold.")]), .text("Next"),
        ])]
        #expect(Self.render(blocks) { $0.keepHTML = .none } == "x2 u <strong>bold.</strong>Next\n")
        #expect(Self.render(blocks) { _ in } == "x<sup>2</sup> <u>u</u> <strong>bold.</strong>Next\n")
    }

    @Test("tables with spans are expanded only when readable, inline and in GFM")
    func tableSpans() {
        func cell(_ text: String, columns: Int = 1, rows: Int = 1) -> TableCell {
            TableCell(blocks: [.paragraph([.text(text)])], columnSpan: columns, rowSpan: rows)
        }
        let readable = Table(header: [TableRow(cells: [cell("A"), cell("B")])], body: [
            TableRow(cells: [cell("w", columns: 2)]), TableRow(cells: [cell("1"), cell("2")]), TableRow(cells: [cell("3"), cell("4")]),
        ])
        let expand: (inout MarkdownRenderOptions) -> Void = { $0.tableSpans = .expand }
        #expect(Self.render([.table(readable)], expand) == "| A | B |\n| --- | --- |\n| w | |\n| 1 | 2 |\n| 3 | 4 |\n")
        #expect(Self.render([.table(readable)]) { $0.tableSpans = .expand; $0.flavor = .commonMark }.hasPrefix("<table>"))
        var headerRowSpan = readable
        headerRowSpan.header = [TableRow(cells: [cell("A", rows: 2), cell("B")])]
        #expect(Self.render([.table(headerRowSpan)], expand).hasPrefix("<table>"))
        var blockCell = readable
        blockCell.body[1].cells[0] = TableCell(blocks: [.paragraph([.text("p")]), .paragraph([.text("q")])])
        #expect(Self.render([.table(blockCell)], expand).hasPrefix("<table>"))
        let sparse = Table(header: [TableRow(cells: [cell("A", columns: 3)])], body: [TableRow(cells: [cell("b"), cell("c"), cell("d")])])
        #expect(Self.render([.table(sparse)], expand).hasPrefix("<table>"))
    }

    @Test("pathological input stays linear: unclosed backtick runs, a huge spanning table")
    func pathological() {
        // 40,000 backtick runs of three lengths that never close (raw markup is written as it is).
        let raw = String(repeating: "` a `` b ``` c ", count: 40_000)
        let wrapped = Self.render([.paragraph([.raw(.html, raw)])]) { $0.lineWidth = 20 }
        #expect(wrapped.utf8.count == raw.utf8.count + 1)  // spaces became newlines, plus the final one
        // 200 rows each spanning 1,000 columns: more slots than a grid is built with.
        let cell = TableCell(blocks: [.paragraph([.text("x")])], columnSpan: 1000)
        let table = Table(body: Array(repeating: TableRow(cells: [cell]), count: 200))
        #expect(Self.render([.table(table)]) { $0.tableSpans = .expand }.hasPrefix("<table>"))
    }

    @Test("a front matter block is written first, unchanged")
    func frontMatter() {
        let document = Document(blocks: [.paragraph([.text("x")])], frontMatter: FrontMatter(format: .toml, text: "a = 1\n"))
        #expect(MarkdownRenderer().render(document) == "+++\na = 1\n+++\n\nx\n")
    }
}
