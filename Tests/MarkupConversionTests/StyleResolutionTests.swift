import Backends
import MarkupAST
import MarkupConversion
import Testing

/// The style-resolution rules the golden files show only in passing, each checked on its own
/// through the public API: the order rules apply in, relative sizes compounding, `bolder`
/// and `lighter` stepping from the inherited weight, the size clamp, and `text-decoration:
/// none` on a link. Expected values are computed by hand from the CSS rules quoted.
@Suite("style resolution")
struct StyleResolutionTests {
    static let kindColor = RGBAColor(rgb: 0x111111)
    static let elementColor = RGBAColor(rgb: 0x222222)
    static let classColor = RGBAColor(rgb: 0x333333)
    static let idColor = RGBAColor(rgb: 0x444444)

    /// A stylesheet with one colour per rule level for `<b>`, and a weight only the kind rule sets.
    static let levels: StyleSheet = {
        var sheet = StyleSheet.default
        sheet[.kind(.strong)] = MarkupStyle(fontWeight: 800, color: kindColor)
        sheet[.element("b")] = MarkupStyle(color: elementColor)
        sheet[.className("c")] = MarkupStyle(color: classColor)
        sheet[.id("i")] = MarkupStyle(color: idColor)
        return sheet
    }()

    /// The resolved style of the first run whose text contains `text` (runs are maximal, so
    /// neighbours with equal styles share one run).
    static func style(of text: String, in html: String, converter: MarkupConverter = MarkupConverter()) -> ResolvedTextStyle? {
        let runs = converter.runs(html, from: .html)
        guard let run = runs.runs.first(where: { $0.text.contains(text) }) else {
            Issue.record("no run \"\(text)\" in \(runs.runs.map(\.text))")
            return nil
        }
        return runs.styles[run.style]
    }

    @Test("rules apply kind < element < class < id < inline, and unset fields keep the kind rule's value")
    func ruleOrder() {
        let converter = MarkupConverter(styleSheet: Self.levels)
        let cases: [(html: String, color: RGBAColor)] = [
            ("<p><strong>x</strong></p>", Self.kindColor),
            // The AST keeps the name `b` on `.strong`, bare or with attributes, so the
            // element rule sees both (the bare one through the builder's cached path).
            ("<p><b>x</b></p>", Self.elementColor),
            ("<p><b class=\"other\">x</b></p>", Self.elementColor),
            ("<p><i><b>x</b></i></p>", Self.elementColor),
            ("<p><b class=\"c\">x</b></p>", Self.classColor),
            ("<p><b class=\"c\" id=\"i\">x</b></p>", Self.idColor),
            ("<p><b class=\"c\" id=\"i\" style=\"color:#555555\">x</b></p>", RGBAColor(rgb: 0x555555)),
        ]
        for (html, color) in cases {
            let style = Self.style(of: "x", in: html, converter: converter)
            #expect(style?.color == color, "\(html)")
            #expect(style?.fontWeight == 800, "\(html): the weight comes from the kind rule")
        }
        // Under the stylesheet policy the id rule beats the inline colour.
        let sheetFirst = MarkupConverter(styleSheet: Self.levels, policy: .preferStyleSheet)
        let style = Self.style(of: "x", in: "<p><b class=\"c\" id=\"i\" style=\"color:#555555\">x</b></p>", converter: sheetFirst)
        #expect(style?.color == Self.idColor)
    }

    @Test("relative font sizes compound from parent to child, and replace each other on one element")
    func relativeSizesCompound() {
        let html = """
            <p><span style="font-size:2em">a<span style="font-size:1.5em">b<span style="font-size:50%">c\
            <span style="font-size:smaller">d</span></span></span></span></p>
            """
        #expect(Self.style(of: "a", in: html)?.fontSize == 32)  // 16 × 2
        #expect(Self.style(of: "b", in: html)?.fontSize == 48)  // 32 × 1.5
        #expect(Self.style(of: "c", in: html)?.fontSize == 24)  // 48 × 0.5
        #expect(Self.style(of: "d", in: html)?.fontSize == 20)  // 24 / 1.2
        // A heading's relative size (h2: 1.5 em) compounds with an em span inside it…
        #expect(Self.style(of: "e", in: "<h2><span style=\"font-size:0.5em\">e</span></h2>")?.fontSize == 12)
        // …but on the element itself the inline size replaces the rule's: 0.5 × the parent's 16.
        #expect(Self.style(of: "f", in: "<h2 style=\"font-size:0.5em\">f</h2>")?.fontSize == 8)
        #expect(Self.style(of: "g", in: "<p><code style=\"font-size:2em\">g</code></p>")?.fontSize == 32)
        #expect(Self.style(of: "h", in: "<p><small style=\"font-size:100%\">h</small></p>")?.fontSize == 16)
    }

    @Test("em in letter-spacing, vertical-align and line-height is the element's own size, set inline or by a rule")
    func emLengthsUseOwnSize() throws {
        let span = "<p><span style=\"font-size:2em;letter-spacing:0.5em;vertical-align:0.25em\">a</span></p>"
        #expect(Self.style(of: "a", in: span)?.kern == 16)  // 0.5 × 32, not × the parent's 16
        #expect(Self.style(of: "a", in: span)?.baselineOffset == 8)  // 0.25 × 32
        #expect(Self.style(of: "b", in: "<h1 style=\"letter-spacing:0.1em\">b</h1>")?.kern == 3.2)  // h1 rule: 32 pt
        let runs = MarkupConverter().runs("<h1 style=\"line-height:48px\">c</h1>", from: .html)
        let paragraph = try #require(runs.blocks.first?.paragraphStyle)
        #expect(runs.paragraphStyles[paragraph].lineHeightMultiple == 1.5)  // 48 / 32
    }

    @Test("bolder and lighter step from the inherited weight (CSS Fonts §2.2)")
    func bolderAndLighter() {
        let html = """
            <p><span style="font-weight:600">a<span style="font-weight:bolder">b<span style="font-weight:bolder">c\
            </span></span><span style="font-weight:lighter">d</span></span> \
            <span style="font-weight:300">e<span style="font-weight:bolder">f</span><span style="font-weight:lighter">g</span></span></p>
            """
        #expect(Self.style(of: "a", in: html)?.fontWeight == 600)
        #expect(Self.style(of: "b", in: html)?.fontWeight == 900)  // bolder from 600 (≥ 550)
        #expect(Self.style(of: "c", in: html)?.fontWeight == 900)  // bolder from 900 stays 900
        #expect(Self.style(of: "d", in: html)?.fontWeight == 400)  // lighter from 600 (550…749)
        #expect(Self.style(of: "f", in: html)?.fontWeight == 400)  // bolder from 300 (< 350)
        #expect(Self.style(of: "g", in: html)?.fontWeight == 100)  // lighter from 300 (< 550)
    }

    @Test("font sizes are clamped to 1…1000 points whatever the CSS asks")
    func fontSizeClamp() {
        let html = """
            <p><span style="font-size:99999px">huge</span> <span style="font-size:0px">zero</span> \
            <span style="font-size:1000px"><span style="font-size:1000em">compound</span></span></p>
            """
        #expect(Self.style(of: "huge", in: html)?.fontSize == 1000)
        #expect(Self.style(of: "zero", in: html)?.fontSize == 1)
        #expect(Self.style(of: "compound", in: html)?.fontSize == 1000)
    }

    @Test("text-decoration:none removes a link's underline and keeps its colour")
    func linkUnderlineRemoved() {
        let html = "<p><a href=\"https://a.example/\">u</a> <a href=\"https://b.example/\" style=\"text-decoration:none\">n</a></p>"
        let underlined = Self.style(of: "u", in: html)
        let plain = Self.style(of: "n", in: html)
        #expect(underlined?.underline == TextDecoration(.single))
        #expect(plain?.underline == nil)
        #expect(plain?.color == StyleSheet.default.root.linkColor)
        // The reverse: a stylesheet without link underlines, an inline underline, the HTML policy.
        var sheet = StyleSheet.default
        sheet[.kind(.link)] = MarkupStyle(underline: TextDecoration(.none))
        let converter = MarkupConverter(styleSheet: sheet)
        let html2 = "<p><a href=\"https://a.example/\">v</a> <a href=\"https://b.example/\" style=\"text-decoration:underline\">w</a></p>"
        #expect(Self.style(of: "v", in: html2, converter: converter)?.underline == nil)
        #expect(Self.style(of: "w", in: html2, converter: converter)?.underline == TextDecoration(.single))
    }
}
