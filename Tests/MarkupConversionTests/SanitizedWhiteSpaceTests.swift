import Backends
import ConversionInvariants
import MarkupConversion
import Testing

/// What the policy removes must not leave white space, line breaks or element shapes that an
/// HTML reader reads differently (the fixed-point rule of ``SanitizerOutputChecker``): the
/// writer writes the form a reader would make of them. The classes the fuzzer found
/// (bench/FUZZ-REPORT.md, stop 26): spaces on both sides of a removed element, a line break
/// left last in a block inside its inline elements, a table cell whose paragraph lost its
/// attributes, a table part (`<caption>`) written outside a table, and a ruby element held
/// as a block.
@Suite("sanitized HTML: white space and shapes left by removed content")
struct SanitizedWhiteSpaceTests {
    private func clean(_ html: String, _ policy: SanitizerPolicy = .default) -> String {
        HTMLSanitizer(policy: policy).sanitize(html).html
    }

    @Test("spaces around a removed element collapse to one; none follows a line break")
    func adjacentSpaces() {
        #expect(clean("<p>a <img src=\"javascript:x\"> <b> c</b></p>") == "<p>a <b>c</b></p>\n")
        #expect(clean("<p>a<br><img src=\"javascript:x\"> c</p>") == "<p>a<br />\nc</p>\n")
        #expect(clean("<p>a <img src=\"javascript:x\"><br>b</p>") == "<p>a<br />\nb</p>\n")
        // Text the reader keeps as it is: a space between words, consecutive line breaks.
        #expect(clean("<p>a <b>b</b> c</p>") == "<p>a <b>b</b> c</p>\n")
        #expect(clean("<p>a<br><br>b</p>") == "<p>a<br />\n<br />\nb</p>\n")
    }

    @Test("a space opening a code span is kept when a line break follows the span (seeded fuzzing, stop 36)")
    func codeSpaceBeforeLineBreak() {
        // The space goes outside the code, as the reader moves it; the break after the code
        // does not make it a space before the break.
        #expect(clean("<p>x<code> b</code><br>y</p>") == "<p>x <code>b</code><br />\ny</p>\n")
        #expect(clean(clean("<p>x<code> b</code><br>y</p>")) == clean("<p>x<code> b</code><br>y</p>"))
        #expect(clean("<p><del>x</del><code> b </code><br>y</p>") == "<p><del>x</del> <code>b</code><br />\ny</p>\n")
        // A code span of white space only is that space, which the break does drop.
        #expect(clean("<p>x<code> </code><br>y</p>") == "<p>x<br />\ny</p>\n")
    }

    @Test("a line break left last in a block goes, inside its inline elements too")
    func trailingBreak() {
        #expect(clean("<p>x <a href=\"y\">2<br><img src=\"javascript:x\"></a></p>")
            == "<p>x <a href=\"y\" rel=\"nofollow noopener noreferrer\">2</a></p>\n")
        #expect(clean("<ul><li>a<br><img src=\"javascript:x\"></li></ul>") == "<ul>\n<li>a</li>\n</ul>\n")
        #expect(clean("<table><tr><td>a <b>b<br><img src=\"javascript:x\"></b></td><td>c</td></tr></table>").contains("<td>a <b>b</b></td>"))
    }

    @Test("a table cell whose only paragraph loses its attributes is written as bare text")
    func cellParagraph() {
        let html = "<table><tr><td><p class=\"MsoNormal\">Fjord</p></td><td>40</td></tr></table>"
        #expect(clean(html).contains("<td>Fjord</td>"))
        // Two paragraphs stay paragraphs.
        #expect(clean("<table><tr><td><p>a</p><p>b</p></td><td>c</td></tr></table>").contains("<p>a</p>\n<p>b</p>"))
    }

    @Test("a table part outside a table is written as its content")
    func strayTablePart() {
        #expect(clean("<table><caption>\"<caption>a", .relaxed) == "<p>a</p>\n<p>&quot;</p>\n")
    }

    @Test("a ruby element held as a block is written as its content")
    func rubyAsBlock() {
        #expect(clean("<ruby><p><rt>e", .relaxed) == "<p><rt>e</rt></p>\n")
        #expect(clean("<p>a <ruby>漢<rt>kan</rt></ruby></p>", .relaxed) == "<p>a <ruby>漢<rt>kan</rt></ruby></p>\n")
    }

    @Test("formatting emptied by the trim goes too; an anchor with an id stays")
    func emptiedFormatting() {
        #expect(clean("><b><br><br>") == "<p>&gt;</p>\n")
        #expect(clean("<p>x<a id=\"k\"><br></a></p>") == "<p>x<a id=\"user-content-k\"></a></p>\n")
    }

    @Test("a line break ending an inline element is written after it, as a reader moves it")
    func breakEndingElement() {
        #expect(clean("<p>a<b>x<br><br></b>c</p>") == "<p>a<b>x</b><br />\n<br />\nc</p>\n")
        #expect(clean("<p><a href=\"x\">l<br></a>b</p>") == "<p><a href=\"x\" rel=\"nofollow noopener noreferrer\">l</a><br />\nb</p>\n")
        #expect(clean("y<u>v<b><br><br>", .strict) == "<p>y&lt;u&gt;v<br />\n&lt;/u&gt;</p>\n")
    }

    @Test("formatting around blocks is split around children whose style cancels it, as around inline content")
    func cancellingStyleAroundBlocks() {
        let around = clean("<i><p><s style=\"font-style:normal\">a</s> b", .relaxed)
        #expect(around == clean("<p><i><s style=\"font-style:normal\">a</s> b</i></p>", .relaxed))
        #expect(around == "<p><s style=\"font-style: normal\">a</s><i> b</i></p>\n")
    }

    @Test("a URL loses only what a URL parser ignores: spaces at the ends, tabs and line breaks")
    func urlEnds() {
        #expect(clean("<p><a href=\" a\tb \">y</a></p>", .relaxed).contains("href=\"ab\""))
        #expect(clean("<p><a href=\"a b\">y</a></p>", .relaxed).contains("href=\"a%20b\""))
    }

    @Test("each shape is a fixed point under every preset", arguments: [
        "><b><br><br>",
        "<i><p><s style=\"font-style:normal\">a",
        "y<u>v<b><br><br>",
        "<p>a<b>x<br><br></b>c</p>",
        "<ruby><p><rt>e",
        "<p>a <img src=\"javascript:x\"> <b> c</b></p>",
        "<p>a<br><img src=\"javascript:x\"> c</p>",
        "<p>x <a href=\"y\">2<br><img src=\"javascript:x\"></a></p>",
        "<ul><li>To: x<br><br><div>y</div></li></ul>",
        "<table><tr><td style=\"color: red\"><p dir=\"ltr\" class=\"c\">x</p><div></div></td><td>y</td></tr></table>",
        "<table><caption>\"<caption>a",
        "<p>a <script>x</script>\n<b>b</b></p>",
    ])
    func fixedPoint(html: String) {
        let problems = SanitizerOutputChecker.problemsUnderEveryPreset(for: html, isMarkdown: false)
        #expect(problems.isEmpty, "\(problems)")
    }
}
