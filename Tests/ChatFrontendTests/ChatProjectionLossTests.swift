import Backends
import MarkdownFrontend
import MarkupAST
import Testing

/// The documented losses of ``Backends/ChatProjection``, one case each: what a flavour
/// cannot hold, and what it becomes instead.
@Suite("chat projection losses")
struct ChatProjectionLossTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var loss: String
        var markdown: String
        var flavor: ChatFlavor
        var expected: Document
        /// A tree Markdown cannot write, used instead of ``markdown`` when set.
        var tree: Document? = nil
        var testDescription: String { "\(flavor.rawValue): \(loss)" }
    }

    static let cases: [Case] = [
        Case(loss: "a heading is a strong line", markdown: "## Title", flavor: .slack, expected: Document(blocks: [.paragraph([.strong([.text("Title")])])])),
        Case(loss: "an image is a link to its source", markdown: "![alt](i.png)", flavor: .telegram,
             expected: Document(blocks: [.paragraph([.link(LinkTarget(destination: "i.png"), [.text("alt")])])])),
        Case(loss: "a link is text (url) without links", markdown: "[a](http://u)", flavor: .whatsapp,
             expected: Document(blocks: [.paragraph([.text("a (http://u)")])])),
        Case(loss: "an autolink is its URL without links", markdown: "<http://u>", flavor: .markup,
             expected: Document(blocks: [.paragraph([.text("http://u")])])),
        Case(loss: "Slack link text is plain", markdown: "[*a*](http://u)", flavor: .slack,
             expected: Document(blocks: [.paragraph([.link(LinkTarget(destination: "http://u"), [.text("a")])])])),
        Case(loss: "a table is lines, header cells strong", markdown: "| a | b |\n|---|---|\n| 1 | 2 |", flavor: .markup,
             expected: Document(blocks: [.paragraph([.strong([.text("a")]), .text(" | "), .strong([.text("b")]), .hardBreak, .text("1 | 2")])])),
        Case(loss: "a nested list is indented lines without lists", markdown: "- a\n  - b", flavor: .telegram,
             expected: Document(blocks: [.paragraph([.text("• a"), .hardBreak, .text("  • b")])])),
        Case(loss: "a nested list is flat items on WhatsApp", markdown: "1. a\n   - b", flavor: .whatsapp,
             expected: Document(blocks: [.list(ListStyle(kind: .ordered(start: 1, delimiter: .period)), [
                 ListItem(blocks: [.paragraph([.text("a")])]), ListItem(blocks: [.paragraph([.text("b")])]),
             ])])),
        Case(loss: "a soft break is a line break", markdown: "a\nb", flavor: .markup, expected: Document(blocks: [.paragraph([.text("a"), .hardBreak, .text("b")])])),
        Case(loss: "formatting is split at line breaks", markdown: "*a\nb*", flavor: .slack,
             expected: Document(blocks: [.paragraph([.emphasis([.text("a")]), .hardBreak, .emphasis([.text("b")])])])),
        Case(loss: "formatting inside a word is dropped", markdown: "foo**bar**baz", flavor: .whatsapp, expected: Document(blocks: [.paragraph([.text("foobarbaz")])])),
        Case(loss: "Telegram keeps formatting inside a word", markdown: "foo**bar**baz", flavor: .telegram,
             expected: Document(blocks: [.paragraph([.text("foo"), .strong([.text("bar")]), .text("baz")])])),
        Case(loss: "whitespace at the edges of formatting moves outside", markdown: "", flavor: .markup,
             expected: Document(blocks: [.paragraph([.text("a "), .strong([.text("b")]), .text(" c")])]),
             tree: Document(blocks: [.paragraph([.text("a"), .strong([.text(" b ")]), .text("c")])])),
        Case(loss: "underline and superscript are their content but on Telegram", markdown: "", flavor: .slack,
             expected: Document(blocks: [.paragraph([.text("a2")])]),
             tree: Document(blocks: [.paragraph([.underline([.text("a")]), .superscript([.text("2")])])])),
        Case(loss: "a spoiler is its content but on Telegram", markdown: "", flavor: .whatsapp,
             expected: Document(blocks: [.paragraph([.text("secret")])]),
             tree: Document(blocks: [.paragraph([.span(Attributes(classes: [ChatFlavor.spoilerClass]), [.text("secret")])])])),
        Case(loss: "the same kind nested in itself is flattened", markdown: "***a** b*", flavor: .markup,
             expected: Document(blocks: [.paragraph([.emphasis([.strong([.text("a")]), .text(" b")])])])),
        Case(loss: "Markup has no code", markdown: "`x`", flavor: .markup, expected: Document(blocks: [.paragraph([.text("x")])])),
        Case(loss: "a code block keeps no language but on Telegram", markdown: "```swift\nx\n```", flavor: .slack,
             expected: Document(blocks: [.codeBlock(info: "", text: "x\n")])),
        Case(loss: "a nested quote is prefixed lines", markdown: "> > a", flavor: .whatsapp,
             expected: Document(blocks: [.blockQuote([.paragraph([.text("> a")])])])),
        Case(loss: "a quote is prefixed lines without quotes", markdown: "> a\n>\n> b", flavor: .markup,
             expected: Document(blocks: [.paragraph([.text("> a"), .hardBreak, .text(">"), .hardBreak, .text("> b")])])),
        Case(loss: "footnotes are [label] and a paragraph at the end", markdown: "x[^n]\n\n[^n]: note", flavor: .slack,
             expected: Document(blocks: [.paragraph([.text("x[n]")]), .paragraph([.text("[n] note")])])),
        Case(loss: "a thematic break is a line of dashes", markdown: "---", flavor: .telegram, expected: Document(blocks: [.paragraph([.text("———")])])),
        Case(loss: "raw HTML is dropped", markdown: "<div>x</div>", flavor: .markup, expected: Document(blocks: [])),
    ]

    @Test("each documented loss", arguments: cases)
    func loss(_ testCase: Case) {
        let document = testCase.tree ?? MarkdownParser().parse(testCase.markdown).document
        let projected = ChatProjection.project(document, flavor: testCase.flavor)
        #expect(projected == testCase.expected, "\(projected.dump)")
    }
}
