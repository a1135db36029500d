import MarkupAST
import Testing
@testable import HTMLFrontend

@Suite("Legacy <font> attributes (HTML Standard)")
struct LegacyFontAttributesTests {
    @Test("legacy colour values: named, #rgb, and the forgiving general case")
    func legacyColors() {
        let cases: [(String, UInt32)] = [
            ("red", 0xFF0000), ("  Navy ", 0x000080), ("#f0f", 0xFF00FF), ("#FFF", 0xFFFFFF), ("#123456", 0x123456),
            ("f0f", 0x0F000F), ("chucknorris", 0xC00000), ("chucknorr", 0xC0C000), ("#1234567", 0x124570),
            ("0123456789abcdef0123456789abcdef", 0x34EF9A), (" ", 0x000000), ("#", 0x000000), ("#1😀", 0x010000),
            ("#abcd", 0xABCD00), ("rgb(1,2,3)", 0x001030),
        ]
        for (input, expected) in cases {
            #expect(LegacyColorValue.parse(input) == RGBAColor(rgb: expected), "\(input)")
        }
        #expect(LegacyColorValue.parse("") == nil)
        #expect(LegacyColorValue.parse("Transparent") == nil)
        #expect(LegacyColorValue.parse(String(repeating: "f", count: 10_000)) == RGBAColor(rgb: 0xFFFFFF))
    }

    @Test("legacy font sizes: absolute, relative to 3, clamped to 1–7")
    func legacySizes() {
        let cases: [(String, CSSFontSize.Keyword)] = [
            ("1", .xSmall), ("2", .small), ("3", .medium), ("4", .large), ("5", .xLarge), ("6", .xxLarge), ("7", .xxxLarge),
            ("+1", .large), ("-1", .small), ("+4", .xxxLarge), ("-2", .xSmall), ("+10", .xxxLarge), ("-10", .xSmall),
            ("0", .xSmall), (" 5 ", .xLarge), ("2.5", .small), ("4px", .large), ("99999999999999999999999", .xxxLarge),
            ("+0", .medium), ("-0", .medium),
        ]
        for (input, expected) in cases {
            #expect(LegacyFontAttributes.fontSize(input) == expected, "\(input)")
        }
        for invalid in ["", "abc", "+", "-", " ", "+-1", "x3"] {
            #expect(LegacyFontAttributes.fontSize(invalid) == nil, "\(invalid)")
        }
    }

    @Test("face lists: names trimmed and unquoted, generics recognised")
    func faces() {
        #expect(
            LegacyFontAttributes.fontFamilies(" Arial , 'Times  New Roman',sans-serif, \"serif\"")
                == [.named("Arial"), .named("Times New Roman"), .generic(.sansSerif), .named("serif")])
        #expect(LegacyFontAttributes.fontFamilies("") == nil)
        #expect(LegacyFontAttributes.fontFamilies(" , ,") == nil)
        #expect(LegacyFontAttributes.fontFamilies("Verdana,,Geneva") == [.named("Verdana"), .named("Geneva")])
    }

    @Test("declarations for the present attributes, and style= wins over them")
    func declarations() {
        let hints = LegacyFontAttributes.declarations(color: "#00f", size: "+1", face: "Verdana, sans-serif")
        var style = InlineStyle(hints)
        #expect(style.cssText == "color: #0000ff; font-size: large; font-family: Verdana, sans-serif")
        #expect(LegacyFontAttributes.declarations(color: "", size: "big", face: nil).isEmpty)
        style.add(contentsOf: parseStyle("color: red").style)
        #expect(style.color == rgb(0xFF0000))
    }

    @Test("<font color> reads colour functions (the lineage's forms and CSS's) before the legacy rule", arguments: [
        ("hsv(120, 100%, 50%)", 0x008000), ("HSB(240 100% 100%)", 0x0000FF), ("cmyk(0, 255, 255, 0)", 0xFF0000),
        ("gray(128)", 0x808080), ("rgb(1, 2, 3)", 0x010203), (" hsl(120 100% 25%) ", 0x008000), ("oklch(0.628 0.2577 29.23)", 0xFF0000),
    ])
    func colorFunctions(value: String, expected: UInt32) {
        let color = LegacyFontAttributes.color(value)
        #expect(color.map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue) } == RGBAColor(rgb: expected))
        #expect(LegacyFontAttributes.colorDiagnostic(value, span: nil) == nil)
    }

    @Test("a broken colour function in <font color> gives no colour and a warning; other text keeps the legacy rule")
    func brokenFunctions() {
        #expect(LegacyFontAttributes.color("hsv(120, 100%)") == nil)
        #expect(LegacyFontAttributes.colorDiagnostic("hsv(120, 100%)", span: nil)?.code == "font-color-invalid")
        #expect(LegacyFontAttributes.colorDiagnostic("color-mix(in srgb, red, blue)", span: nil)?.message.contains("color-mix()") == true)
        // Not a colour function name: the legacy algorithm, as the HTML Standard says.
        #expect(LegacyFontAttributes.color("chucknorris") == RGBAColor(rgb: 0xC00000))
        #expect(LegacyFontAttributes.color("foo(1, 2, 3)") == LegacyColorValue.parse("foo(1, 2, 3)"))
        #expect(LegacyFontAttributes.colorDiagnostic("foo(1, 2, 3)", span: nil) == nil)
    }

    @Test("<font color> in a document: colour applied, or a warning pointing at the element")
    func inDocument() {
        let result = HTMLParser().parse(#"<p><font color="hsv(0, 100%, 100%)">red</font> <font color="gray(1, 2, 3)">x</font></p>"#)
        #expect(result.diagnostics.map(\.code) == ["font-color-invalid"])
        #expect(result.diagnostics.first?.span != nil)
        guard case .paragraph(let inlines, _)? = result.document.blocks.first, case .span(let attributes, _)? = inlines.first else {
            Issue.record("\(result.document.blocks)")
            return
        }
        #expect(attributes.style.color == .rgba(RGBAColor(rgb: 0xFF0000)))
    }
}
