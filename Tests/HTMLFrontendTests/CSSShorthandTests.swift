import MarkupAST
import Testing
@testable import HTMLFrontend

@Suite("CSS shorthands expand into longhands")
struct CSSShorthandTests {
    private func isInvalid(_ declaration: String) -> Bool {
        let (style, diagnostics) = parseStyle(declaration)
        return style.isEmpty && diagnostics.map(\.code) == ["css-invalid-declaration"]
    }

    @Test("font: size and family are required, the rest default")
    func fontMinimal() {
        let style = parseStyle("font: 12px Arial").style
        #expect(style.fontStyle == .normal)
        #expect(style.fontWeight == .normal)
        #expect(style.fontSize == .length(CSSLength(12, .px)))
        #expect(style.lineHeight == .normal)
        #expect(style.fontFamily == [.named("Arial")])
        #expect(style.cssText == "font-style: normal; font-weight: 400; font-size: 12px; line-height: normal; font-family: Arial")
    }

    @Test("font: style, variant, weight and stretch in any order, then size/line-height and families")
    func fontFull() {
        let style = parseStyle("font: bold italic 1.2em/1.5 \"Helvetica Neue\", sans-serif").style
        #expect(style.fontStyle == .italic)
        #expect(style.fontWeight == .bold)
        #expect(style.fontSize == .length(CSSLength(1.2, .em)))
        #expect(style.lineHeight == .number(1.5))
        #expect(style.fontFamily == [.named("Helvetica Neue"), .generic(.sansSerif)])
        let other = parseStyle("font: small-caps 300 condensed oblique x-large/20px serif").style
        #expect(other.fontWeight == .number(300))
        #expect(other.fontStyle == .oblique(degrees: nil))
        #expect(other.fontSize == .keyword(.xLarge))
        #expect(other.lineHeight == .length(CSSLength(20, .px)))
        #expect(other.fontFamily == [.generic(.serif)])
        #expect(parseStyle("font: normal normal 700 10pt Verdana").style.fontWeight == .number(700))
        #expect(parseStyle("font: oblique 12deg 10px a").style.fontStyle == .oblique(degrees: 12))
    }

    @Test("font: invalid forms, and system fonts are unsupported")
    func fontInvalid() {
        for invalid in [
            "font: Arial", "font: 12px", "font: bold", "font: 12px/ Arial", "font: italic italic 12px a",
            "font: normal normal normal normal normal 12px a", "font: 12px/1.5", "font: -1px a",
        ] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
        #expect(parseStyle("font: status-bar").diagnostics.first?.code == "css-unsupported-value")
    }

    @Test("font: a later longhand overrides the part it sets")
    func fontThenLonghand() {
        #expect(parseStyle("font: 12px a; font-weight: bold").style.fontWeight == .bold)
        #expect(parseStyle("font-weight: bold; font: 12px a").style.fontWeight == .normal)
    }

    @Test("text-decoration: line, style and colour in any order; written back as one shorthand")
    func textDecoration() {
        let style = parseStyle("text-decoration: red wavy underline").style
        #expect(style.textDecorationLine == .underline)
        #expect(style.textDecorationStyle == .wavy)
        #expect(style.textDecorationColor == rgb(0xFF0000))
        #expect(style.cssText == "text-decoration: underline wavy #ff0000")
        #expect(css("text-decoration: none") == "text-decoration: none")
        #expect(css("text-decoration: underline") == "text-decoration: underline")
        #expect(css("text-decoration: line-through underline 2px") == "text-decoration: underline line-through")
        #expect(css("text-decoration: underline dotted auto") == "text-decoration: underline dotted")
        #expect(css("text-decoration: dashed") == "text-decoration: none dashed")
        #expect(css("text-decoration: underline !important; color: red") == "text-decoration: underline !important; color: #ff0000")
        #expect(
            css("text-decoration: underline; text-decoration-color: blue")
                == "text-decoration: underline #0000ff")
        #expect(
            css("text-decoration: underline; text-decoration-style: double !important")
                == "text-decoration-line: underline; text-decoration-style: double !important; text-decoration-color: currentcolor")
        for invalid in [
            "text-decoration: underline underline", "text-decoration: none underline", "text-decoration: underline red blue",
            "text-decoration: solid dotted", "text-decoration: underline red overline", "text-decoration: blinking",
        ] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }

    @Test("background: the final layer's colour, transparent when absent")
    func background() {
        #expect(parseStyle("background: #fff").style.backgroundColor == rgb(0xFFFFFF))
        #expect(parseStyle("background: url('a.png') no-repeat center / cover yellow").style.backgroundColor == rgb(0xFFFF00))
        #expect(parseStyle("background: rgb(0 0 255) url(x.gif) 0 0 repeat-x").style.backgroundColor == rgb(0x0000FF))
        #expect(parseStyle("background: none").style.backgroundColor == .rgba(.transparent))
        #expect(parseStyle("background: url(a.png), linear-gradient(red, blue) red").style.backgroundColor == rgb(0xFF0000))
        for invalid in ["background: red, url(a.png)", "background: red blue", "background: bogus", "background: url(a),", "background: 12"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }

    @Test("list-style: the type, with none going to whichever of image and type is free")
    func listStyle() {
        #expect(parseStyle("list-style: none").style.listStyleType == CSSListStyleType.none)
        #expect(parseStyle("list-style: square inside").style.listStyleType == .predefined(.square))
        #expect(parseStyle("list-style: outside url(dot.png)").style.listStyleType == .predefined(.disc))
        #expect(parseStyle("list-style: none square").style.listStyleType == .predefined(.square))
        #expect(parseStyle("list-style: url(a.png) none").style.listStyleType == CSSListStyleType.none)
        #expect(parseStyle("list-style: none none").style.listStyleType == CSSListStyleType.none)
        for invalid in ["list-style: square circle", "list-style: none none none", "list-style: inside outside", "list-style: none url(a) square"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }
}
