import Backends
import MarkupAST
import Testing

/// Where raw HTML lands in the Markdown output decides how it parses back. Found by the
/// differential test (`scripts/differential-html.py --markdown`).
@Suite("Markdown writer: raw HTML placement")
struct MarkdownRawHTMLPlacementTests {
    @Test("round-trips", arguments: [
        // A list ending in HTML that runs to the end of its container (`<script>`): a blank
        // line after the list would become part of the HTML.
        "- <script>a\tb | a | b |\n| - | - |\nnext\n",
        "1. x\n\n   <!-- open comment\n\npara\n",
        // Raw HTML at the start of a continuation line must not start an HTML block.
        "para\n\t<!-- c --> x\n",
        "para\n<div> x\n",
    ])
    func roundTrips(markdown: String) {
        let document = TestParser.parse(markdown)
        let rendered = MarkdownRenderer().render(document)
        let reparsed = TestParser.parse(rendered)
        #expect(reparsed == document, "output:\n\(rendered)\nreparsed:\n\(reparsed.dump)\noriginal:\n\(document.dump)")
    }
}
