import HTMLFrontend
import MarkupAST
import Testing

/// Phrasing elements: the modelled inlines, code, links, images, quotes and named spans.
@Suite("Lowering: phrasing")
struct InlineLoweringTests {
    @Test("formatting elements map to their inlines, named when not the inline's default element", arguments: [
        ("b", Inline.strong([.text("x")], attributes: Attributes(elementName: "b"))), ("strong", .strong([.text("x")])),
        ("i", .emphasis([.text("x")], attributes: Attributes(elementName: "i"))), ("em", .emphasis([.text("x")])),
        ("cite", .emphasis([.text("x")], attributes: Attributes(elementName: "cite"))),
        ("dfn", .emphasis([.text("x")], attributes: Attributes(elementName: "dfn"))),
        ("u", .underline([.text("x")])), ("ins", .underline([.text("x")], attributes: Attributes(elementName: "ins"))),
        ("s", .strikethrough([.text("x")], attributes: Attributes(elementName: "s"))),
        ("strike", .strikethrough([.text("x")], attributes: Attributes(elementName: "strike"))), ("del", .strikethrough([.text("x")], attributes: Attributes(elementName: "del"))),
        ("sup", .superscript([.text("x")])), ("sub", .subscript([.text("x")])),
        ("code", .code("x")), ("tt", .code("x", attributes: Attributes(elementName: "tt"))),
        ("kbd", .code("x", attributes: Attributes(elementName: "kbd"))),
        ("samp", .code("x", attributes: Attributes(elementName: "samp"))),
        ("var", .emphasis([.text("x")], attributes: Attributes(elementName: "var"))),
        ("mark", .span(Attributes(elementName: "mark"), [.text("x")])),
        ("small", .span(Attributes(elementName: "small"), [.text("x")])),
        ("big", .span(Attributes(elementName: "big"), [.text("x")])),
        ("time", .span(Attributes(elementName: "time"), [.text("x")])),
        ("x-tag", .span(Attributes(elementName: "x-tag"), [.text("x")])),
    ])
    func formats(name: String, expected: Inline) {
        #expect(Lowered.inlines("<\(name)>x</\(name)>") == [expected])
    }

    @Test("abbr keeps its title")
    func abbreviation() {
        #expect(Lowered.inlines("<abbr title=\"HyperText\">HTML</abbr>") == [
            .span(Attributes(elementName: "abbr", other: [.init(name: "title", value: "HyperText")]), [.text("HTML")]),
        ])
    }

    @Test("code with only text (highlighting spans included) is a code span; around more, the code goes onto the text")
    func codeSpans() {
        #expect(Lowered.inlines("<code>a  <span class=k>b</span> <b>c</b></code>") == [.code("a b c")])
        #expect(Lowered.inlines("<code>a<br>b</code>") == [.code("a"), .hardBreak, .code("b")])
        #expect(Lowered.inlines("<a href=u><code>f()</code></a>") == [.link(LinkTarget(destination: "u"), [.code("f()")])])
        #expect(Lowered.inlines("<code></code>x") == [.text("x")])
        // An empty element with an id is a link target: kept.
        #expect(Lowered.inlines("<code id=t></code>x") == [.code("", attributes: Attributes(id: "t")), .text("x")])
        #expect(Lowered.inlines("<span id=t></span>x") == [.span(Attributes(id: "t"), []), .text("x")])
    }

    @Test("links keep href, title and other attributes; without href an a is a span or nothing")
    func links() {
        let target = LinkTarget(
            destination: "https://e.x/?a=1&b=2", title: "T",
            attributes: Attributes(id: "i", classes: ["c"], other: [.init(name: "target", value: "_blank")])
        )
        #expect(Lowered.inlines("<a href=\"https://e.x/?a=1&amp;b=2\" title=T id=i class=c target=_blank>x</a>") == [.link(target, [.text("x")])])
        #expect(Lowered.inlines("<a>x</a>y") == [.text("xy")])
        #expect(Lowered.inlines("<a name=n>x</a>") == [.span(Attributes(elementName: "a", other: [.init(name: "name", value: "n")]), [.text("x")])])
        #expect(Lowered.blocks("<a href=u></a>") == [])
    }

    @Test("links keep their style in the target's attributes")
    func linkStyle() {
        guard case .link(let target, _)? = Lowered.inlines("<a href=u style=\"color:red\">x</a>")?.first else {
            Issue.record("expected a link")
            return
        }
        #expect(target.attributes.style.color != nil)
        #expect(target.attributes.elementName == nil)
    }

    @Test("images keep src, alt, title, size and other attributes")
    func images() {
        let target = LinkTarget(
            destination: "a.png", title: "T",
            attributes: Attributes(other: [.init(name: "width", value: "640"), .init(name: "height", value: "480px"), .init(name: "loading", value: "lazy")])
        )
        let inlines = Lowered.inlines("<img src=a.png alt=\"An image\" title=T width=640 height=480px loading=lazy>")
        #expect(inlines == [.image(target, [.text("An image")])])
        if case .image(let parsed, _)? = inlines?.first {
            #expect(parsed.width == 640)
            #expect(parsed.height == 480)
        }
        #expect(Lowered.inlines("<img src=b.png>") == [.image(LinkTarget(destination: "b.png"), [])])
    }

    @Test("q is a span named q (the backends that write text add the quotation marks)")
    func quotes() {
        let q = Attributes(elementName: "q")
        #expect(Lowered.inlines("<q>a <q>b <q>c</q></q></q>") == [
            .span(q, [.text("a "), .span(q, [.text("b "), .span(q, [.text("c")])])]),
        ])
        #expect(Lowered.inlines("<q cite=u>x</q>") == [.span(Attributes(elementName: "q", other: [.init(name: "cite", value: "u")]), [.text("x")])])
    }

    @Test("styles on modelled elements are kept on the inline itself")
    func stylesOnFormats() {
        guard case .strong(let children, let attributes)? = Lowered.inlines("<b style=\"color:red\">x</b>")?.first else {
            Issue.record("expected strong")
            return
        }
        #expect(attributes.elementName == "b")
        #expect(attributes.style.color != nil)
        #expect(children == [.text("x")])
    }

    @Test("font and center become typed style")
    func presentationalHints() {
        guard case .span(let attributes, _)? = Lowered.inlines("<font color=red size=7 face=Arial>x</font>")?.first else {
            Issue.record("expected a span")
            return
        }
        #expect(attributes.elementName == "font")
        #expect(attributes.other.isEmpty)
        #expect(attributes.style.color != nil && attributes.style.fontSize != nil && attributes.style.fontFamily != nil)
        #expect(Lowered.inlines("<font>x</font>") == [.text("x")])
        guard case .div(let center, _)? = Lowered.blocks("<center>x</center>").first else {
            Issue.record("expected a div")
            return
        }
        #expect(center.style.textAlign == .center)
    }

    @Test("ruby keeps the base, annotations and fallback parentheses")
    func ruby() {
        guard let inlines = Lowered.inlines("<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>") else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(Inline.plainText(of: inlines) == "漢(kan)")
    }
}
