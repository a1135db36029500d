import Backends
import MarkupAST
import Testing

/// Inputs whose Markdown output used to parse back differently (found in review and by
/// `scripts/differential-html.py --markdown`); each must now round-trip.
@Suite("Markdown writer regressions")
struct MarkdownWriterRegressionTests {
    @Test("round-trips", arguments: [
        // A list ending in HTML that runs to the end of its container (`<script>`): a blank
        // line after the list would become part of the HTML.
        "- <script>a\tb | a | b |\n| - | - |\nnext\n",
        "1. x\n\n   <!-- open comment\n\npara\n",
        // Raw HTML at the start of a continuation line must not start an HTML block.
        "para\n\t<!-- c --> x\n",
        "para\n<div> x\n",
        // An item whose first block is a list: `- - -` would be a thematic break.
        "- + -\n",
        "- - a\n  - b\n- c\n",
        // A checkbox must follow its own item's marker.
        "1.\n   - [x] a\n",
        // `|` inside link destinations, raw HTML and autolinks in a table cell.
        "| a | b | c |\n|---|---|---|\n| [l](<u\\|v>) | <span title=\"a\\|b\">x</span> | <http://a.b/c\\|d> |\n",
        // A title with a line break whose next line looks like a heading.
        "[a](b \"x\n\\# y\")\n",
        // Tight lists stay tight: no blank line where none is needed (HTML blocks that can
        // interrupt a paragraph; containers that do not end in a paragraph).
        "- a\n  <div>\n- b\n",
        "1. -\n   para\n2. x\n",
        "- > q\n  <!-- c -->\n- x\n",
        "- a\n  <custom>\n- b\n",
    ])
    func roundTrips(markdown: String) {
        let document = TestParser.parse(markdown)
        let rendered = MarkdownRenderer().render(document)
        let reparsed = TestParser.parse(rendered)
        #expect(reparsed == document, "output:\n\(rendered)\nreparsed:\n\(reparsed.dump)\noriginal:\n\(document.dump)")
    }

    @Test("a footnote ending in a block gets its back-link at the start of the line, as cmark-gfm writes it")
    func footnoteBackLinkAfterBlock() {
        let document = TestParser.parse("x[^a]\n\n[^a]: note\n\n    > q\n")
        let html = HTMLRenderer(options: HTMLRenderOptions(isTrusted: true)).render(document)
        #expect(html.contains("</blockquote>\n<a href=\"#fnref-a\" class=\"footnote-backref\""))
    }
}
