import MarkupAST
import Testing
@testable import HTMLFrontend

@Suite("Inline style syntax (CSS Syntax 3)")
struct InlineStyleSyntaxTests {
    @Test("declarations split on semicolons; empty declarations and whitespace anywhere are fine")
    func declarations() {
        let (style, diagnostics) = parseStyle(" ;; color : red ;;\n\tfont-weight:bold;  ; ")
        #expect(style.color == rgb(0xFF0000))
        #expect(style.fontWeight == .number(700))
        #expect(style.declarations.count == 2)
        #expect(diagnostics.isEmpty)
        #expect(parseStyle("").style.isEmpty)
        #expect(parseStyle("   ").style.isEmpty)
    }

    @Test("property names and keywords are ASCII case-insensitive")
    func caseInsensitive() {
        let style = parseStyle("COLOR: ReD; Font-Weight: BOLD; TEXT-ALIGN: Center").style
        #expect(style.color == rgb(0xFF0000))
        #expect(style.fontWeight == .bold)
        #expect(style.textAlign == .center)
    }

    @Test("comments are skipped everywhere, unclosed ones run to the end")
    func comments() {
        #expect(css("/* a */color/**/:/* b */red/* c */;/* d */font-size:12px") == "color: #ff0000; font-size: 12px")
        #expect(css("color: red; /* font-size: 12px; */ text-align: left") == "color: #ff0000; text-align: left")
        #expect(css("color: blue; /* unclosed; font-size: 12px") == "color: #0000ff")
    }

    @Test("!important, with spaces and comments, in any case")
    func important() {
        let style = parseStyle("color: red !important; font-size: 12px ! IMPORTANT; text-align: left!important/**/").style
        #expect(style.declarations.allSatisfy { $0.isImportant })
        #expect(style.declarations.count == 3)
        #expect(style.fontSize == .length(CSSLength(12, .px)))
        #expect(style.cssText == "color: #ff0000 !important; font-size: 12px !important; text-align: left !important")
        let (plain, _) = parseStyle("color: red important")
        #expect(plain.isEmpty)
        let (alone, diagnostics) = parseStyle("color: !important")
        #expect(alone.isEmpty)
        #expect(diagnostics.map(\.code) == ["css-invalid-declaration"])
    }

    @Test("the last valid declaration wins, and a normal one never overrides an important one")
    func cascadeInBlock() {
        #expect(css("color: red; color: blue") == "color: #0000ff")
        #expect(css("color: red; color: nonsense") == "color: #ff0000")
        #expect(css("color: red !important; color: blue") == "color: #ff0000 !important")
        #expect(css("color: red !important; color: blue !important") == "color: #0000ff !important")
        #expect(css("color: red; font-size: 1px; color: blue") == "color: #0000ff; font-size: 1px")
    }

    @Test("escapes in names and values (CSS Syntax 3 §4.3.7)")
    func escapes() {
        #expect(css("\\63 olor: red") == "color: #ff0000")
        #expect(css("color: r\\65 d") == "color: #ff0000")
        #expect(css("c\\olor: \\72 \\65 \\64") == "color: #ff0000")
        #expect(css("font-family: \"A\\\"B\"") == "font-family: \"A\\\"B\"")
        #expect(css("font-family: \"caf\\e9\"") == "font-family: café")
        #expect(css("font-family: Q\\0000") == "font-family: Q\u{FFFD}")
        #expect(css("font-family: \"a\\\nb\"") == "font-family: ab")
    }

    @Test("semicolons inside strings, functions and blocks do not end a declaration")
    func nestedSemicolons() {
        #expect(css("font-family: \"a;b\", serif; color: red") == "font-family: \"a;b\", serif; color: #ff0000")
        #expect(css("color: rgb(1;2;3); font-size: 2px") == "font-size: 2px")
        #expect(css("color: rgb(1;2;3; font-size: 2px") == "")
        #expect(css("x: [;]; color: red") == "color: #ff0000")
        #expect(css("x: {;}; color: red") == "color: #ff0000")
    }

    @Test("vendor-prefixed, custom and unmodelled properties are ignored silently")
    func unknownProperties() {
        let (style, diagnostics) = parseStyle(
            "-webkit-text-size-adjust: 100%; --brand: red; margin: 0 auto; mso-line-height-rule: exactly; color: red")
        #expect(style.cssText == "color: #ff0000")
        #expect(diagnostics.isEmpty)
    }

    @Test("invalid values of known properties warn with the declaration's span")
    func invalidValues() {
        var diagnostics: [Diagnostic] = []
        let text = "color: red; font-size: big; font-weight: 700"
        let span = SourceSpan(start: 100, end: 100 + UInt32(text.utf8.count))
        let style = InlineStyleParser.parse(text, span: span, diagnostics: &diagnostics)
        #expect(style.cssText == "color: #ff0000; font-weight: 700")
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.code == "css-invalid-declaration")
        #expect(diagnostic?.severity == .warning)
        #expect(diagnostic?.message.contains("font-size") == true)
        // "font-size: big;" starts at byte 12, after "color: red; ", and ends after its ";".
        #expect(diagnostic?.span == SourceSpan(start: 112, end: 127))
    }

    @Test("when character references changed the value's length, diagnostics get the whole span")
    func spanFallback() {
        var diagnostics: [Diagnostic] = []
        let span = SourceSpan(start: 10, end: 40)
        _ = InlineStyleParser.parse("color: nope", span: span, diagnostics: &diagnostics)
        #expect(diagnostics.first?.span == span)
    }

    @Test("malformed declarations: missing colon, no name, at-rules")
    func malformed() {
        let (style, diagnostics) = parseStyle("font-weight bold; color: red; 12px: x; @media x { color: blue }; text-align: left")
        #expect(style.cssText == "color: #ff0000; text-align: left")
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.code == "css-invalid-declaration" })
        #expect(diagnostics.first?.message.contains("':'") == true)
        // An at-rule ends after its {} block (CSS Syntax 3 §5.4.2).
        let (afterBlock, blockDiagnostics) = parseStyle("@media print { color: blue } color: red; font-size: 1px")
        #expect(afterBlock.cssText == "color: #ff0000; font-size: 1px")
        #expect(blockDiagnostics.count == 1)
    }

    @Test("values that need a cascade or evaluation are dropped with a note")
    func unsupported() {
        let (style, diagnostics) = parseStyle("color: var(--x); font-size: calc(1em + 2px); background-color: color-mix(in srgb, red, blue); font: menu")
        #expect(style.isEmpty)
        #expect(diagnostics.map(\.code) == Array(repeating: "css-unsupported-value", count: 4))
        #expect(diagnostics.allSatisfy { $0.severity == .note })
        #expect(diagnostics.first?.message.contains("var()") == true)
    }

    @Test("CSS-wide keywords for longhands and shorthands")
    func wideKeywords() {
        let style = parseStyle("color: inherit; font-size: INITIAL; white-space: unset; display: revert; text-align: revert-layer").style
        #expect(style[.color]?.value == .cssWide(.color, .inherit))
        #expect(style.color == nil)
        #expect(style[.fontSize]?.value == .cssWide(.fontSize, .initial))
        #expect(style[.textAlign]?.value == .cssWide(.textAlign, .revertLayer))
        #expect(style.cssText == "color: inherit; font-size: initial; white-space: unset; display: revert; text-align: revert-layer")
        #expect(css("text-decoration: inherit") == "text-decoration: inherit")
        #expect(
            css("font: inherit")
                == "font-style: inherit; font-weight: inherit; font-size: inherit; line-height: inherit; font-family: inherit")
        #expect(css("color: inherit red") == "")
    }

    @Test("diagnostics per attribute are capped with one note")
    func diagnosticCap() {
        let text = String(repeating: "color: nope; ", count: 50)
        let (_, diagnostics) = parseStyle(text)
        #expect(diagnostics.count == InlineStyleParser.maxDiagnosticsPerAttribute + 1)
        #expect(diagnostics.last?.code == "css-diagnostics-truncated")
    }

    @Test("canonical text parses back to the same style")
    func roundTrip() {
        let inputs = [
            "color: rgba(10, 20, 30, 0.5); font-family: 'Times New Roman', \"serif\", monospace, Foo\\ Bar",
            "font: italic small-caps bold condensed 12px/1.5 Georgia, serif; text-decoration: underline wavy red",
            "letter-spacing: -0.05em; word-spacing: 10%; line-height: 1.25; vertical-align: -2px; list-style-type: '-'",
            "background: url(x.png) no-repeat #abcdef; white-space: pre-wrap; display: inline-block; font-style: oblique 10deg",
            "list-style-type: my-style; text-transform: uppercase; font-weight: 550; font-size: x-large",
        ]
        for input in inputs {
            let first = parseStyle(input)
            #expect(first.diagnostics.isEmpty, "\(input)")
            let second = parseStyle(first.style.cssText)
            #expect(second.diagnostics.isEmpty, "\(first.style.cssText)")
            #expect(second.style == first.style, "\(input) → \(first.style.cssText)")
        }
    }
}
