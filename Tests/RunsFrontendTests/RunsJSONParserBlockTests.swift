import MarkupAST
import RunsFrontend
import Testing

/// Every block type of runs.json read back into its node, with its attributes.
@Suite("runs.json reader: blocks")
struct RunsJSONParserBlockTests {
    private func run(_ text: String, block: Int, style: Int = 0, role: String? = nil, extra: String = "") -> String {
        let escaped = text.map { $0 == "\n" ? "\\n" : $0 == "\t" ? "\\t" : String($0) }.joined()
        return #"{"text":"\#(escaped)","style":\#(style),"block":\#(block)\#(role.map { #","role":"\#($0)""# } ?? "")\#(extra)}"#
    }

    @Test("paragraphs, headings by level (clamped); anchors as ids, but not the heading slugs the writer generated")
    func paragraphsAndHeadings() {
        let json = RunsJSON.document(
            blocks: [
                #"{"type":"heading","parent":null,"level":2,"anchor":"intro"}"#,
                #"{"type":"paragraph","parent":null,"anchor":"p1"}"#,
                #"{"type":"heading","parent":null,"level":9,"anchor":"top"}"#,
                #"{"type":"heading","parent":null,"level":1,"anchor":"intro-1"}"#,
            ],
            runs: [
                run("Intro", block: 0), run("\n", block: 0, role: "separator"),
                run("Body", block: 1), run("\n", block: 1, role: "separator"),
                run("Deep", block: 2), run("\n", block: 2, role: "separator"), run("Intro", block: 3),
            ]
        )
        let (blocks, codes) = RunsJSON.read(json)
        #expect(codes.isEmpty)
        #expect(blocks == [
            .heading(level: 2, [.text("Intro")]),
            .paragraph([.text("Body")], attributes: Attributes(id: "p1")),
            .heading(level: 6, [.text("Deep")], attributes: Attributes(id: "top")),
            .heading(level: 1, [.text("Intro")]),
        ])
    }

    @Test("lists: bullet and ordered with start, delimiter, numbering, reversed, tightness; markers dropped; task items")
    func lists() {
        let json = RunsJSON.document(
            blocks: [
                #"{"type":"list","parent":null,"ordered":true,"start":3,"tight":false,"markerStyle":"lower-roman","reversed":true,"md":{"delimiter":")"}}"#,
                #"{"type":"listItem","parent":0,"marker":"iii)"}"#,
                #"{"type":"paragraph","parent":1}"#,
                #"{"type":"list","parent":1,"ordered":false,"tight":true}"#,
                #"{"type":"listItem","parent":3,"marker":"☑","task":"checked"}"#,
                #"{"type":"paragraph","parent":4}"#,
                #"{"type":"listItem","parent":0,"marker":"ii)"}"#,
                #"{"type":"paragraph","parent":6}"#,
            ],
            runs: [
                run("iii)\t", block: 2, role: "marker"), run("one", block: 2), run("\n", block: 2, role: "separator"),
                run("☑\t", block: 5, role: "marker"), run("done", block: 5), run("\n", block: 5, role: "separator"),
                run("ii)\t", block: 7, role: "marker"),
            ]
        )
        let (blocks, codes) = RunsJSON.read(json)
        #expect(codes.isEmpty)
        let inner = Block.list(ListStyle(kind: .bullet), [ListItem(task: .checked, blocks: [.paragraph([.text("done")])])])
        #expect(blocks == [
            .list(
                ListStyle(kind: .ordered(start: 3, delimiter: .parenthesis), isTight: false, numbering: .lowerRoman, isReversed: true),
                [ListItem(blocks: [.paragraph([.text("one")]), inner]), ListItem(blocks: [])]
            ),
        ])
    }

    @Test("quotes, code blocks (info, text with a final newline), HTML blocks, rules, divs, figures, footnotes")
    func containersAndLeaves() {
        let json = RunsJSON.document(
            styles: [#"{"marks":[]}"#, #"{"marks":["code"]}"#],
            attachments: [#"{"kind":"rule"}"#],
            blocks: [
                #"{"type":"blockquote","parent":null}"#,
                #"{"type":"paragraph","parent":0}"#,
                #"{"type":"codeBlock","parent":null,"language":"swift","info":"swift title=x"}"#,
                #"{"type":"htmlBlock","parent":null,"html":"<div>old</div>"}"#,
                #"{"type":"thematicBreak","parent":null}"#,
                #"{"type":"figure","parent":null,"anchor":"f"}"#,
                #"{"type":"paragraph","parent":5}"#,
                #"{"type":"footnoteDefinition","parent":null,"label":"n","anchor":"fn-n"}"#,
                #"{"type":"paragraph","parent":7}"#,
                #"{"type":"div","parent":null}"#,
            ],
            runs: [
                run("quoted", block: 1), run("\n", block: 1, role: "separator"),
                run("let x = 1\nprint(x)", block: 2, style: 1), run("\n", block: 2, style: 1, role: "separator"),
                run("<div>new</div>", block: 3, role: "raw", extra: #","rawFormat":"html""#), run("\n", block: 3, role: "separator"),
                run("\u{FFFC}", block: 4, extra: #","attachment":0"#), run("\n", block: 4, role: "separator"),
                run("in figure", block: 6), run("\n", block: 6, role: "separator"),
                run("1.\t", block: 8, role: "marker"), run("note", block: 8),
            ]
        )
        let (blocks, codes) = RunsJSON.read(json)
        #expect(codes.isEmpty)
        #expect(blocks == [
            .blockQuote([.paragraph([.text("quoted")])]),
            .codeBlock(info: "swift title=x", text: "let x = 1\nprint(x)\n"),
            .raw(.html, "<div>new</div>\n"),
            .thematicBreak(),
            .div(Attributes(elementName: "figure", id: "f"), [.paragraph([.text("in figure")])]),
            .footnoteDefinition(label: "n", [.paragraph([.text("note")])]),
            .div(Attributes(), []),
        ])
    }

    @Test("tables: alignments, header rows, spans, caption, empty cells; cell lines joined by U+2028 are hard breaks")
    func tables() {
        let json = RunsJSON.document(
            blocks: [
                #"{"type":"table","parent":null,"columns":[{"align":"left"},{"align":"right"}]}"#,
                #"{"type":"caption","parent":0}"#,
                #"{"type":"tableRow","parent":0,"header":true,"row":0}"#,
                #"{"type":"tableCell","parent":2,"header":true,"row":0,"column":0}"#,
                #"{"type":"tableCell","parent":2,"header":true,"row":0,"column":1}"#,
                #"{"type":"tableRow","parent":0,"header":false,"row":1}"#,
                #"{"type":"tableCell","parent":5,"header":false,"row":1,"column":0,"colspan":2,"rowspan":3}"#,
            ],
            runs: [
                run("Prices", block: 1), run("\n", block: 1, role: "separator"),
                run("A", block: 3), run("\t", block: 3, role: "separator"), run("\n", block: 4, role: "separator"),
                run("one", block: 6), run("\u{2028}", block: 6, role: "lineBreak"), run("two", block: 6),
            ]
        )
        let (blocks, codes) = RunsJSON.read(json)
        #expect(codes.isEmpty)
        let table = Table(
            alignments: [.left, .right],
            header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("A")])]), TableCell(blocks: [])])],
            body: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("one"), .hardBreak, .text("two")])], columnSpan: 2, rowSpan: 3)])],
            caption: [.text("Prices")]
        )
        #expect(blocks == [.table(table)])
    }

    @Test("metadata: meta.title and meta.lang")
    func metadata() {
        let json = #"{"format":"mconv.runs","version":"1.1","meta":{"title":"T","lang":"fr"},"runs":[]}"#
        let result = RunsJSONParser().parse(text: json)
        #expect(result.document.metadata == ["title": "T", "lang": "fr"])
        #expect(result.document.blocks.isEmpty)
    }
}
