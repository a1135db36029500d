import Testing
@testable import HTMLFrontend

/// Misnested formatting elements, repaired by the adoption agency algorithm (HTML Standard
/// §13.2.6.4.7). Expected trees follow the algorithm step by step.
@Suite("Adoption agency algorithm")
struct AdoptionAgencyTests {
    @Test("<b>1<i>2</b>3</i>: the i is split around the end of the b")
    func overlappingFormatting() {
        let parsed = ParsedTree.fragment("<b>1<i>2</b>3</i>")
        #expect(parsed.dump == dump(
            "<b>",
            "  \"1\"",
            "  <i>",
            "    \"2\"",
            "<i>",
            "  \"3\""
        ))
    }

    @Test("a formatting element around a block: the block is moved out and gets a clone")
    func furthestBlock() {
        let parsed = ParsedTree.fragment("<b>1<p>2</b>3</p>")
        #expect(parsed.dump == dump(
            "<b>",
            "  \"1\"",
            "<p>",
            "  <b>",
            "    \"2\"",
            "  \"3\""
        ))
    }

    @Test("a second <a> closes the first one, even across a block")
    func nestedLinks() {
        let parsed = ParsedTree.fragment("<a href=1>x<div><a href=2>y</a></div>")
        #expect(parsed.dump == dump(
            "<a>",
            "  href=\"1\"",
            "  \"x\"",
            "<div>",
            "  <a>",
            "    href=\"1\"",
            "  <a>",
            "    href=\"2\"",
            "    \"y\""
        ))
    }

    @Test("the inner loop clones the three formatting elements nearest the block and drops the rest")
    func innerLoopLimit() {
        // Inside the div's ancestors s, u and i are cloned (inner loop counter 1-3); b, the
        // fourth, leaves the list and the stack.
        let parsed = ParsedTree.fragment("<a><b><i><u><s><div>x</a>y")
        #expect(parsed.dump == dump(
            "<a>",
            "  <b>",
            "    <i>",
            "      <u>",
            "        <s>",
            "<i>",
            "  <u>",
            "    <s>",
            "      <div>",
            "        <a>",
            "          \"x\"",
            "        \"y\""
        ))
    }

    @Test("formatting closed by the end tag (also by the algorithm) has hasExplicitEndTag; clones and implied closes do not")
    func explicitEndTags() {
        let simple = ParsedTree.fragment("<b>x</b><i>y")
        #expect(simple.elements("b").map(\.hasExplicitEndTag) == [true])
        #expect(simple.elements("i").map(\.hasExplicitEndTag) == [false])

        // The end tag closes the original <b> and, in the algorithm's second round, the clone
        // inside the <p>.
        let split = ParsedTree.fragment("<b>1<p>2</b>3")
        #expect(split.elements("b").map(\.hasExplicitEndTag) == [true, true])
        #expect(split.elements("p").map(\.hasExplicitEndTag) == [false])

        // A repeated <a> closes the first one without an end tag in the input.
        let links = ParsedTree.fragment("<a>1<a>2</a>")
        #expect(links.elements("a").map(\.hasExplicitEndTag) == [false, true])
    }

    @Test("Noah's Ark: at most three identical formatting elements are reopened")
    func noahsArk() {
        let parsed = ParsedTree.fragment("<p><b><b><b><b>x</p>y")
        #expect(parsed.dump == dump(
            "<p>",
            "  <b>",
            "    <b>",
            "      <b>",
            "        <b>",
            "          \"x\"",
            "<b>",
            "  <b>",
            "    <b>",
            "      \"y\""
        ))
    }

    @Test("formatting closed by a block end is reopened for the next text")
    func reconstruction() {
        let parsed = ParsedTree.fragment("<p><i>a</p>b")
        #expect(parsed.dump == dump(
            "<p>",
            "  <i>",
            "    \"a\"",
            "<i>",
            "  \"b\""
        ))
    }
}
