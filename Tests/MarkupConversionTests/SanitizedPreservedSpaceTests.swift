import Backends
import ConversionInvariants
import MarkupConversion
import Testing

/// White space that `white-space: pre` kept, whose style the policy removes, and the shapes a
/// removed element leaves at the edges of blocks and inline elements: the writer writes what
/// an HTML reader makes of them, so sanitized output is a fixed point under every preset
/// (the classes of stop 27, bench/FUZZ-REPORT.md; found by a grammar-based generator of
/// white space, pre styles, removed elements and anchors).
@Suite("sanitized HTML: preserved white space and emptied shapes")
struct SanitizedPreservedSpaceTests {
    private func clean(_ html: String, _ policy: SanitizerPolicy = .default) -> String {
        HTMLSanitizer(policy: policy).sanitize(html).html
    }

    /// One minimised input per class.
    static let inputs = [
        "<p style=\"white-space:pre\">a  b</p>",
        "<p style=\"white-space:pre\">a&#13;b&#12;c</p>",
        "<p><span style=\"white-space:pre\">a&#9;&#9;b</span></p>",
        "<dfn><t style=\"white-space:pre\">\t&",
        "<m style=\"white-space:pre-wrap\"><sup>< </sup>&",
        "<i style=\"white-space:pre\">x <s>\r.",
        "<t style=\"white-space:pre\"><tt>-&#32",
        "<u><img src=t:>&nbsp",
        "<summary>a<br><br></summary>",
        "<dt><iframe src></iframe>]",
        "<blockquote><img src=t:>",
        "<em id=3><iframe src>",
        "<ul><iframe src></iframe>-",
        "<pre>&#13",
        "] <span style=\"white-space:pre\"><del> <br> </del></span>&amp;",
        ";&#13<img src=t:>&#32<s>\nx",
        "<e style=\"white-space:pre\"><tt id=1></tt>&#32>",
        "><n style=\"white-space:pre-wrap\"> <s><small><a name=n><a>\r>",
        "<ol style=\"white-space:pre\">-<ul>></ul>\n<img src=t:>",
        "<table><caption>`&#9<td>",
        "<s style=\"white-space:pre\">;\t<s> <a",
        ".&#12<strong><label><img>&#32</label><br>&",
        "<b style=\"white-space:pre\">& <span><r e><tt>&#13<g a>\n&",
        "<cite style=\"white-space:normal\"><mark style=\"font-style:normal\">;",
        "<cite><k \"><mark style=\"font-style:normal\">&",
        "<i style=\"white-space:pre\"><sub style=\"font-style:normal\">[ </sub>\n&",
    ]

    @Test("sanitized output is a fixed point and re-parses as written", arguments: inputs)
    func fixedPoint(html: String) {
        let problems = SanitizerOutputChecker.problemsUnderEveryPreset(for: html, isMarkdown: false)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("white space kept by a removed pre style is written collapsed, in code too")
    func preservedSpace() {
        #expect(clean("<p style=\"white-space:pre\">a  b&#13;c</p>") == "<p>a b c</p>\n")
        #expect(clean("<p>x <code style=\"white-space:pre\"> a   b </code> y</p>") == "<p>x <code>a b</code> y</p>\n")
    }

    @Test("a space that ends an inline element is written after it; none before a line break")
    func spaceAtElementEnds() {
        #expect(clean("<p style=\"white-space:pre\">a<sup>b </sup>c</p>") == "<p>a<sup>b</sup> c</p>\n")
        #expect(clean("<p>a <span style=\"white-space:pre\"><b> <br> </b></span>c</p>") == "<p>a<br />\nc</p>\n")
    }

    @Test("a paragraph of no-break spaces is a spacer, as the reader reads it")
    func noBreakSpacer() {
        #expect(clean("<p><u><img src=\"javascript:x\">&nbsp;</u></p>") == "")
        #expect(clean("<ul><li><u>&nbsp;</u></li></ul>") == "<ul>\n<li></li>\n</ul>\n")
        // A link or code holding only a no-break space is kept.
        #expect(clean("<p><code>&nbsp;</code></p>") == "<p><code>\u{A0}</code></p>\n")
    }

    @Test("a container the policy emptied goes; one with an id leaves its anchor")
    func emptiedContainers() {
        #expect(clean("<blockquote><img src=\"javascript:x\"></blockquote>") == "")
        #expect(clean("<div id=\"a\"><iframe src=\"https://evil.example/\"></iframe></div>") == "<p><span id=\"user-content-a\"></span></p>\n")
        #expect(clean("<dl><dt><iframe src=\"x\"></iframe>term</dt></dl>") == "<dl>\n<dt>term</dt>\n</dl>\n")
    }

    @Test("a carriage return kept in code does not add a line to the code block")
    func carriageReturnInCode() {
        let once = clean("<pre>a&#13;</pre>")
        #expect(clean(once) == once)
    }
}
