import Backends
import MarkupAST
import MarkupConversion
import Testing

/// The built-in themes and `fontScale`: the app-neutral default colours nothing the content
/// did not colour, the GitHub themes resolve every colour, a stylesheet file composes with a
/// theme, and every size carries its scale of the base size.
@Suite("style themes and font scale")
struct StyleThemeTests {
    /// Every kind of text the themes style: headings, marks, code, links, quotes, lists,
    /// tables, footnotes, rules, `<mark>`, `<small>`, `<kbd>`.
    static let sample = """
        # H1 *em* `code`

        ###### H6 **strong** ~~struck~~ [link](https://example.com/) x[^n] <mark>marked</mark> <small>small</small> <kbd>K</kbd> <sup>sup</sup>

        > quote
        >
        > - item

        ```
        block
        ```

        | head |
        | --- |
        | cell |

        ---

        [^n]: note
        """

    static func runs(_ sheet: StyleSheet, _ source: String = sample, from format: DocumentFormat = .markdown) -> RunsDocument {
        MarkupConverter(styleSheet: sheet).runs(source, from: format)
    }

    @Test("the default is neutral: no colour, background or family on any style, and a bare base")
    func neutralDefault() {
        #expect(StyleSheet.default == StyleSheet.neutral)
        #expect(StyleSheet(theme: .neutral) == StyleSheet.neutral)
        let runs = Self.runs(.default)
        #expect(runs.styles.count >= 10)
        for style in runs.styles {
            #expect(style.color == nil && style.background == nil && style.fontFamily == nil, "\(style)")
            #expect(style.underline?.color == nil && style.strikethrough?.color == nil)
        }
        #expect(runs.base == RootStyle(theme: "neutral", fontSize: 16))
        // The structure stays: headings bigger and semibold, code monospace, links underlined.
        let heading = runs.styles[runs.runs[0].style]
        #expect(heading.fontSize == 32 && heading.fontScale == 2 && heading.fontWeight == 600)
        let code = runs.styles.first { $0.marks.contains(.code) }
        #expect(code?.monospace == true && code?.fontScale == 1.7)  // 0.85 em inside the 2 em heading
        let link = runs.runs.first { $0.link != nil }.map { runs.styles[$0.style] }
        #expect(link?.underline == TextDecoration(.single))
    }

    @Test("colours from the content stay under the neutral theme")
    func contentColoursStay() {
        let html = ##"<p><span style="color:#cf222e;background-color:#fff8c5;font-family:Georgia">a</span> <font color="#0000ff">b</font> c</p>"##
        let runs = Self.runs(.neutral, html, from: .html)
        let styles = runs.runs.map { runs.styles[$0.style] }
        #expect(styles[0].color == RGBAColor(rgb: 0xCF222E))
        #expect(styles[0].background == RGBAColor(rgb: 0xFFF8C5))
        #expect(styles[0].fontFamily == ["Georgia"])
        #expect(runs.runs.first { $0.text.contains("b") }.map { runs.styles[$0.style].color } == RGBAColor(rgb: 0x0000FF))
        #expect(runs.runs.last.map { runs.styles[$0.style].color } == .some(nil))
        // A generic family names the app's own font, so it is not written.
        let generic = Self.runs(.neutral, #"<p><span style="font-family:system-ui">a</span></p>"#, from: .html)
        #expect(generic.styles.allSatisfy { $0.fontFamily == nil })
    }

    @Test("github-light and github-dark resolve every style's colour and the whole base", arguments: [
        (StyleTheme.githubLight, RGBAColor(rgb: 0x1F2328), RGBAColor(rgb: 0xFFFFFF), RGBAColor(rgb: 0x0969DA), RGBAColor(rgb: 0x59636E)),
        (StyleTheme.githubDark, RGBAColor(rgb: 0xF0F6FC), RGBAColor(rgb: 0x0D1117), RGBAColor(rgb: 0x4493F8), RGBAColor(rgb: 0x9198A1)),
    ])
    func githubThemes(theme: StyleTheme, text: RGBAColor, canvas: RGBAColor, link: RGBAColor, muted: RGBAColor) {
        let runs = Self.runs(StyleSheet(theme: theme))
        #expect(runs.base == RootStyle(
            theme: theme.rawValue, fontSize: 16, fontFamily: ["system"], monospaceFontFamily: ["monospace"],
            color: text, background: canvas, linkColor: link
        ))
        #expect(runs.styles.allSatisfy { $0.color != nil })
        func style(of text: String) -> ResolvedTextStyle? {
            runs.runs.first { $0.text.contains(text) }.map { runs.styles[$0.style] }
        }
        #expect(style(of: "H1")?.color == text)
        #expect(style(of: "link")?.color == link)
        #expect(style(of: "H6")?.color == muted)
        #expect(style(of: "quote")?.color == muted)
        #expect(style(of: "note")?.color == muted)
        #expect(style(of: "block")?.background != nil)
        #expect(style(of: "code")?.background != nil)
        #expect(style(of: "marked")?.background != nil)
        // Only the colours differ between the two: sizes, weights and layout are shared.
        let neutral = Self.runs(.neutral)
        #expect(runs.runs.map { runs.styles[$0.style].fontSize } == neutral.runs.map { neutral.styles[$0.style].fontSize })
        #expect(runs.paragraphStyles == neutral.paragraphStyles)
    }

    @Test("a stylesheet file extends the theme it is applied on; extends none starts bare")
    func stylesheetOnTheme() throws {
        let json = Array(##"{"root": {"theme": "app"}, "kinds": {"strong": {"color": "#ffa657"}}}"##.utf8)
        let dark = try StyleSheet(json: json, extending: .githubDark)
        #expect(dark.root.theme == "app")
        #expect(dark.root.color == RGBAColor(rgb: 0xF0F6FC))
        #expect(dark[.kind(.strong)] == MarkupStyle(fontWeight: 700, color: RGBAColor(rgb: 0xFFA657)))
        #expect(dark[.kind(.link)] == StyleSheet.githubDark[.kind(.link)])
        let onDefault = try StyleSheet(json: json)
        #expect(onDefault.root.color == nil)
        #expect(onDefault[.kind(.heading1)] == StyleSheet.neutral[.kind(.heading1)])
        let bare = try StyleSheet(json: Array(#"{"extends": "none"}"#.utf8), extending: .githubDark)
        #expect(bare == StyleSheet())
        #expect(bare.root.color == nil)
    }

    @Test("fontScale is the size over the base size: points, relative sizes, rem, a custom base, the clamp")
    func fontScale() {
        let html = """
            <p><span style="font-size:20px">a</span> <span style="font-size:0.9em">b<span style="font-size:0.9em">c\
            <span style="font-size:0.9em">d</span></span></span> <span style="font-size:2rem">e</span> \
            <span style="font-size:99999px">f</span> <span style="font-size:0px">g</span> <small>h<code>i</code></small></p>
            """
        var sheet = StyleSheet.neutral
        for (base, cases) in [
            (16.0, [("a", 20, 1.25), ("b", 14.4, 0.9), ("c", 12.96, 0.81), ("d", 11.66, 0.729), ("e", 32, 2),
                    ("f", 1000, 62.5), ("g", 1, 0.0625), ("h", 14, 0.875), ("i", 11.9, 0.7438)]),
            (20.0, [("a", 20, 1), ("b", 18, 0.9), ("e", 40, 2), ("f", 1000, 50), ("i", 14.88, 0.7438)]),
        ] as [(Double, [(String, Double, Double)])] {
            sheet.root.fontSize = base
            let runs = Self.runs(sheet, html, from: .html)
            for (text, points, scale) in cases {
                let style = runs.runs.first { $0.text.hasPrefix(text) }.map { runs.styles[$0.style] }
                #expect(style?.fontSize == points, "\(text) on \(base)")
                #expect(style?.fontScale == scale, "\(text) on \(base)")
            }
        }
    }
}
