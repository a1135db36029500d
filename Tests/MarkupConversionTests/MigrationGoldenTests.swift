import Backends
import Foundation
import MarkupAST
import MarkupConversion
import Testing
import TestSupport

/// Markdown for migrations (`Golden/migration/`): front matter in and out, `--metadata`,
/// standalone HTML, embedded media, `--keep-html none`, tables with spans, and the writer
/// options. Each case names its input, the options and its expected file; every expected
/// file was checked by hand against its input.
@Suite("migration golden files")
struct MigrationGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let output: DocumentFormat
        let expected: String
        let options: ConversionOptions
        var testDescription: String { expected }

        init(_ input: String, to output: DocumentFormat = .gfm, expected: String, _ change: (inout ConversionOptions) -> Void = { _ in }) {
            self.input = input
            self.output = output
            self.expected = expected
            var options = ConversionOptions()
            change(&options)
            self.options = options
        }
    }

    static let directory = GoldenFile.directory("migration")

    static let cases: [Case] = [
        // Front matter from Markdown: kept as written, read into metadata.
        Case("front-matter-yaml.md", expected: "front-matter-yaml.expected.md"),
        Case("front-matter-yaml.md", to: .html, expected: "front-matter-yaml.standalone.expected.html") { $0.htmlOutput.standalone = true },
        Case("front-matter-yaml.md", to: .runsJSON, expected: "front-matter-yaml.expected.runs.json"),
        Case("front-matter-yaml.md", expected: "front-matter-yaml.metadata.expected.md") {
            $0.metadata = [.init(key: "title", value: .string("New: title")), .init(key: "draft", value: .string("no"))]
        },
        Case("front-matter-toml.md", expected: "front-matter-toml.expected.md") { $0.metadata = [.init(key: "weight", value: .string("3"))] },
        Case("front-matter-toml.md", to: .astJSON, expected: "front-matter-toml.expected.ast.json"),
        Case("not-front-matter.md", expected: "not-front-matter.expected.md"),
        // Front matter from HTML metadata.
        Case("front-matter-html.html", expected: "front-matter-html.expected.md") { $0.markdownOutput.writesFrontMatter = true },
        Case("front-matter-html.html", expected: "front-matter-html.plain.expected.md"),
        Case("front-matter-fallbacks.html", expected: "front-matter-fallbacks.expected.md") {
            $0.markdownOutput.writesFrontMatter = true
            $0.metadata = [.init(key: "layout", value: .string("post"))]
        },
        Case("title-from-heading.html", expected: "title-from-heading.expected.md") { $0.markdownOutput.writesFrontMatter = true },
        // Embedded media.
        Case("embeds.html", expected: "embeds.expected.md"),
        Case("embeds.html", expected: "embeds.kept.expected.md") { $0.markdownOutput.keepHTML = .embeds },
        Case("embeds.html", to: .plainText, expected: "embeds.expected.txt"),
        Case("embeds.html", to: .html, expected: "embeds.expected.html"),
        // Inline elements without Markdown syntax.
        Case("keep-html-none.html", expected: "keep-html-none.expected.md") { $0.markdownOutput.keepHTML = .none },
        Case("keep-html-none.html", expected: "keep-html-none.default.expected.md"),
        // Tables with spans.
        Case("table-spans.html", expected: "table-spans.expected.md"),
        Case("table-spans.html", expected: "table-spans.expand.expected.md") { $0.markdownOutput.tableSpans = .expand },
        // Writer options.
        Case("writer-options.md", expected: "writer-options.wrap.expected.md") { $0.markdownOutput.lineWidth = 40 },
        Case("writer-options.md", expected: "writer-options.reference.expected.md") { $0.markdownOutput.linkStyle = .reference },
        Case("writer-options.md", expected: "writer-options.style.expected.md") {
            $0.markdownOutput.bullet = .plus
            $0.markdownOutput.emphasis = .underscore
            $0.markdownOutput.strong = .underscore
            $0.markdownOutput.fence = .tilde
            $0.markdownOutput.headingStyle = .setext
        },
    ]

    @Test("converts as expected", arguments: cases)
    func golden(_ testCase: Case) throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent(testCase.input)) else { return }
        let input: DocumentFormat = testCase.input.hasSuffix(".html") ? .html : .gfm
        let converter = MarkupConverter(options: testCase.options)
        let result = converter.convert(String(decoding: data, as: UTF8.self), from: input, to: testCase.output)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent(testCase.expected))
        if testCase.output.name == DocumentFormat.astJSON.name {
            // ast.json carries the block: read back, it gives the same tree.
            let back = converter.parse(result.output, from: .astJSON)
            #expect(back.document == converter.parse(String(decoding: data, as: UTF8.self), from: input).document)
        }
    }

    @Test("embedded media written as links are counted in one note; kept ones are not")
    func embedDiagnostic() throws {
        let data = try #require(GoldenFile.read(Self.directory.appendingPathComponent("embeds.html")))
        let html = String(decoding: data, as: UTF8.self)
        let links = MarkupConverter().convert(html, from: .html, to: .gfm).diagnostics.filter { $0.code == "embed-converted" }
        #expect(links.count == 1)
        #expect(links.first?.severity == .note)
        #expect(links.first?.message.hasPrefix("8 embedded media") == true)
        var options = ConversionOptions()
        options.markdownOutput.keepHTML = .embeds
        #expect(!MarkupConverter(options: options).convert(html, from: .html, to: .gfm).diagnostics.contains { $0.code == "embed-converted" })
    }
}
