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
