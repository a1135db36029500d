import Backends
import MarkupAST
import Testing

/// The Markdown writer writes nested content in place and inserts delimiters around it
/// afterwards, and escapes `|` in a paragraph only after finding one in its text. These
/// cases pin the outputs of those paths (each worked out from the writer's rules in
/// `markdown-backend.md`, and the same as before the writer moved to bytes).
@Suite("Markdown writer: in-place delimiters and pipe escaping")
struct MarkdownWriterInPlaceTests {
    static func render(_ inlines: [Inline]) -> String {
        MarkdownRenderer().render(Document(blocks: [.paragraph(inlines)]))
    }

    @Test("a delimiter-row-like line after a soft break escapes every pipe of the paragraph")
    func delimiterRowAfterSoftBreak() {
        // `--- | ---` would turn `a | b` into a table header; its first `-` is escaped at
        // the line start as well.
        #expect(Self.render([.text("a | b"), .softBreak, .text("--- | ---")]) == "a \\| b\n\\--- \\| ---\n")
    }

    @Test("a pipe without a delimiter-row-like line stays bare")
    func pipeWithoutDelimiterRow() {
        #expect(Self.render([.text("a | b"), .softBreak, .text("c - d")]) == "a | b\nc - d\n")
    }

    @Test("a delimiter-row-like line made of code, text and emphasis counts too")
    func delimiterRowAcrossInlines() {
        let inlines: [Inline] = [.text("x|y"), .hardBreak, .code("-"), .text(" | "), .strong([.text("-")])]
        #expect(Self.render(inlines) == "x\\|y\\\n`-` \\| **-**\n")
    }

    @Test("whitespace moves outside nested delimiters, which alternate where they would touch")
    func nestedWhitespaceMovesOut() {
        let inlines: [Inline] = [.text("a"), .strong([.text(" b "), .emphasis([.text("c ")])]), .text("d")]
        #expect(Self.render(inlines) == "a **b _c_** d\n")
    }

    @Test("whitespace-only emphasis becomes one space")
    func whitespaceOnlyEmphasis() {
        #expect(Self.render([.text("a"), .emphasis([.text("  ")]), .text("b")]) == "a b\n")
    }

    @Test("content the flanking rules reject is wrapped in the HTML element in place")
    func htmlFallbackInPlace() {
        #expect(Self.render([.text("a"), .strong([.text("b.")]), .text("c")]) == "a<strong>b.</strong>c\n")
        #expect(Self.render([.emphasis([.text("x"), .strong([.text("b.")]), .text("c")])]) == "*x<strong>b.</strong>c*\n")
    }

    @Test("a soft break drops trailing spaces of the nested content only")
    func softBreakInsideEmphasis() {
        #expect(Self.render([.text("a "), .emphasis([.text("b "), .softBreak, .text("c")])]) == "a *b\nc*\n")
    }

    @Test("a heading's trailing # run is escaped after the marker and space")
    func headingClosingSequence() {
        let document = Document(blocks: [.heading(level: 2, [.text("C #")]), .heading(level: 3, [.text("##")]), .heading(level: 1, [])])
        #expect(MarkdownRenderer().render(document) == "## C \\#\n\n### \\##\n\n#\n")
    }
}
