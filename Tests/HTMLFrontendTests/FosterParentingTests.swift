import Testing
@testable import HTMLFrontend

/// Content misplaced in a table goes before the table (HTML Standard §13.2.6.1, "foster
/// parenting"); whitespace stays where it is.
@Suite("Foster parenting")
struct FosterParentingTests {
    @Test("text in a table moves before it and joins the text already there")
    func text() {
        let parsed = ParsedTree.fragment("<table>x<tr><td>y</td></tr>z</table>")
        #expect(parsed.dump == dump(
            "\"xz\"",
            "<table>",
            "  <tbody>",
            "    <tr>",
            "      <td>",
            "        \"y\""
        ))
    }

    @Test("whitespace in a table stays in the table")
    func whitespace() {
        let parsed = ParsedTree.fragment("<table> <tr><td>a</td></tr> </table>")
        #expect(parsed.dump == dump(
            "<table>",
            "  \" \"",
            "  <tbody>",
            "    <tr>",
            "      <td>",
            "        \"a\"",
            "    \" \""
        ))
    }

    @Test("an element in a table moves before it, and its content follows it there")
    func elements() {
        let parsed = ParsedTree.fragment("<table><b>x</b><tr><td>y")
        #expect(parsed.dump == dump(
            "<b>",
            "  \"x\"",
            "<table>",
            "  <tbody>",
            "    <tr>",
            "      <td>",
            "        \"y\""
        ))
    }

    @Test("in a template, foster-parented text stays in the template contents")
    func template() {
        let parsed = ParsedTree.document("<template><table>x</table></template>")
        #expect(parsed.dump == dump(
            "<html>",
            "  <head>",
            "    <template>",
            "      content",
            "        \"x\"",
            "        <table>",
            "  <body>"
        ))
    }

    @Test("hidden inputs and forms stay in the table")
    func hiddenInput() {
        let parsed = ParsedTree.fragment("<table><input type=HIDDEN><input><form></table>")
        #expect(parsed.dump == dump(
            "<input>",
            "<table>",
            "  <input>",
            "    type=\"HIDDEN\"",
            "  <form>"
        ))
    }
}
