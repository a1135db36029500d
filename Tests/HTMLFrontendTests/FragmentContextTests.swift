import Testing
@testable import HTMLFrontend

/// Fragment parsing with a context element (HTML Standard §13.4): the insertion mode and the
/// tokenizer state come from the context, written as html5lib-tests write it.
@Suite("Fragment contexts")
struct FragmentContextTests {
    @Test("body (the default): a stray <td> is dropped")
    func body() {
        #expect(ParsedTree.fragment("a<td>b").dump == dump("\"ab\""))
    }

    @Test("td: cell content parses as body content, a nested <td> is dropped")
    func cell() {
        #expect(ParsedTree.fragment("a<td>b", context: "td").dump == dump("\"ab\""))
    }

    @Test("tr and table: cells and rows get their table structure")
    func tableParts() {
        #expect(ParsedTree.fragment("<td>a", context: "tr").dump == dump("<td>", "  \"a\""))
        #expect(ParsedTree.fragment("<tr><td>a", context: "table").dump == dump(
            "<tbody>", "  <tr>", "    <td>", "      \"a\""
        ))
    }

    @Test("select: options parse, <input> and a nested <select> are dropped")
    func select() {
        #expect(ParsedTree.fragment("<option>a<select><input><option>b", context: "select").dump == dump(
            "<option>", "  \"a\"", "<option>", "  \"b\""
        ))
    }

    @Test("svg path: content is SVG until an HTML element breaks out")
    func svg() {
        #expect(ParsedTree.fragment("<g/><clippath/>x<div>y", context: "svg path").dump == dump(
            "<svg g>",
            "<svg clipPath>",
            "\"x\"",
            "<div>",
            "  \"y\""
        ))
    }

    @Test("math mi (a text integration point) parses HTML; math annotation-xml lets <svg> in")
    func math() {
        #expect(ParsedTree.fragment("<b>x</b><mo>", context: "math mi").dump == dump(
            "<b>", "  \"x\"", "<mo>"
        ))
        #expect(ParsedTree.fragment("<svg><p>", context: "math annotation-xml").dump == dump(
            "<svg svg>", "<p>"
        ))
    }

    @Test("textarea and title: RCDATA, and their own end tag is text (no start tag was seen)")
    func rcdata() {
        #expect(ParsedTree.fragment("<b>&amp;</textarea>", context: "textarea").dump == dump("\"<b>&</textarea>\""))
        #expect(ParsedTree.fragment("a<b>", context: "TITLE").dump == dump("\"a<b>\""))
    }

    @Test("template: content parses in the template insertion modes")
    func template() {
        #expect(ParsedTree.fragment("<td>x", context: "template").dump == dump("<td>", "  \"x\""))
    }

    @Test("html: head and body are implied")
    func html() {
        #expect(ParsedTree.fragment("x", context: "html").dump == dump("<head>", "<body>", "  \"x\""))
    }

    @Test("form: the form element pointer is the context, so a nested <form> is dropped")
    func form() {
        #expect(ParsedTree.fragment("<form><input>", context: "form").dump == dump("<input>"))
    }

    @Test("the fragment's root is a fragment node and the parse says so")
    func root() {
        let parsed = ParsedTree.fragment("<p>x")
        #expect(parsed.tree[parsed.tree.root].kind == .fragment)
        #expect(parsed.result.isFragment)
    }
}
