import HTMLFrontend
import MarkupAST
import Testing

/// The lenient snippet policy (DESIGN §3): unclosed unknown tags without attributes stay
/// literal text; everything else follows the HTML Standard.
@Suite("Lowering: lenient snippet policy")
struct LenientPolicyTests {
    private let off = HTMLParseOptions(keepsUnclosedUnknownTagsAsText: false)

    @Test("an unclosed unknown tag without attributes is its literal text", arguments: [
        ("<Congratulation!> You won", "<Congratulation!> You won"),
        ("Hot <Hot> deal", "Hot <Hot> deal"),
        ("end <Hot>", "end <Hot>"),
        ("a <Hot\n> b", "a <Hot > b"),
    ])
    func literalText(html: String, text: String) {
        #expect(Lowered.inlines(html) == [.text(text)])
    }

    @Test("its children stay where they are")
    func childrenSpliced() {
        #expect(Lowered.inlines("<strong>x <Hot> y</strong> z") == [.strong([.text("x <Hot> y")]), .text(" z")])
        #expect(Lowered.blocks("<Hot><p>para</p>") == [Lowered.paragraph("<Hot>"), Lowered.paragraph("para")])
    }

    @Test("closed, attributed or known elements are elements")
    func notLenient() {
        #expect(Lowered.inlines("<hot>x</hot>") == [.span(Attributes(elementName: "hot"), [.text("x")])])
        #expect(Lowered.inlines("<hot a>x") == [.span(Attributes(elementName: "hot", other: [.init(name: "a", value: "")]), [.text("x")])])
        #expect(Lowered.inlines("<strong>x") == [.strong([.text("x")])])
    }

    @Test("tags written as markup are elements: self-closed, or with a namespace prefix", arguments: [
        ("<HOT/>x", [Inline.text("x")]),
        ("Hello<o:p/> world", [.text("Hello world")]),
        ("<st1:place>Paris", [.span(Attributes(elementName: "st1:place"), [.text("Paris")])]),
        // Not an XML name: prose in angle brackets.
        ("write <mailto:ann@example.com>", [.text("write <mailto:ann@example.com>")]),
        ("<a:>x", [.text("<a:>x")]),
        ("<:b>x", [.text("<:b>x")]),
        ("<a:b:c>x", [.text("<a:b:c>x")]),
    ])
    func markupShapes(html: String, inlines: [Inline]) {
        #expect(Lowered.inlines(html) == inlines)
    }

    @Test("escaped markup is text")
    func escapedMarkup() {
        #expect(Lowered.inlines("&lt;b&gt;x&lt;/b&gt;") == [.text("<b>x</b>")])
    }

    @Test("with the policy off, such elements are transparent containers")
    func policyOff() {
        #expect(Lowered.inlines("a <Hot>b", options: off) == [.text("a "), .span(Attributes(elementName: "hot"), [.text("b")])])
    }

    @Test("in code blocks too")
    func inPre() {
        // `<b and c>` is a known element with attributes: markup, as in a browser.
        #expect(Lowered.blocks("<pre>if a <b and c> d</pre>") == [.codeBlock(info: "", text: "if a  d\n")])
        #expect(Lowered.blocks("<pre>x <y> z</pre>") == [.codeBlock(info: "", text: "x <y> z\n")])
    }

    @Test("an element without a source span is written back from its name")
    func missingSpan() {
        var tree = DOMTree(rootKind: .fragment)
        var node = DOMTree.Node(kind: .element)
        node.name = "hot"
        let id = tree.create(node)
        tree.append(id, to: tree.root)
        var text = DOMTree.Node(kind: .text)
        text.text = " news"
        tree.append(tree.create(text), to: id)
        #expect(DOMLowering().lower(tree, source: []).document.blocks == [Lowered.paragraph("<hot> news")])
    }
}
