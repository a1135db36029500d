@testable import Backends
import MarkupAST
import Testing

/// The shortcuts on the style lookup path must answer exactly what the long way would:
/// ``MarkupStyle/isEmpty`` compares field by field, ``StyleSheet`` rules out element names
/// by a signature before hashing, and the runs builder resolves a bare `<b>` through the
/// cache when no rule names it.
@Suite("Style lookup shortcuts")
struct StyleLookupShortcutTests {
    /// One setter per stored field of ``MarkupStyle``; the count is checked against the
    /// type's fields, so a new field fails here until `isEmpty` (and this list) know it.
    static let fieldSetters: [(String, @Sendable (inout MarkupStyle) -> Void)] = [
        ("fontSize", { $0.fontSize = .points(12) }), ("fontWeight", { $0.fontWeight = 700 }),
        ("italic", { $0.italic = false }), ("monospace", { $0.monospace = false }),
        ("fontFamily", { $0.fontFamily = [] }), ("color", { $0.color = RGBAColor(rgb: 0) }),
        ("background", { $0.background = RGBAColor(rgb: 0) }), ("underline", { $0.underline = TextDecoration(.single) }),
        ("strikethrough", { $0.strikethrough = TextDecoration(.single) }), ("baselineOffset", { $0.baselineOffset = 0 }),
        ("script", { $0.script = .sub }), ("kern", { $0.kern = 0 }), ("lang", { $0.lang = "" }),
        ("alignment", { $0.alignment = .left }), ("direction", { $0.direction = .ltr }),
        ("lineHeightMultiple", { $0.lineHeightMultiple = 1 }), ("lineSpacing", { $0.lineSpacing = 0 }),
        ("spacingBefore", { $0.spacingBefore = 0 }), ("spacingAfter", { $0.spacingAfter = 0 }),
        ("indent", { $0.indent = 0 }), ("wrap", { $0.wrap = MarkupStyle.Wrap.none }),
    ]

    @Test("isEmpty is true only with every field unset, for each field")
    func isEmptyCoversEveryField() {
        // The font families and the language are stored together, in `names`.
        let fields = Mirror(reflecting: MarkupStyle()).children.compactMap(\.label)
        let expected = Set(Self.fieldSetters.map(\.0)).subtracting(["fontFamily", "lang"]).union(["names"])
        #expect(Set(fields) == expected, "MarkupStyle gained or lost a field")
        #expect(MarkupStyle().isEmpty)
        for (name, set) in Self.fieldSetters {
            var style = MarkupStyle()
            set(&style)
            #expect(!style.isEmpty, "\(name) set, even to a zero value")
            #expect(style != MarkupStyle(), "\(name)")
        }
    }

    @Test("element rules are found by name; names that share a signature bit are told apart")
    func elementSignature() {
        var sheet = StyleSheet(root: RootStyle())
        sheet[.element("mark")] = MarkupStyle(fontWeight: 600)
        #expect(sheet.rule(forElement: "mark")?.fontWeight == 600)
        // Same length and first byte as `mark`: passes the signature, then the lookup says no.
        #expect(sheet.rule(forElement: "menu") == nil)
        #expect(sheet.rule(forElement: "b") == nil)
        #expect(sheet.rule(forElement: "") == nil)
        sheet[.element("b")] = MarkupStyle(fontWeight: 900)
        #expect(sheet.rule(forElement: "b")?.fontWeight == 900)
        // Removing a rule clears its bit only when no other name needs it.
        sheet[.element("mark")] = nil
        #expect(sheet.rule(forElement: "mark") == nil)
        #expect(sheet.rule(forElement: "b")?.fontWeight == 900)
        for name in ["é", "日本語", "x-custom-element", String(repeating: "a", count: 300)] {
            sheet[.element(name)] = MarkupStyle(fontWeight: 100)
            #expect(sheet.rule(forElement: name)?.fontWeight == 100, "\(name)")
        }
    }

    @Test("a bare <b> resolves like the kind when nothing names it, and by the element rule when a rule does")
    func bareElementNameThroughTheCache() {
        let bold = Inline.strong([.text("x")], attributes: Attributes(elementName: "b"))
        let document = Document(blocks: [.paragraph([bold])])
        var sheet = StyleSheet.default
        sheet[.kind(.strong)] = MarkupStyle(fontWeight: 800)
        let plain = RunsBuilder.build(document, resolver: StyleResolver(sheet: sheet, policy: .preferInlineStyle))
        #expect(plain.styles[plain.runs[0].style].fontWeight == 800)
        sheet[.element("b")] = MarkupStyle(color: RGBAColor(rgb: 0x123456))
        let named = RunsBuilder.build(document, resolver: StyleResolver(sheet: sheet, policy: .preferInlineStyle))
        #expect(named.styles[named.runs[0].style].color == RGBAColor(rgb: 0x123456))
        #expect(named.styles[named.runs[0].style].fontWeight == 800)
        sheet[.element("strong")] = MarkupStyle(italic: true)
        let defaultElementRule = RunsBuilder.build(
            Document(blocks: [.paragraph([.strong([.text("x")])])]), resolver: StyleResolver(sheet: sheet, policy: .preferInlineStyle))
        #expect(defaultElementRule.styles[defaultElementRule.runs[0].style].italic == true, "<strong> gets the strong rule")
        let renamed = RunsBuilder.build(document, resolver: StyleResolver(sheet: sheet, policy: .preferInlineStyle))
        #expect(renamed.styles[renamed.runs[0].style].italic != true, "<b> does not get the strong element rule")
    }
}
