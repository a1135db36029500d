import MarkupAST
import Testing
@testable import HTMLFrontend

@Suite("CSS colours (CSS Color 4)")
struct CSSColorParsingTests {
    private func color(_ value: String) -> CSSColor? {
        parseStyle("color: \(value)").style.color
    }

    private func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> CSSColor {
        .rgba(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    @Test("hex with 3, 4, 6 and 8 digits, any case")
    func hex() {
        #expect(color("#f00") == rgb(0xFF0000))
        #expect(color("#F00") == rgb(0xFF0000))
        #expect(color("#abc") == rgb(0xAABBCC))
        #expect(color("#f008") == rgba(255, 0, 0, 0x88))
        #expect(color("#123456") == rgb(0x123456))
        #expect(color("#12345678") == rgba(0x12, 0x34, 0x56, 0x78))
        #expect(color("#AbCdEf") == rgb(0xABCDEF))
        for invalid in ["#ff", "#fffff", "#1234567", "#123456789", "#ggg", "#12345g", "fff", "#"] {
            #expect(color(invalid) == nil, "\(invalid)")
        }
    }

    @Test("rgb() and rgba(): commas or spaces, numbers or percentages, alpha")
    func rgbFunctions() {
        #expect(color("rgb(255, 0, 0)") == rgb(0xFF0000))
        #expect(color("rgb(255 128 0)") == rgb(0xFF8000))
        #expect(color("RGB( 0 , 0 , 255 )") == rgb(0x0000FF))
        #expect(color("rgb(100%, 50%, 0%)") == rgba(255, 128, 0))
        #expect(color("rgba(0, 0, 255, 0.5)") == rgba(0, 0, 255, 128))
        #expect(color("rgba(0, 0, 255, 50%)") == rgba(0, 0, 255, 128))
        #expect(color("rgb(0 0 255 / 0.25)") == rgba(0, 0, 255, 64))
        #expect(color("rgb(0 0 255 / 100%)") == rgba(0, 0, 255))
        #expect(color("rgba(255, 0, 0)") == rgb(0xFF0000))
        #expect(color("rgb(255, 0, 0, 1)") == rgb(0xFF0000))
        #expect(color("rgb(300, -20, 127.6)") == rgb(0xFF0080))
        #expect(color("rgb(0 0 0 / 2)") == rgb(0x000000))
        #expect(color("rgb(none 255 none)") == rgb(0x00FF00))
        #expect(color("rgb(50% 255 0)") == rgba(128, 255, 0))
        #expect(color("rgb(1e2, 0, 0)") == rgba(100, 0, 0))
        // The end of the attribute closes an open function (CSS Syntax 3 §5.4.8).
        #expect(color("rgb(255, 0, 0") == rgb(0xFF0000))
        for invalid in [
            "rgb(255, 0)", "rgb(255 0 0 0)", "rgb(255, 0 0)", "rgb(100%, 0, 0)", "rgb(none, 0, 0)", "rgb(255, 0, 0,)",
            "rgb(255 0 0 / )", "rgb(255 0 0 / 1 2)", "rgb(a b c)", "rgb()", "rgbx(1, 2, 3)",
        ] {
            #expect(color(invalid) == nil, "\(invalid)")
        }
    }

    @Test("hsl() and hsla(): degrees, deg/grad/rad/turn, percentages, alpha")
    func hslFunctions() {
        #expect(color("hsl(0, 100%, 50%)") == rgb(0xFF0000))
        #expect(color("hsl(120, 100%, 50%)") == rgb(0x00FF00))
        #expect(color("hsl(240deg 100% 50%)") == rgb(0x0000FF))
        #expect(color("hsl(60 100% 50%)") == rgb(0xFFFF00))
        #expect(color("hsl(0.5turn 100% 25%)") == rgb(0x008080))
        #expect(color("hsl(200grad, 100%, 25%)") == rgb(0x008080))
        #expect(color("hsl(2.0943951023931953rad 100% 50%)") == rgb(0x00FF00))
        #expect(color("hsl(-120, 100%, 50%)") == rgb(0x0000FF))
        #expect(color("hsl(480, 100%, 50%)") == rgb(0x00FF00))
        #expect(color("hsl(0, 0%, 50%)") == rgba(128, 128, 128))
        #expect(color("hsl(0, 0%, 100%)") == rgb(0xFFFFFF))
        #expect(color("hsla(0, 100%, 50%, 0.5)") == rgba(255, 0, 0, 128))
        #expect(color("hsl(0 100% 50% / 20%)") == rgba(255, 0, 0, 51))
        #expect(color("hsl(none 100 50)") == rgb(0xFF0000))
        for invalid in ["hsl(0, 100, 50)", "hsl(0, 100%)", "hsl(0px, 100%, 50%)", "hsl(0 100% 50% 1)", "hsl(none, 100%, 50%)"] {
            #expect(color(invalid) == nil, "\(invalid)")
        }
    }

    @Test("keywords: transparent, currentcolor, named colours in any case")
    func keywords() {
        #expect(color("transparent") == rgba(0, 0, 0, 0))
        #expect(color("currentColor") == .currentColor)
        #expect(color("CurrentColor") == .currentColor)
        #expect(color("RebeccaPurple") == rgb(0x663399))
        #expect(color("notacolor") == nil)
        #expect(color("red blue") == nil)
    }

    @Test("148 named colours, and a sample checked against their CSS values")
    func namedColors() {
        #expect(CSSNamedColors.entries.count == 148)
        #expect(Set(CSSNamedColors.entries.map(\.0)).count == 148)
        let sample: [(String, UInt32)] = [
            ("black", 0x000000), ("white", 0xFFFFFF), ("red", 0xFF0000), ("lime", 0x00FF00), ("green", 0x008000),
            ("blue", 0x0000FF), ("navy", 0x000080), ("silver", 0xC0C0C0), ("gray", 0x808080), ("grey", 0x808080),
            ("orange", 0xFFA500), ("rebeccapurple", 0x663399), ("cornflowerblue", 0x6495ED), ("tomato", 0xFF6347),
            ("darkslategray", 0x2F4F4F), ("darkslategrey", 0x2F4F4F), ("lightgoldenrodyellow", 0xFAFAD2),
            ("aqua", 0x00FFFF), ("fuchsia", 0xFF00FF), ("teal", 0x008080), ("olive", 0x808000), ("maroon", 0x800000),
        ]
        for (name, value) in sample {
            #expect(color(name) == rgb(value), "\(name)")
            #expect(color(name.uppercased()) == rgb(value), "\(name)")
        }
        for (name, value) in CSSNamedColors.entries {
            #expect(color(name) == rgb(value), "\(name)")
        }
        // Every grey spelling has its gray twin.
        for (name, value) in CSSNamedColors.entries where name.contains("grey") {
            let gray = String(name.replacing("grey", with: "gray"))
            #expect(CSSNamedColors.entries.first { $0.0 == gray }?.1 == value, "\(name)")
        }
    }

    @Test("colours serialize as hex when opaque and rgba() otherwise")
    func serialization() {
        #expect(css("color: RED") == "color: #ff0000")
        #expect(css("color: rgba(255, 0, 0, 0.5)") == "color: rgba(255, 0, 0, 0.5)")
        #expect(css("color: transparent") == "color: rgba(0, 0, 0, 0)")
        #expect(css("color: #0000ff33") == "color: rgba(0, 0, 255, 0.2)")
        #expect(css("color: #0000ff01") == "color: rgba(0, 0, 255, 0.004)")
        #expect(css("color: currentcolor") == "color: currentcolor")
        #expect(RGBAColor(red: 1, green: 2, blue: 255, alpha: 16).hexString == "#0102ff10")
        #expect(RGBAColor(rgb: 0xABCDEF).hexString == "#abcdef")
    }

    @Test("background-color and text-decoration-color take colours too")
    func otherColorProperties() {
        let style = parseStyle("background-color: #eee; text-decoration-color: hsl(0, 100%, 50%)").style
        #expect(style.backgroundColor == rgb(0xEEEEEE))
        #expect(style.textDecorationColor == rgb(0xFF0000))
    }
}

@Suite("CSS Color 4 and lineage colour functions in inline styles")
struct CSSWideColorParsingTests {
    private func color(_ value: String) -> CSSColor? {
        parseStyle("color: \(value)").style.color
    }

    private func hex(_ value: String) -> String? {
        guard case .rgba(let rgba)? = color(value) else { return nil }
        return rgba.hexString
    }

    @Test("every colour function through the CSS tokenizer", arguments: [
        ("hwb(120 20% 30%)", "#33b333"), ("lab(29.2345% 39.3825 20.0664)", "#7d2329"), ("lch(52.2345% 72.2 56.2)", "#c65d06"),
        ("oklab(0.628 0.225 0.126)", "#ff0000"), ("oklch(0.628 0.2577 29.23)", "#ff0000"),
        ("color(srgb 0.2 0.4 0.6)", "#336699"), ("color(srgb-linear 0.2 0.4 0.6)", "#7caacb"),
        ("color(display-p3 1 0 0)", "#ff0b0c"), ("color(a98-rgb 0.5 0.6 0.7)", "#749ab5"),
        ("color(prophoto-rgb 0.4 0.5 0.6)", "#4597ad"), ("color(rec2020 0.4 0.5 0.6)", "#407b97"),
        ("color(xyz 0.2 0.3 0.4)", "#00a7a4"), ("color(xyz-d50 0.3 0.3 0.2)", "#a19285"), ("color(xyz-d65 0.5 0.5 0.5)", "#ccb7b4"),
        ("hsv(120, 100%, 50%)", "#008000"), ("hsb(30 40% 90% / 0.5)", "#e6b88a80"), ("cmyk(0, 255, 255, 0)", "#ff0000"),
        ("cmyk(10%, 20%, 30%, 40%, 0.5)", "#8a7a6b80"), ("device-cmyk(0.1 0.2 0.3 0.4)", "#8a7a6b"), ("gray(128)", "#808080"),
        ("gray(51, 0.5)", "#33333380"), ("displayP3(255, 0, 0)", "#ff0b0c"), ("DisplayP3(51, 102, 204, 0.5)", "#1b68d380"),
        ("oklch(0.7 0.1 200 / none)", "#40b1b700"), ("lab(50 none none)", "#777777"), ("hwb(none 0% 0% / 50%)", "#ff000080"),
        ("oklch(/* c */ 70% 0.1 200)", "#40b1b7"), ("color(Display-P3 1 0 0)", "#ff0b0c"), ("rgb(1e999 0 0)", "#ff0000"),
    ])
    func forms(input: String, expected: String) {
        #expect(hex(input) == expected, "\(input)")
    }

    @Test("invalid colour functions are ignored with a warning", arguments: [
        "hwb(1, 2%, 3%)", "lab(50, 20, 20)", "lch(50 20)", "oklch(0.5 0.1 10px)", "color(display-p3 1 0)", "color(nope 1 0 0)",
        "hsv(1, 2%)", "cmyk(1, 2, 3)", "gray()", "displayP3(1 2)", "rgb(1 2 3 / 1 / 2)", "oklab(1 2 3 4)", "lab()",
    ])
    func invalid(input: String) {
        let (style, diagnostics) = parseStyle("color: \(input)")
        #expect(style.isEmpty)
        #expect(diagnostics.map(\.code) == ["css-invalid-declaration"])
    }

    @Test("colour functions CSS defines but mconv does not resolve are dropped with a note", arguments: [
        ("color-mix(in srgb, red, blue)", "color-mix()"), ("light-dark(red, blue)", "light-dark()"),
        ("contrast-color(red)", "contrast-color()"), ("rgb(from red r g b)", "relative colour syntax"),
        ("oklch(calc(0.5) 0.1 10)", "calc()"),
    ])
    func unsupported(input: String, what: String) {
        let (style, diagnostics) = parseStyle("color: \(input)")
        #expect(style.isEmpty)
        #expect(diagnostics.map(\.code) == ["css-unsupported-value"])
        #expect(diagnostics.first?.message.contains(what) == true, "\(diagnostics)")
    }

    @Test("the original of a wide colour survives re-serialization")
    func serialization() {
        #expect(css("color: color(display-p3 1 0 0)") == "color: color(display-p3 1 0 0)")
        #expect(css("color: displayP3(255, 0, 0, 0.5)") == "color: color(display-p3 1 0 0 / 0.5)")
        #expect(css("background-color: oklch(70% 0.1 200)") == "background-color: oklch(0.7 0.1 200)")
        #expect(css("color: lab(60% -40% 30%)") == "color: lab(60 -50 37.5)")
        #expect(css("color: color(xyz 0.2 0.3 0.4)") == "color: color(xyz-d65 0.2 0.3 0.4)")
        #expect(css("color: hsv(120, 100%, 50%)") == "color: #008000")
    }

    @Test("shorthands find colour functions among their parts")
    func shorthands() {
        let style = parseStyle("background: oklch(0.628 0.2577 29.23); text-decoration: underline hsv(120, 100%, 50%)").style
        guard case .rgba(let background)? = style.backgroundColor else {
            Issue.record("no background")
            return
        }
        #expect(background.hexString == "#ff0000")
        #expect(background.specified?.space == .oklch)
        #expect(style.textDecorationColor == rgb(0x008000))
    }
}
