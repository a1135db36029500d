import Backends
import Foundation
import MarkupAST
import MarkupConversion
import Testing
import TestSupport

/// Math from HTML (`Golden/math/`): one input per source as the tool writes it (MathJax 2
/// and 3, KaTeX, MathML with and without a TeX annotation, Wikipedia, pandoc), each
/// converted to Markdown with the default math style (code), with `--math dollars` and
/// `--math html`, to plain text and to sanitized HTML. Every expected file was checked by
/// hand against its input: the TeX of each formula once, no visual duplicate, nothing lost.
@Suite("math golden files")
struct MathGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let output: DocumentFormat
        let expected: String
        let math: MarkdownRenderOptions.MathStyle
        var testDescription: String { expected }
    }

    static let directory = GoldenFile.directory("math")
    static let sources = ["mathjax2", "mathjax3", "katex", "mathml", "wikipedia", "pandoc"]

    static let cases: [Case] = sources.flatMap { name in
        [
            Case(input: name + ".html", output: .gfm, expected: name + ".expected.md", math: .code),
            Case(input: name + ".html", output: .gfm, expected: name + ".dollars.expected.md", math: .dollars),
            Case(input: name + ".html", output: .gfm, expected: name + ".html-style.expected.md", math: .html),
            Case(input: name + ".html", output: .plainText, expected: name + ".expected.txt", math: .code),
            Case(input: name + ".html", output: .html, expected: name + ".expected.html", math: .code),
        ]
    }

    @Test("converts as expected", arguments: cases)
    func golden(_ testCase: Case) throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent(testCase.input)) else { return }
        var options = ConversionOptions()
        options.markdownOutput.math = testCase.math
        let result = MarkupConverter(options: options).convert(String(decoding: data, as: UTF8.self), from: .html, to: testCase.output)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent(testCase.expected))
    }

    /// With the self-check on, each style's Markdown reads back as the document (blocks
    /// that do not are written as HTML and counted), and never differs in the end.
    @Test("every style passes the self-check", arguments: sources, MarkdownRenderOptions.MathStyle.allCases)
    func selfCheck(_ name: String, style: MarkdownRenderOptions.MathStyle) throws {
        let data = try #require(GoldenFile.read(Self.directory.appendingPathComponent(name + ".html")))
        var options = ConversionOptions()
        options.markdownOutput.math = style
        options.markdownSelfCheck = true
        let result = MarkupConverter(options: options).convert(String(decoding: data, as: UTF8.self), from: .html, to: .gfm)
        #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" })
    }
}
