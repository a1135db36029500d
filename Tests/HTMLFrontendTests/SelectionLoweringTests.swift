import HTMLFrontend
import MarkupAST
import Testing

/// `HTMLParseOptions.selection` and `.removal` through `HTMLParser`: what the selected and
/// remaining parts lower to, as AST dumps.
@Suite("Selectors: selection and removal in the parser")
struct SelectionLoweringTests {
    static let page = """
        <!DOCTYPE html><html><head><title>Page</title></head><body>
        <nav><a href="/">Home</a></nav>
        <article><h1>Title</h1><p>One <b>two</b></p><aside class=ads>Buy</aside></article>
        <footer>f</footer>
        </body></html>
        """

    private func parse(_ html: String, select: String? = nil, remove: String? = nil, keepsHidden: Bool = false) throws -> ParseResult {
        let options = HTMLParseOptions(
            keepsHiddenContent: keepsHidden,
            selection: try select.map { try CSSSelectorList($0) },
            removal: try remove.map { try CSSSelectorList($0) }
        )
        return HTMLParser(options: options).parse(html)
    }

    @Test("a selected block lowers as it would in place; the title metadata stays")
    func selectBlock() throws {
        let result = try parse(Self.page, select: "article")
        #expect(result.document.dump == """
            document
              div <article>
                heading 1
                  text "Title"
                paragraph
                  text "One "
                  strong <b>
                    text "two"
                div <aside> ."ads"
                  paragraph
                    text "Buy"

            """)
        #expect(result.document.metadata["title"] == "Page")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("removal drops the matches with their content, then selection applies")
    func removeThenSelect() throws {
        let removed = try parse(Self.page, remove: "nav, footer, .ads")
        #expect(removed.document.dump == """
            document
              div <article>
                heading 1
                  text "Title"
                paragraph
                  text "One "
                  strong <b>
                    text "two"

            """)
        // Removal first: the removed paragraph is not selected.
        let both = try parse(Self.page, select: "h1, p", remove: "p")
        #expect(both.document.dump == "document\n  heading 1\n    text \"Title\"\n")
        let title = try parse(Self.page, remove: "title")
        #expect(title.document.metadata["title"] == nil)
    }

    @Test("selected inline elements become separate paragraphs, in document order")
    func selectInline() throws {
        let html = "<p>A <span class=x>one</span> and <b class=x>two</b>, <a href='/h'>link</a></p>"
        let result = try parse(html, select: "a, .x")
        #expect(result.document.dump == """
            document
              paragraph
                span ."x"
                  text "one"
              paragraph
                strong <b> ."x"
                  text "two"
              paragraph
                link "/h"
                  text "link"

            """)
    }

    @Test("a match inside a match is not repeated")
    func outermostOnly() throws {
        let html = "<div class=c>a<div class=c>b</div></div><p>c</p><div class=c>d</div>"
        let result = try parse(html, select: ".c")
        #expect(result.document.dump == """
            document
              div ."c"
                paragraph
                  text "a"
                div ."c"
                  paragraph
                    text "b"
              div ."c"
                paragraph
                  text "d"

            """)
    }

    @Test("selected list items keep their list: one list per original list, numbered from its start")
    func selectListItems() throws {
        let html = "<ul><li>a<ul><li>b</ul></li><li>c</ul><ol start=3 type=a><li>x<li>y<li>z</ol>"
        let result = try parse(html, select: "ul > li, li + li")
        #expect(result.document.dump == """
            document
              list bullet tight
                item
                  paragraph
                    text "a"
                  list bullet tight
                    item
                      paragraph
                        text "b"
                item
                  paragraph
                    text "c"
              list ordered 3. lowerAlpha tight
                item
                  paragraph
                    text "y"
                item
                  paragraph
                    text "z"

            """)
        // An item of a nested list between items of the outer list opens its own list.
        let split = try parse("<ul><li>a</li><li><ul><li>b</ul></li><li>c</ul>", select: "li li, ul > li:first-child, ul > li:last-child")
        #expect(split.document.dump == """
            document
              list bullet tight
                item
                  paragraph
                    text "a"
              list bullet tight
                item
                  paragraph
                    text "b"
              list bullet tight
                item
                  paragraph
                    text "c"

            """)
    }

    @Test("selected cells and rows keep their table, header rows included")
    func selectTableParts() throws {
        let html = """
            <table><caption>Cap</caption><thead><tr><th>H1</th><th>H2</th></tr></thead>\
            <tbody><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></tbody></table>
            """
        let column = try parse(html, select: "tr > :first-child")
        #expect(column.document.dump == """
            document
              table []
                headerRow
                  cell
                    paragraph
                      text "H1"
                row
                  cell
                    paragraph
                      text "1"
                row
                  cell
                    paragraph
                      text "3"

            """)
        let rows = try parse(html, select: "tbody tr:last-child")
        #expect(rows.document.dump == """
            document
              table []
                row
                  cell
                    paragraph
                      text "3"
                  cell
                    paragraph
                      text "4"

            """)
        let caption = try parse(html, select: "caption")
        #expect(caption.document.dump == "document\n  paragraph\n    text \"Cap\"\n")
    }

    @Test("a cell or item outside its structure is its content as blocks")
    func strayParts() throws {
        // The tree builder puts `li` anywhere; one outside a list becomes a list of its own.
        let result = try parse("<div><li>a</li></div><p>b <span>c</span></p>", select: "li, p")
        #expect(result.document.dump == """
            document
              list bullet tight
                item
                  paragraph
                    text "a"
              paragraph
                text "b c"

            """)
    }

    @Test("a selection that matches nothing gives an empty document and a warning")
    func matchesNothing() throws {
        let result = try parse(Self.page, select: ".missing")
        #expect(result.document.blocks.isEmpty)
        #expect(result.diagnostics.map(\.code) == ["selector-matched-nothing"])
        #expect(result.diagnostics.first?.message == "the selection '.missing' matched no element; the document is empty")
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(HTMLParser.selectorMatchedNothingCode == "selector-matched-nothing")
    }

    @Test("hidden content is not selected unless hidden content is kept")
    func hidden() throws {
        let html = "<div hidden><p class=x>h</p></div><p class=x style='display: none'>n</p><template><p class=x>t</p></template><p class=x>v</p>"
        #expect(try parse(html, select: "p").document.dump == "document\n  paragraph .\"x\"\n    text \"v\"\n")
        let kept = try parse(html, select: "p", keepsHidden: true)
        #expect(kept.document.blocks.count == 3)
        #expect(kept.document.dump.contains("text \"h\""))
        #expect(kept.document.dump.contains("text \"n\""))
        // Hidden elements are still siblings for the combinators.
        #expect(try parse("<h2 hidden>x</h2><p>y</p>", select: "h2 + p").document.dump == "document\n  paragraph\n    text \"y\"\n")
    }

    @Test("raw HTML in Markdown is never filtered by a selection")
    func rawHTMLResolverIgnoresSelectors() throws {
        let options = HTMLParseOptions(selection: try CSSSelectorList("p"), removal: try CSSSelectorList("b"))
        let resolver = RawHTMLResolver(options: options)
        #expect(resolver.options.selection == nil)
        #expect(resolver.options.removal == nil)
    }

    @Test("the DOM-level API: removal counts outermost matches and sees the tree before removing")
    func domAPI() throws {
        var tree = HTMLDOMParser().parse("<ul><li>a<li>b<li>c</ul><p><b>x</b></p>").tree
        #expect(tree.removeElements(matching: try CSSSelectorList("li:first-child, ul b, li")) == 3)
        #expect(try CSSSelectorList("li").matches(in: tree).isEmpty)
        let selected = tree.selectingElements(matching: try CSSSelectorList("b"))
        #expect(selected.matchCount == 1)
        #expect(selected.tree.html5libDump() == "| <div>\n|   <b>\n|     \"x\"\n")
    }
}
