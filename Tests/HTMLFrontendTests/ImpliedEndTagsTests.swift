import MarkupAST
import Testing
@testable import HTMLFrontend

/// Elements closed without an end tag (HTML Standard §13.2.6.3, "generate implied end tags",
/// and the start tags that close an open `p`, `li`, `dd`, `option`…), and the
/// ``DOMTree/Node/hasExplicitEndTag`` flag that tells them from elements closed in the input.
@Suite("Implied end tags")
struct ImpliedEndTagsTests {
    @Test("a document without html, head and body gets them")
    func documentStructure() {
        #expect(ParsedTree.document("x").dump == dump(
            "<html>",
            "  <head>",
            "  <body>",
            "    \"x\""
        ))
    }

    @Test("<p>, <li>, <dt>/<dd> and <option> close the previous one")
    func siblings() {
        #expect(ParsedTree.fragment("<p>a<p>b").dump == dump("<p>", "  \"a\"", "<p>", "  \"b\""))
        #expect(ParsedTree.fragment("<ul><li>a<li>b</ul>").dump == dump(
            "<ul>", "  <li>", "    \"a\"", "  <li>", "    \"b\""
        ))
        #expect(ParsedTree.fragment("<dl><dt>a<dd>b<dt>c</dl>").dump == dump(
            "<dl>", "  <dt>", "    \"a\"", "  <dd>", "    \"b\"", "  <dt>", "    \"c\""
        ))
        #expect(ParsedTree.fragment("<option>a<option>b").dump == dump(
            "<option>", "  \"a\"", "<option>", "  \"b\""
        ))
    }

    @Test("a block start tag closes an open <p>; a <li> inside a <div> still closes the outer <li>")
    func blocks() {
        #expect(ParsedTree.fragment("<p>a<div>b</div>").dump == dump("<p>", "  \"a\"", "<div>", "  \"b\""))
        #expect(ParsedTree.fragment("<li><div><li>x").dump == dump("<li>", "  <div>", "<li>", "  \"x\""))
    }

    @Test("ruby: rt and rp close rb and each other")
    func ruby() {
        #expect(ParsedTree.fragment("<ruby>a<rb>b<rt>c<rp>d</ruby>").dump == dump(
            "<ruby>",
            "  \"a\"",
            "  <rb>",
            "    \"b\"",
            "  <rt>",
            "    \"c\"",
            "  <rp>",
            "    \"d\""
        ))
    }

    @Test("a cell outside a row gets an implied tbody and tr")
    func tableStructure() {
        #expect(ParsedTree.fragment("<table><td>x</table>").dump == dump(
            "<table>",
            "  <tbody>",
            "    <tr>",
            "      <td>",
            "        \"x\""
        ))
    }

    @Test("select: options close each other, optgroup closes an option, </select> closes all")
    func select() {
        #expect(ParsedTree.fragment("<select><option>a<optgroup><option>b</select>c").dump == dump(
            "<select>",
            "  <option>",
            "    \"a\"",
            "  <optgroup>",
            "    <option>",
            "      \"b\"",
            "\"c\""
        ))
    }

    @Test("hasExplicitEndTag: set by the element's end tag, not by implied closes or the end of input")
    func explicitEndTags() {
        let paragraphs = ParsedTree.fragment("<p>a</p><p>b<p>c")
        #expect(paragraphs.elements("p").map(\.hasExplicitEndTag) == [true, false, false])

        // </p> without an open p makes an empty one, which that end tag closes.
        let stray = ParsedTree.fragment("x</p>")
        #expect(stray.elements("p").map(\.hasExplicitEndTag) == [true])

        // </div> closes the span inside it implicitly.
        let nested = ParsedTree.fragment("<div><span>x</div>")
        #expect(nested.elements("div").map(\.hasExplicitEndTag) == [true])
        #expect(nested.elements("span").map(\.hasExplicitEndTag) == [false])

        let unknown = ParsedTree.fragment("<x-card>a</x-card><Hot>b")
        #expect(unknown.elements("x-card").map(\.hasExplicitEndTag) == [true])
        #expect(unknown.elements("hot").map(\.hasExplicitEndTag) == [false])

        let table = ParsedTree.fragment("<table><tr><td>a</td><td>b</table>")
        #expect(table.elements("td").map(\.hasExplicitEndTag) == [true, false])
        #expect(table.elements("tr").map(\.hasExplicitEndTag) == [false])
        #expect(table.elements("table").map(\.hasExplicitEndTag) == [true])

        let foreign = ParsedTree.fragment("<svg><g></g><rect>")
        #expect(foreign.elements("g").map(\.hasExplicitEndTag) == [true])
        #expect(foreign.elements("rect").map(\.hasExplicitEndTag) == [false])
    }

    @Test("span: an element's span is its start tag; an implied element's span is empty")
    func spans() {
        let parsed = ParsedTree.document("<p class=x>hi</p>")
        let paragraph = parsed.elements("p")[0]
        #expect(paragraph.span == SourceSpan(start: 0, end: 11))
        let text = parsed.tree[paragraph.firstChild]
        #expect(text.kind == .text && text.span == SourceSpan(start: 11, end: 13))
        let body = parsed.elements("body")[0]
        #expect(body.span.start == body.span.end)
    }
}
