@testable import HTMLFrontend
import MarkupAST
import Testing

/// Raw HTML inside a Markdown tree, resolved through the HTML parser (DESIGN.md §1). The
/// trees are built by hand as the Markdown frontend builds them: cmark splits inline HTML
/// into one raw node per tag, and HTML blocks into raw blocks around Markdown content.
@Suite("Raw HTML in Markdown trees")
struct RawHTMLResolverTests {
    private func resolve(_ blocks: [Block]) -> ParseResult {
        RawHTMLResolver().resolve(Document(blocks: blocks))
    }

    @Test("inline tags pair up across raw nodes: Some <b>bold</b> text")
    func inlineTags() {
        let result = resolve([.paragraph([.text("Some "), .raw(.html, "<b>"), .text("bold"), .raw(.html, "</b>"), .text(" text")])])
        #expect(result.document.blocks == [.paragraph([.text("Some "), .strong([.text("bold")], attributes: Attributes(elementName: "b")), .text(" text")])])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Markdown nodes inside HTML are kept untouched, whitespace included")
    func markdownInsideHTML() {
        let emphasis = Inline.emphasis([.text("a  b")])
        let result = resolve([.paragraph([.raw(.html, "<sup>"), emphasis, .softBreak, .raw(.html, "</sup>"), .raw(.html, "<br>"), .text("x")])])
        #expect(result.document.blocks == [.paragraph([.superscript([emphasis, .softBreak]), .hardBreak, .text("x")])])
    }

    @Test("an HTML block split by Markdown content: <details> … blank line … </details>")
    func splitBlock() {
        let inner = Block.paragraph([.text("Inside "), .strong([.text("md")])])
        let result = resolve([
            .raw(.html, "<details>\n<summary>More</summary>\n"),
            inner,
            .raw(.html, "</details>\n"),
            .paragraph([.text("after")]),
        ])
        guard case .div(let attributes, let children)? = result.document.blocks.first else {
            Issue.record("expected a div, got \(result.document.dump)")
            return
        }
        #expect(attributes.elementName == "details")
        #expect(children.last == inner)
        #expect(result.document.blocks.last == .paragraph([.text("after")]))
    }

    @Test("tags inside headings, emphasis and table cells resolve in place")
    func nestedContexts() {
        let heading = Block.heading(level: 2, [.text("H"), .raw(.html, "<sub>"), .text("2"), .raw(.html, "</sub>"), .text("O")])
        let cell = TableCell(blocks: [.paragraph([.raw(.html, "<i>"), .text("c"), .raw(.html, "</i>")])])
        let table = Block.table(Table(body: [TableRow(cells: [cell])]))
        let strong = Block.paragraph([.strong([.raw(.html, "<u>"), .text("u"), .raw(.html, "</u>")])])
        let result = resolve([heading, table, strong])
        #expect(result.document.blocks[0] == .heading(level: 2, [.text("H"), .subscript([.text("2")]), .text("O")]))
        let italic = Inline.emphasis([.text("c")], attributes: Attributes(elementName: "i"))
        #expect(result.document.blocks[1] == .table(Table(body: [TableRow(cells: [TableCell(blocks: [.paragraph([italic])])])])))
        #expect(result.document.blocks[2] == .paragraph([.strong([.underline([.text("u")])])]))
    }

    @Test("script, style and comments are dropped; content they swallow is reported")
    func droppedContent() {
        let result = resolve([
            .paragraph([.text("a"), .raw(.html, "<!-- note -->"), .text("b")]),
            .raw(.html, "<script>\n"),
            .paragraph([.text("swallowed")]),
            .raw(.html, "</script>\n"),
        ])
        #expect(result.document.blocks == [.paragraph([.text("ab")])])
        #expect(result.diagnostics.map(\.code) == ["raw-html-dropped-content"])
    }

    @Test("a block placeholder inside inline HTML gives its inline content; documents without raw HTML are unchanged")
    func degradedAndUnchanged() {
        let result = resolve([.raw(.html, "<span>\n"), .paragraph([.text("p")]), .raw(.html, "</span>\n")])
        #expect(Inline.plainText(of: result.document.blocks.flatMap(Self.inlines), softBreak: " ", hardBreak: "\n", includingRawMarkup: false).contains("p"))
        let plain = Document(blocks: [.paragraph([.text("no html")]), .codeBlock(info: "", text: "<b>")])
        #expect(!RawHTMLResolver.containsRawHTML(plain))
        #expect(RawHTMLResolver().resolve(plain).document == plain)
    }

    @Test("a parse result: raw HTML resolved, the parser's diagnostics first; without raw HTML the result itself")
    func parseResult() {
        let parserWarning = Diagnostic(code: "from-the-parser", message: "earlier")
        let parsed = ParseResult(
            document: Document(blocks: [.paragraph([.raw(.html, "<b>"), .text("x"), .raw(.html, "</b>"), .raw(.html, "</i>")])]),
            diagnostics: [parserWarning]
        )
        let resolved = RawHTMLResolver().resolve(parsed)
        #expect(resolved.document.blocks == [.paragraph([.strong([.text("x")], attributes: Attributes(elementName: "b"))])])
        #expect(resolved.diagnostics.first == parserWarning)
        #expect(resolved.diagnostics == [parserWarning] + RawHTMLResolver().resolve(parsed.document).diagnostics)
        let plain = ParseResult(document: Document(blocks: [.paragraph([.text("no html")])]), diagnostics: [parserWarning])
        #expect(RawHTMLResolver().resolve(plain) == plain)
    }

    @Test("a frontend's list of blocks holding raw HTML: only those are looked into, with the same result")
    func candidateBlocks() {
        let blocks: [Block] = [
            .paragraph([.text("plain")]),
            .blockQuote([.paragraph([.text("a "), .raw(.html, "<b>"), .text("b"), .raw(.html, "</b>")])]),
            .raw(.html, "<div>"),
            .paragraph([.text("inside")]),
            .raw(.html, "</div>"),
            .list(ListStyle(kind: .bullet, isTight: true), [ListItem(blocks: [.paragraph([.raw(.html, "<i>"), .text("i"), .raw(.html, "</i>")])])]),
            .paragraph([.text("after")]),
        ]
        var parsed = ParseResult(document: Document(blocks: blocks))
        let walked = RawHTMLResolver().resolve(parsed)
        parsed.blocksHoldingRawMarkup = [1, 2, 4, 5]
        let hinted = RawHTMLResolver().resolve(parsed)
        #expect(hinted.document == walked.document)
        #expect(hinted.diagnostics == walked.diagnostics)
        // A list that also names blocks without raw HTML changes nothing either.
        parsed.blocksHoldingRawMarkup = Array(blocks.indices)
        #expect(RawHTMLResolver().resolve(parsed).document == walked.document)
        // An empty list means the document holds none: returned as it is, not parsed.
        parsed.blocksHoldingRawMarkup = []
        #expect(RawHTMLResolver().resolve(parsed).document.blocks == blocks)
    }

    @Test("placeholder-like text in the input stays text")
    func forgedPlaceholders() {
        var forged = ""
        forged.unicodeScalars.append(Unicode.Scalar(UInt32(0xFDD0)) ?? " ")
        forged += "0"
        forged.unicodeScalars.append(Unicode.Scalar(UInt32(0xFDD1)) ?? " ")
        forged += " and 99"
        let result = resolve([.paragraph([.raw(.html, "<b>"), .text("x"), .raw(.html, "</b>"), .raw(.html, "<i>\(forged)</i>")])])
        #expect(result.document.blocks == [
            .paragraph([.strong([.text("x")], attributes: Attributes(elementName: "b")), .emphasis([.text(forged)], attributes: Attributes(elementName: "i"))]),
        ])
    }

    private static func inlines(_ block: Block) -> [Inline] {
        switch block {
        case .paragraph(let inlines, _): return inlines
        case .div(_, let blocks): return blocks.flatMap(inlines)
        default: return []
        }
    }

    @Test("comment-only raw blocks are dropped without parsing; blocks before the first raw HTML are kept as they are")
    func commentsAndPrefix() {
        let before = Block.paragraph([.text("before")])
        let result = resolve([
            before, .raw(.html, "<!-- YAML\nadded: v1 -->\n"), .paragraph([.text("middle")]), .raw(.html, "<hr class=\"line\"/>\n"),
            .paragraph([.text("after")]),
        ])
        #expect(result.document.blocks.first == before)
        #expect(result.document.blocks.count == 4)
        if case .thematicBreak = result.document.blocks[2] {} else { Issue.record("\(result.document.blocks)") }
        // The same document without the comment resolves to the same tree.
        let withoutComment = resolve([before, .paragraph([.text("middle")]), .raw(.html, "<hr class=\"line\"/>\n"), .paragraph([.text("after")])])
        #expect(result.document == withoutComment.document)
    }

    @Test("what counts as only comments", arguments: [
        ("<!-- a -->", true), ("  <!-- a -->\n<!--b-->\n", true), ("<!---->", true), ("<!-- a --> text", false),
        ("<!-- never closed", false), ("<!--> x", false), ("<!---> x", false), ("<div><!-- a --></div>", false), ("", false),
        ("<!-- a --!> b -->", false),
    ])
    func onlyComments(html: String, expected: Bool) {
        #expect(RawHTMLResolutionPass.isOnlyComments(html) == expected, "\(html)")
    }
}
