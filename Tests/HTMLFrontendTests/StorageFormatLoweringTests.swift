import HTMLFrontend
import MarkupAST
import Testing

/// Confluence storage format (`ac:` elements, issue 14): macro bodies written as CDATA
/// survive the HTML parser's bogus comments, callouts are block quotes, and parameters are
/// settings, not text; bad input (a CDATA section never closed, a parameter never closed)
/// never loses the content after it.
@Suite("Lowering: Confluence storage format")
struct StorageFormatLoweringTests {
    private static func code(_ language: String, _ body: String) -> String {
        "<ac:structured-macro ac:name=\"code\"><ac:parameter ac:name=\"language\">\(language)</ac:parameter>"
            + "<ac:plain-text-body>\(body)</ac:plain-text-body></ac:structured-macro>"
    }

    @Test("a code macro's CDATA is its code block, whatever angle brackets it holds", arguments: [
        ("a > b", "a > b\n"),
        ("List<String> xs; if (a < b) {}", "List<String> xs; if (a < b) {}\n"),
        ("<p>x</p>\n<table><tr><td>y", "<p>x</p>\n<table><tr><td>y\n"),
        ("a <!-- b --> c", "a <!-- b --> c\n"),
        ("first\r\nsecond\rthird", "first\nsecond\nthird\n"),
    ])
    func codeMacro(body: String, text: String) {
        let blocks = Lowered.blocks(Self.code("java", "<![CDATA[\(body)]]>") + "<p>after</p>")
        #expect(blocks == [.codeBlock(info: "java", text: text), Lowered.paragraph("after")])
    }

    @Test("a body split into several CDATA sections is one code block")
    func splitSections() {
        let blocks = Lowered.blocks(Self.code("sh", "<![CDATA[echo ]]]]><![CDATA[>done]]>"))
        #expect(blocks == [.codeBlock(info: "sh", text: "echo ]]>done\n")])
    }

    @Test("a plain-text body without CDATA is its text")
    func bodyWithoutCharacterData() {
        #expect(Lowered.blocks(Self.code("sql", "SELECT 1 &lt; 2;")) == [.codeBlock(info: "sql", text: "SELECT 1 < 2;\n")])
    }

    @Test("a CDATA section never closed loses nothing after it")
    func unterminatedSection() {
        let blocks = Lowered.blocks("<ac:plain-text-body><![CDATA[x > y</ac:plain-text-body><p>after</p><p>more</p>")
        #expect(blocks.contains(Lowered.paragraph("after")))
        #expect(blocks.contains(Lowered.paragraph("more")))
    }

    @Test("many CDATA sections never closed are read in linear time")
    func manyUnterminated() {
        let html = String(repeating: "<ac:plain-text-body><![CDATA[x > y</ac:plain-text-body>", count: 20_000)
        #expect(Lowered.blocks(html).isEmpty == false)
    }

    @Test("callout macros are block quotes led by their title or their kind")
    func callouts() {
        let html = "<ac:structured-macro ac:name=\"warning\"><ac:parameter ac:name=\"title\">Careful</ac:parameter>"
            + "<ac:rich-text-body><p>Hot.</p></ac:rich-text-body></ac:structured-macro>"
            + "<ac:structured-macro ac:name=\"info\"><ac:rich-text-body><p>Cold.</p></ac:rich-text-body></ac:structured-macro>"
        #expect(Lowered.blocks(html) == [
            .blockQuote([.paragraph([.strong([.text("Careful")])]), Lowered.paragraph("Hot.")]),
            .blockQuote([.paragraph([.strong([.text("Info")])]), Lowered.paragraph("Cold.")]),
        ])
    }

    @Test("parameters are settings; a status macro is its title")
    func parametersAndStatus() {
        let html = "<p>State: <ac:structured-macro ac:name=\"status\"><ac:parameter ac:name=\"colour\">Green</ac:parameter>"
            + "<ac:parameter ac:name=\"title\">Done</ac:parameter></ac:structured-macro>.</p>"
        #expect(Lowered.inlines(html) == [.text("State: Done.")])
    }

    @Test("a parameter no end tag closed shows what the parser nested in it")
    func unclosedParameter() {
        #expect(Lowered.inlines("<p>a <ac:parameter ac:name=\"x\">b c</p>") == [.text("a b c")])
    }

    @Test("links show their CDATA body, or the title of what they point to")
    func links() {
        let body = "<p>See <ac:link><ri:page ri:content-title=\"Runbook\"/><ac:plain-text-link-body><![CDATA[the <runbook>]]></ac:plain-text-link-body></ac:link>.</p>"
        #expect(Lowered.inlines(body) == [.text("See the <runbook>.")])
        let bare = "<p>See <ac:link><ri:page ri:content-title=\"Runbook\" /></ac:link>.</p>"
        #expect(Lowered.inlines(bare) == [.text("See Runbook.")])
    }

    @Test("a task list is a list of task items")
    func taskList() {
        let html = "<ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>complete</ac:task-status>"
            + "<ac:task-body>Ship</ac:task-body></ac:task><ac:task><ac:task-id>2</ac:task-id>"
            + "<ac:task-status>incomplete</ac:task-status><ac:task-body>Tag</ac:task-body></ac:task></ac:task-list>"
        #expect(Lowered.blocks(html) == [
            .list(ListStyle(kind: .bullet), [
                ListItem(task: .checked, blocks: [Lowered.paragraph("Ship")]),
                ListItem(task: .unchecked, blocks: [Lowered.paragraph("Tag")]),
            ]),
        ])
    }

    @Test("outside storage-format elements, CDATA stays a comment as in a browser")
    func plainHTMLUnchanged() {
        #expect(Lowered.inlines("<p>a<![CDATA[b]]>c</p>") == [.text("ac")])
    }
}
