import HTMLFrontend
import Testing

/// `CSSSelectorList.matches(in:)` on parsed documents: each combinator, attribute operators,
/// case rules, lists, nesting. Elements are named by their `id` (else their name).
@Suite("Selectors: matching")
struct SelectorMatcherTests {
    static let page = """
        <div id=d1 class="note  big"><p id=p1>a <span id=s1>x</span></p><p id=p2 lang=en-GB>b</p>\
        <ul id=u1><li id=l1>1<li id=l2 class=sel>2<li id=l3>3</ul></div>\
        <div id=d2><section id=sec><p id=p3 data-x="foo bar" dir=RTL>c</p></section></div>
        """

    private func matched(_ selector: String, in html: String = page) throws -> [String] {
        let tree = HTMLDOMParser().parse(html).tree
        return try CSSSelectorList(selector).matches(in: tree).map { Self.label($0, in: tree) }
    }

    private func outermost(_ selector: String, in html: String = page) throws -> [String] {
        let tree = HTMLDOMParser().parse(html).tree
        return try CSSSelectorList(selector).outermostMatches(in: tree).map { Self.label($0, in: tree) }
    }

    static func label(_ id: DOMTree.NodeID, in tree: DOMTree) -> String {
        tree.nodes[Int(id)].attributes.first { $0.name == "id" }?.value ?? tree.nodes[Int(id)].name
    }

    @Test("type, universal, class, id", arguments: [
        ("p", ["p1", "p2", "p3"]),
        ("P", ["p1", "p2", "p3"]),
        ("DIV.big", ["d1"]),
        (".note.big", ["d1"]),
        (".note", ["d1"]),
        (".NOTE", []),              // classes compare exactly (no-quirks)
        (".not", []),
        ("#p2", ["p2"]),
        ("#P2", []),
        ("li#l2.sel", ["l2"]),
        ("section *", ["p3"]),
        ("#d2 *", ["sec", "p3"]),
    ])
    func simple(selector: String, expected: [String]) throws {
        #expect(try matched(selector) == expected)
    }

    @Test("combinators", arguments: [
        ("div p", ["p1", "p2", "p3"]),
        ("div > p", ["p1", "p2"]),
        ("section > p", ["p3"]),
        ("div > section > p", ["p3"]),
        ("#d1 span", ["s1"]),
        ("#d1 > span", []),
        ("p + p", ["p2"]),
        ("#p1 + ul", []),
        ("#p1 ~ ul", ["u1"]),
        ("p ~ ul li", ["l1", "l2", "l3"]),
        ("li + li", ["l2", "l3"]),
        ("li ~ li", ["l2", "l3"]),
        (".sel + li", ["l3"]),
        (".sel ~ *", ["l3"]),
        ("div + div p", ["p3"]),
        ("div ~ div > section", ["sec"]),
        ("ul p", []),
    ])
    func combinators(selector: String, expected: [String]) throws {
        #expect(try matched(selector) == expected)
    }

    @Test("attribute operators and case rules", arguments: [
        ("[lang]", ["p2"]),
        ("[LANG]", ["p2"]),                 // HTML attribute names are case-insensitive
        ("[lang=en-GB]", ["p2"]),
        ("[lang=en-gb]", ["p2"]),           // `lang` values are case-insensitive in HTML
        ("[lang=en-gb s]", []),
        ("[lang|=en]", ["p2"]),
        ("[lang|=EN]", ["p2"]),
        ("[lang|=en-G]", []),
        ("[dir=rtl]", ["p3"]),
        ("[data-x='foo bar']", ["p3"]),
        ("[data-x='FOO BAR']", []),         // other values compare exactly
        ("[data-x='FOO BAR' i]", ["p3"]),
        ("[data-x~=bar]", ["p3"]),
        ("[data-x~=BAR]", []),
        ("[data-x~=BAR i]", ["p3"]),
        ("[data-x~='foo bar']", []),        // a word never holds white space
        ("[data-x^=fo]", ["p3"]),
        ("[data-x^='']", []),               // empty prefix, suffix, substring match nothing
        ("[data-x$=ar]", ["p3"]),
        ("[data-x$=\"\"]", []),
        ("[data-x*='o b']", ["p3"]),
        ("[data-x*='O B' i]", ["p3"]),
        ("[data-x*=zz]", []),
        ("[class~=big]", ["d1"]),
        ("[class=big]", []),
        ("[class^=note]", ["d1"]),
        ("[id$='1']", ["d1", "p1", "s1", "u1", "l1"]),
    ])
    func attributes(selector: String, expected: [String]) throws {
        #expect(try matched(selector) == expected)
    }

    @Test("pseudo-classes", arguments: [
        ("li:first-child", ["l1"]),
        ("li:last-child", ["l3"]),
        ("span:only-child", ["s1"]),
        ("p:only-child", ["p3"]),
        ("p:first-child", ["p1", "p3"]),
        ("li:not(.sel)", ["l1", "l3"]),
        ("li:not(.sel, #l3)", ["l1"]),
        ("div:not(#d1) p", ["p3"]),
        ("p:not(:first-child)", ["p2"]),
        ("li:first-child:last-child", []),
        ("li:nth-child(2)", ["l2"]),
        ("li:nth-child(odd)", ["l1", "l3"]),
        ("li:nth-child(-n+2)", ["l1", "l2"]),
        ("li:nth-last-child(1)", ["l3"]),
        ("li:nth-last-child(n+2)", ["l1", "l2"]),
        ("#d1 > :nth-child(3)", ["u1"]),
        ("#d1 > :nth-last-child(3)", ["p1"]),
        ("li:not(:nth-last-child(2))", ["l1", "l3"]),
        ("p:nth-child(2) + ul > li:nth-child(2n+2)", ["l2"]),
    ])
    func pseudoClasses(selector: String, expected: [String]) throws {
        #expect(try matched(selector) == expected)
    }

    @Test(":empty ignores comments, not white space")
    func empty() throws {
        let html = "<p id=e1></p><p id=e2><!--c--></p><p id=e3> </p><p id=e4><br></p>"
        #expect(try matched("p:empty", in: html) == ["e1", "e2"])
        #expect(try matched(":empty", in: html) == ["e1", "e2", "br"])
    }

    @Test("a list matches each element once, in document order")
    func lists() throws {
        #expect(try matched("ul li, div > p") == ["p1", "p2", "l1", "l2", "l3"])
        #expect(try matched("p, #p2, [lang]") == ["p1", "p2", "p3"])
        #expect(try outermost("div, p, li") == ["d1", "d2"])
        #expect(try outermost("p, li") == ["p1", "p2", "l1", "l2", "l3", "p3"])
        #expect(try outermost("span, p") == ["p1", "p2", "p3"])
    }

    @Test("matching is exact where right-to-left greedy matching would give up")
    func backtracking() throws {
        // The nearest `.b` ancestor of the `p` is not a child of `.a`; the farther one is.
        let html = "<div class=a><div class=b id=y><div class=b id=z><p id=t>t</p></div></div></div>"
        #expect(try matched(".a > .b p", in: html) == ["t"])
        #expect(try matched(".a > .b > p", in: html) == [])
        #expect(try matched(".a > .b > .b > p", in: html) == ["t"])
        // A sibling chain followed by a descendant step.
        let siblings = "<h2 id=h>x</h2><aside></aside><div id=v><section><p id=q>q</p></section></div>"
        #expect(try matched("h2 + div p", in: siblings) == [])
        #expect(try matched("h2 ~ div p", in: siblings) == ["q"])
        #expect(try matched("h2 + aside + div > section > p", in: siblings) == ["q"])
        #expect(try matched("h2 ~ p", in: siblings) == [])
    }

    @Test("foreign elements compare names as written; unknown HTML elements case-insensitively")
    func caseOfNames() throws {
        let html = "<svg id=sv viewBox='0 0 1 1'><foreignObject id=fo></foreignObject></svg><my-el id=m></my-el>"
        #expect(try matched("foreignObject", in: html) == ["fo"])
        #expect(try matched("foreignobject", in: html) == [])
        #expect(try matched("[viewBox]", in: html) == ["sv"])
        #expect(try matched("[viewbox]", in: html) == [])
        #expect(try matched("svg > *", in: html) == ["fo"])
        #expect(try matched("MY-EL", in: html) == ["m"])
        #expect(try matched("my-e", in: html) == [])
    }

    @Test("escaped identifiers match the characters they stand for")
    func escapes() throws {
        let html = "<p id=10>a</p><p id=c class='a.b'>b</p><p id=e class='☃'>c</p>"
        #expect(try matched("#\\31 0", in: html) == ["10"])
        #expect(try matched(".a\\.b", in: html) == ["c"])
        #expect(try matched(".\\2603", in: html) == ["e"])
        #expect(try matched("[class='a.b']", in: html) == ["c"])
    }

    @Test("long lists of classes: more than 64 names and compounds, in any element")
    func manyClasses() throws {
        let html = "<p id=a class='c3 c65'>x</p><svg id=s class=c69></svg><p id=b class='c1 c2'>y</p><p id=c class=c70>z</p>"
        let list = (0..<70).map { ".c\($0)" }.joined(separator: ", ")
        #expect(try matched(list, in: html) == ["a", "s", "b"])
        #expect(try matched(".c1.c2, .c3.c2, p.c65.c3, svg.c69, .c69.c1", in: html) == ["a", "s", "b"])
        #expect(try matched(".c1:not(.c2), .c65:not(.c3)", in: html) == [])
    }

    @Test("template contents are not searched; whole documents are")
    func scope() throws {
        #expect(try matched("p", in: "<template><p id=tp>x</p></template><p id=out>y</p>") == ["out"])
        let document = "<!DOCTYPE html><html><head><title>T</title></head><body><p id=b>x</p></body></html>"
        #expect(try matched("html > body > p", in: document) == ["b"])
        #expect(try matched("head title", in: document) == ["title"])
        #expect(try matched("body:only-child", in: document) == [])
        #expect(try matched("body:last-child", in: document) == ["body"])
    }
}
