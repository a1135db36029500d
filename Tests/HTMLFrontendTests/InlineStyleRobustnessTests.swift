import MarkupAST
import Testing
@testable import HTMLFrontend
import TestSupport

@Suite("Inline style parser robustness")
struct InlineStyleRobustnessTests {
    /// Pieces of real and broken CSS that random inputs are assembled from.
    private static let fragments = [
        "color", "font", "font-family", "font-size", "font-weight", "text-decoration", "background", "list-style",
        "line-height", "vertical-align", "display", "white-space", ":", ";", " ", ",", "/", "!", "important", "(", ")",
        "[", "]", "{", "}", "\"", "'", "\\", "\\41", "/*", "*/", "#", "#f00", "#abcd", "red", "rgb(", "hsl(", "rgba(1,2,3,.5)",
        "12px", "1.5", "-3e2", "+.5em", "50%", "none", "inherit", "bold", "italic", "oblique", "10deg", "url(", "url(a.png)",
        "var(--x)", "calc(", "serif", "Times New Roman", "\0", "\n", "\r\n", "é", "😀", "\u{7F}", "-", "--", "@media", "<!--", "-->",
    ]

    @Test("random bytes never crash, and canonical text always parses back to the same style")
    func randomBytes() {
        var generator = SeededGenerator(seed: 0x5EED_C055)
        for _ in 0..<3000 {
            let count = Int.random(in: 0...120, using: &generator)
            var bytes: [UInt8] = []
            for _ in 0..<count { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
            checkRoundTrip(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("random CSS-like fragments never crash, and canonical text always parses back to the same style")
    func randomFragments() {
        var generator = SeededGenerator(seed: 0xC55_F00D)
        for _ in 0..<5000 {
            let count = Int.random(in: 0...24, using: &generator)
            var text = ""
            for _ in 0..<count { text += Self.fragments.randomElement(using: &generator) ?? "" }
            checkRoundTrip(text)
        }
    }

    private func checkRoundTrip(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var diagnostics: [Diagnostic] = []
        let span = SourceSpan(start: 7, end: 7 + UInt32(text.utf8.count))
        let style = InlineStyleParser.parse(text, span: span, diagnostics: &diagnostics)
        #expect(diagnostics.count <= InlineStyleParser.maxDiagnosticsPerAttribute + 1, sourceLocation: sourceLocation)
        for diagnostic in diagnostics {
            if let where_ = diagnostic.span {
                #expect(where_.start >= span.start && where_.end <= span.end, "\(text.debugDescription)", sourceLocation: sourceLocation)
            }
        }
        let reparsed = parseStyle(style.cssText)
        #expect(reparsed.style == style, "\(text.debugDescription) → \(style.cssText)", sourceLocation: sourceLocation)
        #expect(reparsed.diagnostics.isEmpty, "\(style.cssText)", sourceLocation: sourceLocation)
    }

    @Test("megabyte inputs of every shape finish (linear time)", .timeLimit(.minutes(1)))
    func megabyteInputs() {
        let megabyte = 1 << 20
        let repeated = String(repeating: "color:#333;font-size:14px;", count: megabyte / 27)
        #expect(parseStyle(repeated).style.cssText == "color: #333333; font-size: 14px")
        let inputs = [
            String(repeating: "(", count: megabyte),
            String(repeating: "[{(", count: megabyte / 3),
            "font-family: " + String(repeating: "a,", count: megabyte / 2) + "b",
            "color: " + String(repeating: "\\41", count: megabyte / 3),
            String(repeating: "/*", count: megabyte / 2),
            "font-family: \"" + String(repeating: "x\\\"", count: megabyte / 3),
            String(repeating: "x", count: megabyte),
            String(repeating: "9", count: megabyte),
            String(repeating: ";", count: megabyte),
            String(repeating: "color: nope;", count: megabyte / 12),
            "background: " + String(repeating: "url(a) ", count: megabyte / 7),
            "text-decoration: " + String(repeating: "underline ", count: megabyte / 10),
            String(repeating: "\\", count: megabyte),
        ]
        for input in inputs {
            let (style, diagnostics) = parseStyle(input)
            #expect(style.declarations.count <= CSSProperty.allCases.count)
            #expect(diagnostics.count <= InlineStyleParser.maxDiagnosticsPerAttribute + 1)
        }
        let families = parseStyle("font-family: " + String(repeating: "a,", count: 1000) + "b").style.fontFamily
        #expect(families?.count == 1001)
    }
}
