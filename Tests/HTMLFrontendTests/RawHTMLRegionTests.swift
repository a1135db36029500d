@testable import HTMLFrontend
import MarkupAST
import Testing

/// Raw HTML blocks are parsed per region: a raw block, or a run of blocks, after which the
/// HTML parse is back where it started is parsed on its own (DESIGN.md §1, bench/REPORT.md
/// "Markdown paths"). These tests pin the two sides of that rule: what is self-contained,
/// and that splitting never changes what HTML left open wraps.
@Suite("Raw HTML regions")
struct RawHTMLRegionTests {
    private func resolve(_ blocks: [Block]) -> [Block] {
        RawHTMLResolver().resolve(Document(blocks: blocks)).document.blocks
    }

    private static let parser = HTMLParser(options: RawHTMLResolver().options)

    @Test("self-contained markup: nothing left open, tokenizer back in its data state", arguments: [
        "<a id=\"x\"></a>\n", "<table><tr><td>x</td></tr></table>\n", "<p>a</p>\n", "<br>\n", "<!-- c -->\n",
        "<img src=\"a.png\" alt=\"a\">\n", "</div>\n", "<b>x</b> tail\n", "<script>x</script>\n",
    ])
    func selfContained(html: String) {
        #expect(Self.parser.parseSelfContainedFragment(html) != nil)
    }

    @Test("markup that leaves something open is not self-contained", arguments: [
        "<div>\n", "<details>\n<summary>s</summary>\n", "<!-- unterminated\n", "<a href=\"x\n", "<b>x\n",
        "<table>\n", "<script>\n", "<pre>", "<p>open\n", "<plaintext>\n", "<template>\n", "<ul><li>x\n",
    ])
    func notSelfContained(html: String) {
        #expect(Self.parser.parseSelfContainedFragment(html) == nil)
    }

    @Test("closed raw blocks between Markdown blocks: each its own region, the blocks around them untouched")
    func closedBlocks() {
        let first = Block.paragraph([.text("one")])
        let second = Block.heading(level: 2, [.text("two")])
        let blocks = resolve([first, .raw(.html, "<p>raw 1</p>\n"), second, .raw(.html, "<p>raw <b>2</b></p>\n"), first])
        #expect(blocks == [
            first, .paragraph([.text("raw 1")]), second,
            .paragraph([.text("raw "), .strong([.text("2")], attributes: Attributes(elementName: "b"))]), first,
        ])
    }

    @Test("an open element still wraps the Markdown blocks up to its end tag, whatever comes after")
    func openElementWraps() {
        let inner = Block.paragraph([.text("inside")])
        let after = Block.paragraph([.text("after")])
        let blocks = resolve([
            .raw(.html, "<a id=\"top\"></a>\n"),
            .raw(.html, "<div class=\"note\">\n"), inner, inner, .raw(.html, "<p>still open</p>\n"), inner, .raw(.html, "</div>\n"),
            after, .raw(.html, "<br>\n"), after,
        ])
        let wrapper = blocks.first { if case .div(let attributes, _) = $0 { return attributes.classes == ["note"] } else { return false } }
        guard case .div(_, let children)? = wrapper else {
            Issue.record("expected the div to wrap its content, got \(blocks)")
            return
        }
        #expect(children.filter { $0 == inner }.count == 3)
        #expect(blocks.last == after)
        #expect(!children.contains(after))
    }

    @Test("an element never closed wraps everything after it")
    func neverClosed() {
        let inner = Block.paragraph([.text("p")])
        let blocks = resolve([.raw(.html, "<a id=\"a\"></a>\n"), .raw(.html, "<blockquote>\n"), inner, .raw(.html, "<br>\n"), inner])
        guard case .blockQuote(let children, _)? = blocks.last else {
            Issue.record("expected a block quote at the end, got \(blocks)")
            return
        }
        #expect(children.filter { $0 == inner }.count == 2)
    }

    @Test("many closed raw blocks cost one small parse each (linear): 20,000 of them")
    func manyClosedBlocks() {
        var blocks: [Block] = []
        for index in 0..<20_000 {
            blocks.append(.raw(.html, "<p>r\(index)</p>\n"))
            blocks.append(.paragraph([.text("p\(index)")]))
        }
        let resolved = resolve(blocks)
        #expect(resolved.count == 40_000)
        #expect(resolved.last == .paragraph([.text("p19999")]))
    }
}
