import Backends
import ConversionInvariants
import MarkupAST
import MarkupConversion
import Testing

/// Sanitized HTML of trees HTML cannot nest as they stand is still a fixed point of the
/// sanitizer and parses back into the tree its tags say (the idempotence and re-parse rules
/// of ``SanitizerOutputChecker``). The classes the fuzzer found (bench/FUZZ-REPORT.md): an
/// anchor inside an anchor, which a parser splits; a container the policy unwraps inside a
/// tight list item, whose paragraphs must then be as bare as their siblings; a `<dd>`/`<dt>`
/// inside another, which a parser closes; elements holding only white space, which the
/// reader drops; white space ending a link, which the reader moves after it; a styled
/// span's underline that a link the policy refuses had absorbed.
@Suite("sanitized HTML of nesting HTML cannot hold")
struct SanitizedNestingTests {
    @Test("HTML input: the sanitized output is a fixed point and re-parses as written", arguments: [
        "<a><table><a>x",
        "<a><table><a><",
        "<a name=n><table><td><a href=y>in</a></table></a>",
        "<ul><li>alt<xmped heading</h3><ul><li>quoted</li></ul>print(\"hi\")</li></ul>",
        "<ul><li>one<nav><p>two</p></nav></li><li>three</li></ul>",
        "<ul><li>one<custom-box><p>two</p><p>three</p></custom-box></li></ul>",
        // A <dd> or <dt> inside another: the parser closes the outer one.
        "<dd><table><dd>>",
        "<dt><h2><dt><",
        "<dl><dd>a<div><dd>b</dd></div></dd></dl>",
        "<dd><ul><li><dd>x</dd></li></ul></dd>",
        // Inline elements holding only white space, and empty containers: the reader drops them.
        "s<a><object>\n",
        "<p>a<b> </b>c<a href=\"#x\"> </a>d</p>",
        "<mark><object> </object></mark>",
        // An <a> without href holding another anchor, and one whose empty name writes no id.
        "e<a name><a>l",
        "<ul><li><ul><li><dd>C <a>M",
        "<p><a>x<a>y</a>z</a></p>",
        "<p><a id=\"k\">C <a href=\"u\">M</a> n</a></p>",
        // White space ending a link, before another link.
        "<p><a href=x>one <video>v </video></a><a href=y>two</a></p>",
        // A link the policy refuses around a span whose style underlines: written as the
        // underline it reads back as once the <a> has no href (the CI-seed finding).
        "<a href=j:><s style=text-decoration:underline>t",
        "<p><a href=j:><b><span style=\"text-decoration:underline\">t<span style=\"text-decoration:underline\">u</span></span></b></a></p>",
        "<p><a href=j:><span style=\"text-decoration:none\"><font style=\"color:red;text-decoration:underline\">t</font></span> x</a></p>",
        // A ruby annotation directly inside another: its start tag closes the open one in a
        // parser (implied end tags), so it is written as its content (seeded fuzzing finding).
        "<ruby><rt><x><rt>\u{0}",
        "<ruby>k<rt>a<i id=q></i><rt>b</rt></rt></ruby>",
        "<ruby>k<rtc>c<rt>r</rt><rp>(</rp></rtc><rt>s<rp>p</rp></rt></ruby>",
        "<ruby>k<rt>a<span class=z><rtc>d</rtc></span><b><rt>in b</rt></b></rt></ruby>",
        "<ruby>k<rp>(<x><rp>)</rp></rp></ruby>",
        // A footer cell left with one paragraph once the policy removed a block: bare text,
        // as in a body cell (seeded fuzzing finding).
        "<table><tfoot><th>><iframe src>",
        "<table><tfoot><tr><th>x<iframe src></th><td><p>y</p><object></object></td></tr></tfoot></table>",
        "<table><tfoot><tr><td class=k><p>a</p><p>b</p></td><th><p id=z>q</p><iframe src=v></iframe></th></tr></tfoot></table>",
        // A link whose href the policy refuses is an <a> without href, which reads back as
        // an element whose title comes after its class and style: written in that order
        // (seeded fuzzing finding).
        "<a href=\"t:\"title=\"_\"style=\"text-decoration:none\">\u{DC}",
        "<p><a href=\"t:\" title=\"_\" class=\"c\" lang=\"en\" id=\"i\">x</a> <a href=\"t:\" dir=\"rtl\" title=\"t\" style=\"color:red\">y</a></p>",
        // A style that takes formatting away, under formatting split many levels deep: the
        // reader moves it out of every level, so the writer splits every level at once.
        "<p>" + String(repeating: "<b>b <i>i ", count: 10) + "<x-n><span style=\"font-weight:400;font-style:normal\">r</span></x-n>"
            + String(repeating: "</i></b>", count: 10) + "</p>",
        // An `align` the policy refuses (`align=""`) is not written, so the style's alignment
        // is written as the `align` a second reading would make of it (seeded fuzzing).
        "<table><td align style=text-align:center>",
        "<table><tr align=\"\" style=\"text-align:right\"><td align=bogus style=text-align:left>x",
        // The same in a phrasing container's content (a `<dt>` written without a paragraph).
        "<dl><dt>" + String(repeating: "<b>b <i>i ", count: 10) + "<x-n><span style=\"font-weight:400;font-style:normal\">r</span></x-n>"
            + String(repeating: "</i></b>", count: 10) + "</dt></dl>",
        "<p>" + String(repeating: "<u>u <s>s <x-n>", count: 6) + "<span style=\"text-decoration:none\">r</span>"
            + String(repeating: "</x-n></s></u>", count: 6) + " t</p>",
    ])
    func htmlInput(html: String) {
        let problems = SanitizerOutputChecker.problemsUnderEveryPreset(for: html, isMarkdown: false)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("Markdown input: a note ending in a quote, a list or a table gets its back-link in a paragraph, so the output re-reads as written", arguments: [
        "x[^1]\n\n[^1]: note\n\n    > q *r*\n",
        "x[^1] y[^1]\n\n[^1]: note\n    - a\n    - b\n",
        "x[^1]\n\n[^1]: | a | b |\n    |---|---|\n    | c | d |\n",
    ])
    func noteEndingInABlock(markdown: String) {
        let problems = SanitizerOutputChecker.problemsUnderEveryPreset(for: markdown, isMarkdown: true)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A link holding a link, which only a tree built another way (ast.json, an editor's
    /// JSON) can carry.
    private static let nestedLinks: Document = Document(blocks: [.paragraph([
        .link(LinkTarget(destination: "https://a.example/"), [
            .text("gone, "),
            .emphasis([.text("see "), .link(LinkTarget(destination: "https://b.example/"), [.text("new tab")])]),
            .text(". more"),
        ]),
    ])])

    @Test("a link inside a link: the outer one around each stretch without an anchor, pushed into formatting")
    func nestedLinksWritten() {
        var options = HTMLRenderOptions()
        options.sanitizer = .default
        let html = HTMLRenderer(options: options).render(Self.nestedLinks)
        let rel = "rel=\"nofollow noopener noreferrer\""
        #expect(html == """
            <p><a href="https://a.example/" \(rel)>gone,</a> <em><a href="https://a.example/" \(rel)>see</a> \
            <a href="https://b.example/" \(rel)>new tab</a></em><a href="https://a.example/" \(rel)>. more</a></p>

            """)
        let problems = SanitizerOutputChecker(policy: .default).problems(inOutput: html, fromHTML: true)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a tight item whose paragraphs would be written bare one after the other is written loose, so their words stay apart")
    func tightItemWithAdjacentParagraphs() {
        let item = ListItem(blocks: [.paragraph([.text("one")]), .div(Attributes(elementName: "k"), [.paragraph([.text("two")])])])
        let document = Document(blocks: [.list(ListStyle(kind: .bullet), [item])])
        for options in [HTMLRenderOptions(), { var o = HTMLRenderOptions(); o.sanitizer = .default; return o }()] {
            #expect(HTMLRenderer(options: options).render(document) == "<ul>\n<li>\n<p>one</p>\n<p>two</p>\n</li>\n</ul>\n")
        }
        let plain = Document(blocks: [.list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("a")]), .paragraph([.text("b")])])])])
        #expect(!HTMLRenderer().render(plain).contains("ab"))
        #expect(SanitizerOutputChecker(policy: .default).problems(for: "<ul><li>one<k><p>two</p></k></li></ul>", isMarkdown: false).isEmpty)
    }

    @Test("an anchor container holding a link is written as its content, the link kept")
    func anchorContainerAroundLink() {
        let document = Document(blocks: [.div(Attributes(elementName: "a"), [
            .paragraph([.text("lead "), .link(LinkTarget(destination: "https://b.example/"), [.text("in")])]),
        ])])
        let html = HTMLRenderer().render(document)
        #expect(html == "<p>lead <a href=\"https://b.example/\" rel=\"nofollow noopener noreferrer\">in</a></p>\n")
    }
}
