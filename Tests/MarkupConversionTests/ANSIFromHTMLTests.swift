import Backends
import MarkupAST
import MarkupConversion
import Testing

/// `-t ansi` from HTML input through the registry: the elements Markdown cannot express
/// (definition lists, details, figures, spanning cells, mark, kbd, raised text, quotations).
@Suite("ANSI output from HTML")
struct ANSIFromHTMLTests {
    static func plain(_ html: String, columns: Int = 40) -> [String] {
        var options = ConversionOptions()
        options.ansiOutput = .plain(columns: columns)
        let output = MarkupConverter(options: options).convert(html, from: .html, to: .ansi).output
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("a definition list: terms, then their definitions indented")
    func definitionList() {
        #expect(Self.plain("<dl><dt>API</dt><dd>Application programming interface.</dd><dt>CLI</dt><dd>Command line.</dd></dl>") == [
            "API", "    Application programming interface.", "", "CLI", "    Command line.",
        ])
    }

    @Test("details: the summary marked, the content after it")
    func details() {
        #expect(Self.plain("<details><summary>More</summary><p>Hidden text.</p></details>") == ["▾ More", "", "Hidden text."])
    }

    @Test("a cell spanning two columns takes their width and the border between them")
    func columnSpan() {
        let lines = Self.plain("<table><tr><th>a</th><th>b</th></tr><tr><td colspan=2>wide cell</td></tr></table>")
        #expect(lines == [
            "┌─────┬─────┐",
            "│ a   │ b   │",
            "├─────┴─────┤",
            "│ wide cell │",
            "└───────────┘",
        ])
    }

    @Test("raised and lowered text as characters; quotation marks; figure captions")
    func inlineElements() {
        #expect(Self.plain("<p>10<sup>6</sup> km<sup>2</sup>, H<sub>2</sub>O, x<sup>n+1</sup>, <q>quoted</q></p>") == [
            "10⁶ km², H₂O, xⁿ⁺¹, “quoted”",
        ])
        #expect(Self.plain("<figure><img src=a.png alt=Chart><figcaption>Figure 1</figcaption></figure>") == [
            "[image: Chart] (a.png)", "", "Figure 1",
        ])
    }

    @Test("mark, kbd and inline CSS colours become attributes a terminal shows")
    func styledSpans() {
        var options = ConversionOptions()
        options.ansiOutput = ANSIRenderOptions(columns: 40, colorDepth: .trueColor)
        let output = MarkupConverter(options: options).convert(
            "<p><mark>hi</mark> <kbd>Ctrl</kbd> <span style=\"color:#ff0000\">red</span></p>", from: .html, to: .ansi
        ).output
        #expect(output.contains("\u{1B}[38;2;40;44;52;48;2;229;192;123mhi"), "mark: dark text on the theme's yellow")
        #expect(output.contains("\u{1B}[1;38;2;229;192;123mCtrl"), "kbd: bold code colour")
        #expect(output.contains("\u{1B}[38;2;255;0;0mred\u{1B}[39m"), "an inline colour, closed with 39")
    }

    @Test("a colour written outside sRGB reaches the terminal as its gamut-mapped sRGB value")
    func wideGamutColors() {
        var options = ConversionOptions()
        options.ansiOutput = ANSIRenderOptions(columns: 40, colorDepth: .trueColor)
        let html = #"<p><span style="color: color(display-p3 1 0 0)">p3</span> <span style="color: oklch(0.7 0.1 200)">ok</span></p>"#
        let output = MarkupConverter(options: options).convert(html, from: .html, to: .ansi).output
        #expect(output.contains("\u{1B}[38;2;255;11;12mp3\u{1B}[39m"), "display-p3 red is #ff0b0c in sRGB")
        #expect(output.contains("\u{1B}[38;2;64;177;183mok\u{1B}[39m"), "oklch(0.7 0.1 200) is #40b1b7")
        options.ansiOutput = ANSIRenderOptions(columns: 40, colorDepth: .sixteen)
        let sixteen = MarkupConverter(options: options).convert(html, from: .html, to: .ansi).output
        #expect(sixteen.contains("p3") && !sixteen.contains("38;2;"), "16-colour terminals get the nearest standard colour")
    }
}
