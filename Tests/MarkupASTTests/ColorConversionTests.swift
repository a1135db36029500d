import Foundation
import MarkupAST
import Testing

/// Every colour syntax and colour space against independent reference values: the rows of
/// Fixtures/color-conversions.tsv, written by scripts/color-reference.py with ColorAide (CSS
/// Color 4 conversions and §13.2 gamut mapping), and the CSS Color 4 test suite's own
/// sample conversions. Each channel must be within 1/255.
@Suite("colour conversions (CSS Color 4)")
struct ColorConversionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let input: String
        let expected: String
        var testDescription: String { input }
    }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/color-conversions.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? Row(input: String(fields[0]), expected: String(fields[1])) : nil
        }
    }()

    @Test("the reference fixture has a row for every space and syntax")
    func fixtureCoverage() {
        #expect(Self.rows.count >= 60)
        for prefix in ["rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "hsv", "hsb", "cmyk", "gray", "displayP3", "device-cmyk"] {
            #expect(Self.rows.contains { $0.input.hasPrefix(prefix + "(") }, "\(prefix)")
        }
        for space in ColorSpace.allCases where ![.lab, .lch, .oklab, .oklch].contains(space) {
            #expect(Self.rows.contains { $0.input.hasPrefix("color(\(space.rawValue) ") }, "\(space.rawValue)")
        }
    }

    @Test("matches ColorAide within 1/255", arguments: rows)
    func reference(row: Row) throws {
        let color = try ColorSyntax.parse(row.input)
        guard case .rgba(let rgba) = color else {
            Issue.record("\(row.input) is not a colour")
            return
        }
        try expectClose(rgba, row.expected, row.input)
    }

    @Test("CSS Color 4 test suite sample conversions (csswg-test css-color-4 lab-004, lab-006, lab-008)")
    func specificationSamples() throws {
        // The reference side of each reftest, as percentages of sRGB.
        let samples: [(String, (Double, Double, Double))] = [
            ("lab(50 50 0)", (75.62, 30.45, 47.56)),
            ("lab(70 0 70)", (76.62, 66.36, 5.58)),
            ("lch(50 50 0)", (75.62, 30.45, 47.56)),
        ]
        for (input, percent) in samples {
            guard case .rgba(let rgba) = try ColorSyntax.parse(input) else {
                Issue.record("\(input)")
                continue
            }
            let expected = [percent.0, percent.1, percent.2].map { $0 / 100 * 255 }
            let actual = [rgba.red, rgba.green, rgba.blue].map(Double.init)
            for (got, want) in zip(actual, expected) { #expect(abs(got - want) <= 1, "\(input): \(actual) vs \(expected)") }
        }
    }

    @Test("colours written outside sRGB keep their original; sRGB forms do not")
    func originals() throws {
        let p3 = try rgba("color(display-p3 1 0 0 / 0.5)")
        #expect(p3.specified == SpecifiedColor(space: .displayP3, components: (1, 0, 0)))
        #expect(p3.opacity == 0.5)
        #expect(try rgba("displayP3(255, 0, 0)").specified?.space == .displayP3)
        #expect(try rgba("color(xyz 0.2 0.3 0.4)").specified?.space == .xyzD65)
        #expect(try rgba("oklch(70% 0.1 200)").specified == SpecifiedColor(space: .oklch, components: (0.7, 0.1, 200)))
        #expect(try rgba("lab(60% -40% 30%)").specified == SpecifiedColor(space: .lab, components: (60, -50, 37.5)))
        for srgb in ["#123", "red", "rgb(1 2 3)", "hsl(1 2% 3%)", "hwb(1 2% 3%)", "hsv(1, 2%, 3%)", "cmyk(1, 2, 3, 4)", "gray(5)", "color(srgb 0.1 0.2 0.3)"] {
            #expect(try rgba(srgb).specified == nil, "\(srgb)")
        }
        // The original is part of the colour's identity.
        #expect(try rgba("color(display-p3 1 0 0)") != RGBAColor(rgb: 0xFF0B0C))
    }

    @Test("display-p3 components come from the original, gamut-mapped to display-p3")
    func displayP3Components() throws {
        let red = try rgba("color(display-p3 1 0 0)").displayP3Components
        #expect(abs(red.0 - 1) < 0.0001 && abs(red.1) < 0.0001 && abs(red.2) < 0.0001)
        let srgbRed = RGBAColor(rgb: 0xFF0000).displayP3Components
        #expect(abs(srgbRed.0 - 0.9175) < 0.001 && abs(srgbRed.1 - 0.2003) < 0.001 && abs(srgbRed.2 - 0.1387) < 0.001)
        let outside = try rgba("color(rec2020 0 1 0)").displayP3Components
        for channel in [outside.0, outside.1, outside.2] { #expect(channel >= 0 && channel <= 1) }
    }

    @Test("keywords and hex through the byte-level reader")
    func keywords() throws {
        #expect(try ColorSyntax.parse(" RebeccaPurple ") == .rgba(RGBAColor(rgb: 0x663399)))
        #expect(try ColorSyntax.parse("transparent") == .rgba(.transparent))
        #expect(try ColorSyntax.parse("CurrentColor") == .currentColor)
        #expect(try ColorSyntax.parse("#0f08") == .rgba(RGBAColor(red: 0, green: 255, blue: 0, alpha: 0x88)))
        #expect(try ColorSyntax.parse("rgb(/* a comment */ 1 2 3)") == .rgba(RGBAColor(red: 1, green: 2, blue: 3)))
        #expect(try ColorSyntax.parse("HSV(120, 100%, 50%)") == .rgba(RGBAColor(rgb: 0x008000)))
        for name in NamedColors.entries.map(\.0) {
            #expect(try ColorSyntax.parse(name) == .rgba(RGBAColor(rgb: NamedColors.entries.first { $0.0 == name }?.1 ?? 0)), "\(name)")
        }
    }

    @Test("invalid forms are rejected, not guessed", arguments: [
        "", "   ", "#12", "#ggg", "reddish", "rgb()", "rgb(1 2)", "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(1 2 3,)",
        "rgb(100%, 0, 0)", "rgb(none, 0, 0)", "rgb(1 2 3 / )", "rgb(1 2 3 / 1 2)", "rgb(1 2 3", "rgb 1 2 3",
        "hsl(10px 50% 50%)", "hsl(10, 50, 50)", "hsl(10 50% 50% 1)", "hwb(1, 2%, 3%)", "hwb(10deg 10% )",
        "lab(50, 20, 20)", "lab(50 20deg 20)", "lch(50 20 20 20)", "oklab(0.5 0.1)", "oklch(0.5 0.1 10px)",
        "color(display-p3 1 0)", "color(unknown 1 0 0)", "color(1 0 0)", "color(display-p3, 1, 0, 0)",
        "color(lab 1 2 3)", "hsv(1, 2%)", "cmyk(1, 2, 3)", "cmyk(1 2 3 4 5)", "gray()", "gray(1, 2, 3)",
        "displayP3(1, 2)", "displayP3(1 2 3 4)", "rgb(1 2 3) x", "rgb(1 2 3) rgb(1 2 3)", "rgb(1 2 #3)", "rgb(1 2 3 / 50px)",
        "rgb(1 2 3 / none 1)", "rgb(+ 1 2 3)", "rgb(1. 2 3)", "rgb(1 2 3 /* open comment)", "rgb(1, 2, 3 / 0.5)",
        "hsl(10 50% 50%, 0.5)", "hsv(10 50% 50%, 0.5)", "cmyk(1, 2, 3, 4 / 1)", "gray(1 / 2, 3)", "oklch(0.5 0.1 10deg / 1 / 1)",
    ])
    func invalid(input: String) {
        #expect(throws: ColorSyntaxError.invalid) { try ColorSyntax.parse(input) }
    }

    @Test("valid CSS colours that are not resolved are reported as unsupported")
    func unsupported() {
        #expect(throws: ColorSyntaxError.unsupported("color-mix()")) { try ColorSyntax.parse("color-mix(in srgb, red, blue)") }
        #expect(throws: ColorSyntaxError.unsupported("light-dark()")) { try ColorSyntax.parse("LIGHT-DARK(red, blue)") }
        #expect(throws: ColorSyntaxError.unsupported("relative colour syntax")) { try ColorSyntax.parse("rgb(from red r g b)") }
    }

    @Test("hostile arguments: many components, huge numbers")
    func hostile() throws {
        let many = "rgb(" + String(repeating: "1 ", count: 100_000) + ")"
        #expect(throws: ColorSyntaxError.invalid) { try ColorSyntax.parse(many) }
        #expect(try rgba("rgb(1e308 -1e308 0)") == RGBAColor(rgb: 0xFF0000))
        #expect(try rgba("hsl(1e300 50% 50%)") == (try rgba("hsl(0 50% 50%)")))
        #expect(try rgba("rgb(1e999 0 0)") == RGBAColor(rgb: 0xFF0000), "an overflowing number clamps, as in browsers")
        #expect(try rgba("lab(1e999 -1e999 1e999)").specified != nil)
        _ = try rgba("oklch(1e30 1e30 1e30)")
        _ = try rgba("color(xyz 1e30 -1e30 1e30)")
    }

    private func rgba(_ text: String) throws -> RGBAColor {
        guard case .rgba(let rgba) = try ColorSyntax.parse(text) else { throw ColorSyntaxError.invalid }
        return rgba
    }

    private func expectClose(_ rgba: RGBAColor, _ hex: String, _ input: String) throws {
        let digits = Array(hex.utf8.dropFirst())
        let expected = try #require(digits.withUnsafeBufferPointer(RGBAColor.init(hexDigits:)))
        let pairs: [(UInt8, UInt8)] = [(rgba.red, expected.red), (rgba.green, expected.green), (rgba.blue, expected.blue), (rgba.alpha, expected.alpha)]
        for (actual, wanted) in pairs {
            #expect(abs(Int(actual) - Int(wanted)) <= 1, "\(input): \(rgba.hexString) vs \(hex)")
        }
    }
}
