import Backends
import Foundation
import MarkupAST
import Testing

/// `StyleSheet(json:)`: the documented format, merging into the default theme, and errors
/// that name the JSON path.
@Suite("stylesheet JSON")
struct StyleSheetJSONTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the example in docs/stylesheet.md and examples/app-style.json load")
    func documentedExamples() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/stylesheet.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "```json\n"))
        let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
        let sheet = try StyleSheet(json: Array(doc[start.upperBound..<end.lowerBound].utf8))
        #expect(sheet.root.theme == "my-app")
        #expect(sheet.root.fontFamily == ["Inter", "system"])
        #expect(sheet[.kind(.link)]?.underline == TextDecoration(.none))
        #expect(sheet[.kind(.heading1)]?.fontSize == .scale(1.75))
        // Merged into the default rule: the size is new, the weight is the theme's.
        #expect(sheet[.kind(.heading1)]?.fontWeight == 600)
        #expect(sheet[.className("price")]?.fontWeight == 700)
        #expect(sheet[.id("title")]?.fontSize == .points(30))
        #expect(try StyleSheet.parse(json: Array(doc[start.upperBound..<end.lowerBound].utf8)).policy == .preferStyleSheet)

        let app = try Data(contentsOf: Self.root.appendingPathComponent("examples/app-style.json"))
        let appSheet = try StyleSheet(json: Array(app))
        #expect(appSheet.root.color == RGBAColor(rgb: 0x102A43))
        #expect(appSheet[.element("mark")]?.background == RGBAColor(rgb: 0xFFF3A0))
    }

    @Test("every field form: sizes, weights, colours, decorations, choices")
    func fieldForms() throws {
        let json = ##"""
            {"extends": "none", "root": {"fontSize": 15, "color": "#abc", "background": "#11223344"},
             "kinds": {"strong": {"fontWeight": "bold"}, "emphasis": {"fontWeight": "normal", "italic": true},
                       "code": {"fontSize": "90%", "monospace": true, "fontFamily": "Menlo"},
                       "link": {"underline": {"style": "wavy", "color": "#f00"}, "strikethrough": "double"},
                       "superscript": {"fontSize": "12pt", "script": "super", "baselineOffset": 4, "kern": 0.5},
                       "paragraph": {"alignment": "justify", "direction": "rtl", "lineHeightMultiple": 1.5,
                                     "lineSpacing": 2, "spacingBefore": 3, "spacingAfter": 4, "indent": 5, "wrap": "none", "lang": "ar"}},
             "elements": {"MARK": {"fontSize": "20px"}}}
            """##
        let sheet = try StyleSheet(json: Array(json.utf8))
        #expect(sheet[.kind(.listItem)] == nil, "extends none drops the theme's rules")
        #expect(sheet.root.color == RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC))
        #expect(sheet.root.background == RGBAColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        #expect(sheet[.kind(.strong)]?.fontWeight == 700)
        #expect(sheet[.kind(.emphasis)] == MarkupStyle(fontWeight: 400, italic: true))
        #expect(sheet[.kind(.code)] == MarkupStyle(fontSize: .scale(0.9), monospace: true, fontFamily: ["Menlo"]))
        #expect(sheet[.kind(.link)]?.underline == TextDecoration(.wavy, color: RGBAColor(rgb: 0xFF0000)))
        #expect(sheet[.kind(.link)]?.strikethrough == TextDecoration(.double))
        #expect(sheet[.kind(.superscript)] == MarkupStyle(fontSize: .points(16), baselineOffset: 4, script: .super, kern: 0.5))
        #expect(sheet[.kind(.paragraph)] == MarkupStyle(
            lang: "ar", alignment: .justify, direction: .rtl, lineHeightMultiple: 1.5, lineSpacing: 2,
            spacingBefore: 3, spacingAfter: 4, indent: 5, wrap: MarkupStyle.Wrap.none
        ))
        #expect(sheet[.element("mark")]?.fontSize == .points(20), "element names are lower-cased")
    }

    @Test("colours take every CSS and lineage form, with the same grammar as inline CSS", arguments: [
        ("#abc", "#aabbcc"), ("rebeccapurple", "#663399"), ("transparent", "#00000000"), ("rgb(255 128 0 / 50%)", "#ff800080"),
        ("hsl(210, 60%, 40%)", "#2966a3"), ("hwb(120 20% 30%)", "#33b333"), ("lab(29.2345% 39.3825 20.0664)", "#7d2329"),
        ("lch(50 30 270deg)", "#5d78aa"), ("oklab(59.69% 0.1007 0.1191)", "#c65d07"), ("oklch(0.7 0.4 30)", "#ff5843"),
        ("color(display-p3 1 0 0)", "#ff0b0c"), ("color(prophoto-rgb 0.4 0.5 0.6)", "#4597ad"), ("color(xyz 0.2 0.3 0.4)", "#00a7a4"),
        ("device-cmyk(0.1 0.2 0.3 0.4)", "#8a7a6b"), ("hsv(120, 100%, 50%)", "#008000"), ("hsb(30 40% 90% / 0.5)", "#e6b88a80"),
        ("cmyk(51, 102, 153, 25)", "#b88a5c"), ("gray(51, 0.5)", "#33333380"), ("displayP3(255, 0, 0)", "#ff0b0c"),
    ])
    func colorForms(text: String, hex: String) throws {
        let sheet = try StyleSheet(json: Array(#"{"classes": {"x": {"color": "\#(text)", "background": "\#(text)"}}}"#.utf8))
        #expect(sheet[.className("x")]?.color?.hexString == hex)
        #expect(sheet[.className("x")]?.background?.hexString == hex)
    }

    @Test("a stylesheet colour outside sRGB keeps its original; currentcolor is a decoration's text colour")
    func colorOriginals() throws {
        let sheet = try StyleSheet(json: Array(##"""
            {"root": {"linkColor": "oklch(0.55 0.2 260)"},
             "classes": {"x": {"color": "color(display-p3 0 0.8 0.2)", "underline": {"style": "wavy", "color": "currentcolor"}}}}
            """##.utf8))
        #expect(sheet.root.linkColor?.specified == SpecifiedColor(space: .oklch, components: (0.55, 0.2, 260)))
        #expect(sheet[.className("x")]?.color?.specified?.space == .displayP3)
        #expect(sheet[.className("x")]?.underline == TextDecoration(.wavy, color: nil))
    }

    @Test("errors name the JSON path and the expectation", arguments: [
        (##"[]"##, "expected an object"),
        (##"{"kinds": {"bold": {}}}"##, "kinds.bold: unknown kind"),
        (##"{"kinds": {"strong": {"fontWeight": 1001}}}"##, "kinds.strong.fontWeight: expected a weight"),
        (##"{"kinds": {"strong": {"colour": "#fff"}}}"##, "kinds.strong.colour: unknown style field"),
        (##"{"classes": {"x": {"color": "reddish"}}}"##, "classes.x.color: expected a CSS colour"),
        (##"{"classes": {"x": {"color": "#12345"}}}"##, "classes.x.color: expected a CSS colour"),
        (##"{"classes": {"x": {"color": 255}}}"##, "classes.x.color: expected a CSS colour"),
        (##"{"classes": {"x": {"color": "lab(50, 20, 20)"}}}"##, "classes.x.color: expected a CSS colour"),
        (##"{"classes": {"x": {"background": "color-mix(in srgb, red, blue)"}}}"##, "classes.x.background: color-mix() is not supported"),
        (##"{"classes": {"x": {"color": "currentcolor"}}}"##, "classes.x.color: currentcolor is accepted only as a decoration colour"),
        (##"{"ids": {"x": {"fontSize": "2vw"}}}"##, "ids.x.fontSize: expected points"),
        (##"{"ids": {"x": {"fontSize": 0}}}"##, "ids.x.fontSize: expected points"),
        (##"{"root": {"fontSize": 5000}}"##, "root.fontSize: expected a size in points"),
        (##"{"root": {"colour": "#fff"}}"##, "root.colour: unknown key"),
        (##"{"elements": {"p": {"alignment": "middle"}}}"##, ##"elements.p.alignment: expected one of "start""##),
        (##"{"elements": {"p": {"underline": {"style": "single", "width": 2}}}}"##, "elements.p.underline.width: unknown key"),
        (##"{"extends": "github"}"##, "extends: expected"),
        (##"{"theme": "x"}"##, "theme: unknown key"),
        (##"{"policy": "css"}"##, "policy: expected"),
        (##"{"kinds": {"strong": {"fontWeight": 700,}}}"##, "not valid JSON: 1:"),
    ])
    func errors(json: String, message: String) {
        do {
            _ = try StyleSheet(json: Array(json.utf8))
            Issue.record("\(json) was accepted")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}
