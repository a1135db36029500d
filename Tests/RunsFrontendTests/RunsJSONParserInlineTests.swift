import MarkupAST
import RunsFrontend
import Testing

/// Inline structure read back from styles' marks, links, attachments and run roles.
@Suite("runs.json reader: inlines")
struct RunsJSONParserInlineTests {
    /// The inlines of one paragraph whose runs are `runs` as (text, style index, extra JSON).
    private func paragraph(
        styles: [String], links: [String] = [], attachments: [String] = [], _ runs: [(String, Int, String)]
    ) -> (inlines: [Inline], codes: [String]) {
        let json = RunsJSON.document(
            styles: styles, links: links, attachments: attachments, blocks: [#"{"type":"paragraph","parent":null}"#],
            runs: runs.map { #"{"text":"\#($0.0)","style":\#($0.1),"block":0\#($0.2)}"# }
        )
        let (blocks, codes) = RunsJSON.read(json)
        guard case .paragraph(let inlines, _) = blocks.first else { return ([], codes) }
        return (inlines, codes)
    }

    @Test("each mark becomes its node", arguments: [
        ("strong", Inline.strong([.text("x")])),
        ("emphasis", .emphasis([.text("x")])),
        ("code", .code("x")),
        ("strikethrough", .strikethrough([.text("x")])),
        ("delete", .strikethrough([.text("x")], attributes: Attributes(elementName: "del"))),
        ("underline", .underline([.text("x")])),
        ("insert", .underline([.text("x")], attributes: Attributes(elementName: "ins"))),
        ("superscript", .superscript([.text("x")])),
        ("subscript", .subscript([.text("x")])),
        ("mark", .span(Attributes(elementName: "mark"), [.text("x")])),
        ("small", .span(Attributes(elementName: "small"), [.text("x")])),
        ("abbreviation", .span(Attributes(elementName: "abbr"), [.text("x")])),
        ("keyboard", .span(Attributes(elementName: "kbd"), [.text("x")])),
        ("math", .span(Attributes(classes: ["math"]), [.text("x")])),
        ("spoiler", .span(Attributes(classes: ["spoiler"]), [.text("x")])),
    ])
    func mark(_ name: String, _ expected: Inline) {
        let (inlines, codes) = paragraph(styles: [#"{"marks":["\#(name)"]}"#], [("x", 0, "")])
        #expect(inlines == [expected])
        #expect(codes.isEmpty)
    }

    @Test("pairs: del+strikethrough is one del, code+keyboard a kbd code span, ins+underline one ins")
    func markPairs() {
        let (inlines, _) = paragraph(
            styles: [#"{"marks":["strikethrough","delete"]}"#, #"{"marks":["code","keyboard"]}"#, #"{"marks":["underline","insert"]}"#],
            [("a", 0, ""), ("b", 1, ""), ("c", 2, "")]
        )
        #expect(inlines == [
            .strikethrough([.text("a")], attributes: Attributes(elementName: "del")),
            .code("b", attributes: Attributes(elementName: "kbd")),
            .underline([.text("c")], attributes: Attributes(elementName: "ins")),
        ])
    }

    @Test("marks re-nest by reach: the longer one outside; equal reach in a fixed order")
    func nesting() {
        let styles = [#"{"marks":["emphasis"]}"#, #"{"marks":["strong","emphasis"]}"#, #"{"marks":["strong"]}"#, #"{"marks":[]}"#]
        // *a **b** c*
        #expect(paragraph(styles: styles, [("a ", 0, ""), ("b", 1, ""), (" c", 0, "")]).inlines == [
            .emphasis([.text("a "), .strong([.text("b")]), .text(" c")]),
        ])
        // **a *b* c**
        #expect(paragraph(styles: styles, [("a ", 2, ""), ("b", 1, ""), (" c", 2, "")]).inlines == [
            .strong([.text("a "), .emphasis([.text("b")]), .text(" c")]),
        ])
        // ***b*** is emphasis around strong, as CommonMark nests it.
        #expect(paragraph(styles: styles, [("b", 1, "")]).inlines == [.emphasis([.strong([.text("b")])])])
        // Crossed ranges (<i>a<b>b</i>c</b>) split the inner one.
        #expect(paragraph(styles: styles, [("a", 0, ""), ("b", 1, ""), ("c", 2, "")]).inlines == [
            .emphasis([.text("a"), .strong([.text("b")])]), .strong([.text("c")]),
        ])
    }

    @Test("a link over several runs is one link; two links to one URL stay two; titles kept")
    func links() {
        let (inlines, codes) = paragraph(
            styles: [#"{"marks":[]}"#, #"{"marks":["strong"]}"#],
            links: [#"{"href":"https://a.example/","title":"T"}"#, #"{"href":"https://a.example/"}"#],
            [("rich ", 0, #","link":0"#), ("bold", 1, #","link":0"#), (" x", 0, #","link":0"#), ("y", 0, #","link":1"#)]
        )
        #expect(codes.isEmpty)
        #expect(inlines == [
            .link(LinkTarget(destination: "https://a.example/", title: "T"), [.text("rich "), .strong([.text("bold")]), .text(" x")]),
            .link(LinkTarget(destination: "https://a.example/"), [.text("y")]),
        ])
    }

    @Test("breaks by role, raw HTML, footnote references, images with size, other media as links")
    func rolesAndAttachments() {
        let (inlines, codes) = paragraph(
            styles: [#"{"marks":[]}"#],
            attachments: [
                #"{"kind":"image","src":"cat.png","alt":"a cat","title":"Cat","width":640,"height":480.5}"#,
                #"{"kind":"video","src":"v.mp4"}"#, #"{"kind":"image","alt":"no source"}"#,
            ],
            [
                ("a", 0, ""), (" ", 0, #","role":"softBreak""#), ("b", 0, ""), ("\u{2028}\u{2028}", 0, #","role":"lineBreak""#),
                ("<b>", 0, #","role":"raw","rawFormat":"html""#), ("1", 0, #","footnote":"n""#),
                ("\u{FFFC}", 0, #","attachment":0"#), ("\u{FFFC}", 0, #","attachment":1"#), ("\u{FFFC}", 0, #","attachment":2"#),
            ]
        )
        #expect(codes.isEmpty)
        let size = Attributes(other: [.init(name: "width", value: "640"), .init(name: "height", value: "480.5")])
        #expect(inlines == [
            .text("a"), .softBreak, .text("b"), .hardBreak, .hardBreak, .raw(.html, "<b>"), .footnoteReference(label: "n"),
            .image(LinkTarget(destination: "cat.png", title: "Cat", attributes: size), [.text("a cat")]),
            .link(LinkTarget(destination: "v.mp4"), [.text("v.mp4")]), .text("no source"),
        ])
    }

    @Test("colour and background no mark or theme explains become a span style; theme and link colours do not")
    func presentation() {
        let (inlines, _) = paragraph(
            styles: [
                ##"{"marks":[],"color":"#1f2328"}"##, ##"{"marks":[],"color":"#cc0000","background":"#ffff00"}"##,
                ##"{"marks":["code"],"color":"#1f2328","background":"#818b981f"}"##, ##"{"marks":[],"color":"#0969da"}"##,
            ],
            links: [#"{"href":"u"}"#],
            [("plain ", 0, ""), ("red", 1, ""), (" ", 0, ""), ("code", 2, ""), (" ", 0, ""), ("link", 3, #","link":0"#)]
        )
        var red = InlineStyle()
        red.add(StyleDeclaration(.color(.rgba(RGBAColor(rgb: 0xCC0000)))))
        red.add(StyleDeclaration(.backgroundColor(.rgba(RGBAColor(rgb: 0xFFFF00)))))
        #expect(inlines == [
            .text("plain "), .span(Attributes(style: red), [.text("red")]), .text(" "), .code("code"), .text(" "),
            .link(LinkTarget(destination: "u"), [.text("link")]),
        ])

        // A colour the options name as a theme colour is not the content's.
        let json = RunsJSON.document(
            styles: [##"{"marks":[],"color":"#59636e"}"##], blocks: [##"{"type":"paragraph","parent":null}"##],
            runs: [#"{"text":"quiet","style":0,"block":0}"#]
        )
        let themed = RunsJSONParser(options: RunsJSONParseOptions(themeColors: [RGBAColor(rgb: 0x59636E)])).parse(text: json)
        #expect(themed.document.blocks == [.paragraph([.text("quiet")])])
    }

    @Test("whitespace at the edges of a paragraph is dropped, inside formatting too; tabs are kept")
    func edgeWhitespace() {
        let (inlines, _) = paragraph(
            styles: [#"{"marks":[]}"#, #"{"marks":["strong"]}"#],
            [("  ", 0, ""), ("\\tx ", 1, ""), ("y ", 0, ""), (" ", 0, #","role":"softBreak""#)]
        )
        #expect(inlines == [.strong([.text("\tx ")]), .text("y")])
    }
}
