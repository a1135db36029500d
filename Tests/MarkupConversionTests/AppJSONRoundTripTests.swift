import Foundation
import MarkupAST
import MarkupConversion
import Testing
import TestSupport

/// Format → AST → format is stable for ProseMirror, Portable Text and Contentful: for every
/// CommonMark/GFM spec example and every golden, the JSON the writer makes, read back (with
/// no warning: the reader accepts everything the writer makes) and written again, is the
/// same bytes. What each format cannot hold is lost on the first write, reported by the
/// writer, and tested below as documented losses (docs/prosemirror.md, docs/portable-text.md,
/// docs/contentful.md).
@Suite("app JSON formats: round trips")
struct AppJSONRoundTripTests {
    struct SpecExample: Decodable {
        var example: Int
        var markdown: String
    }

    static let converter = MarkupConverter()

    /// `nil` when `json` (in `format`) reads back without warnings into a document that
    /// writes as `json` again; else what went wrong.
    static func instability(_ json: String, format: DocumentFormat, allowing allowed: Set<String> = []) -> String? {
        let parsed = converter.parse(json, from: format)
        if parsed.diagnostics.contains(where: { !allowed.contains($0.code) }) { return "the reader warned about the writer's output: \(parsed.diagnostics)\n\(json)" }
        let again = String(decoding: converter.render(parsed.document, to: format).output, as: UTF8.self)
        return again == json ? nil : "--- written:\n\(json)--- read back and written again:\n\(again)"
    }

    @Test(
        "every CommonMark/GFM spec example: format → AST → format is stable",
        arguments: AppJSONGoldenTests.formats.map(\.name), ["spec", "gfm-extensions", "regression"]
    )
    func specExamples(_ formatName: String, _ suite: String) throws {
        let format = try #require(AppJSONGoldenTests.format(named: formatName))
        guard let directory = ConformanceDirectory.url else {
            print("\(formatName) round trip (\(suite)): skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
            return
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/\(suite).json"))
        let examples = try JSONDecoder().decode([SpecExample].self, from: data)
        var passed = 0
        var failed: [Int] = []
        for example in examples {
            let json = Self.converter.convert(example.markdown, from: .gfm, to: format).output
            if let problem = Self.instability(json, format: format) {
                failed.append(example.example)
                Issue.record("\(suite):\(example.example) (\(formatName)): \(problem)")
            } else {
                passed += 1
            }
        }
        print("\(formatName) round trip (\(suite)): \(passed) passed, \(failed.count) failed \(failed)")
        #expect(!examples.isEmpty)
    }

    @Test("every golden: format → AST → format is stable", arguments: AppJSONGoldenTests.formats.map(\.name))
    func goldens(_ formatName: String) throws {
        let format = try #require(AppJSONGoldenTests.format(named: formatName))
        for source in AppJSONGoldenTests.sources {
            let json = try AppJSONGoldenTests.written(source, as: format).output
            if let problem = Self.instability(json, format: format) { Issue.record("sources/\(source): \(problem)") }
        }
        let inputs = AppJSONGoldenTests.directory.appendingPathComponent("\(formatName)-in")
        for name in GoldenFile.caseNames(in: inputs, fileExtension: "json") {
            // Hand-written input is normalized by the first trip (unknown nodes, editor
            // defaults); from then on it is stable. Contentful embeds are reported on every read.
            let input = try String(contentsOf: inputs.appendingPathComponent("\(name).json"), encoding: .utf8)
            let json = String(decoding: Self.converter.render(Self.converter.parse(input, from: format).document, to: format).output, as: UTF8.self)
            if let problem = Self.instability(json, format: format, allowing: ["contentful-embedded"]) {
                Issue.record("\(formatName)-in/\(name): \(problem)")
            }
        }
    }

    /// A construct a format cannot hold: the Markdown it starts as, the writer's warning, and
    /// the Markdown the format's document reads back as.
    struct Loss: CustomTestStringConvertible, Sendable {
        var format: String
        var markdown: String
        var warning: String
        var readBack: String
        var testDescription: String { "\(format): \(warning)" }
    }

    static let losses: [Loss] = [
        Loss(format: "prosemirror", markdown: "a[^1]\n\n[^1]: note\n", warning: "footnote references are written as the text [^label]", readBack: "a\\[^1\\]\n\nnote\n"),
        Loss(format: "prosemirror", markdown: "| a |\n| -: |\n| b |\n", warning: "table column alignments were dropped", readBack: "| a |\n| --- |\n| b |\n"),
        Loss(format: "prosemirror", markdown: "3. [ ] task\n", warning: "an ordered task list is written as a task list (its numbers dropped)", readBack: "- [ ] task\n"),
        Loss(format: "portable-text", markdown: "> a\n>\n> > b\n", warning: "nested quotes are written as one quote", readBack: "> a\n>\n> b\n"),
        Loss(format: "portable-text", markdown: "- a\n\n  b\n", warning: "a list item's further paragraphs are written as items of their own", readBack: "- a\n- b\n"),
        Loss(format: "portable-text", markdown: "3. c\n", warning: "an ordered list's start number was dropped (lists count from 1)", readBack: "1. c\n"),
        Loss(format: "portable-text", markdown: "- [x] done\n", warning: "task-list checkboxes were dropped", readBack: "- done\n"),
        Loss(format: "portable-text", markdown: "| *a* |\n| --- |\n| b |\n", warning: "table cells are written as plain text", readBack: "| a |\n| --- |\n| b |\n"),
        Loss(format: "portable-text", markdown: "x<sup>2</sup>\n", warning: "superscript was dropped (its text kept)", readBack: "x2\n"),
        Loss(format: "contentful", markdown: "```swift\nlet x = 1\n```\n", warning: "code blocks are written as paragraphs of code-marked text", readBack: "`let x = 1`\n"),
        Loss(format: "contentful", markdown: "![alt](i.png)\n", warning: "images are written as hyperlinks to their source", readBack: "[alt](i.png)\n"),
        Loss(format: "contentful", markdown: "> # h\n", warning: "a heading inside a list, quote or table cell is written as a paragraph", readBack: "> h\n"),
        Loss(format: "contentful", markdown: "> - a\n", warning: "a list inside a quote or table cell is written as its paragraphs", readBack: "> a\n"),
        Loss(format: "contentful", markdown: "<mark>hi</mark>\n", warning: "a highlight was dropped (its text kept)", readBack: "hi\n"),
    ]

    @Test("what a format cannot hold is reported and lost as documented", arguments: losses)
    func documentedLoss(_ loss: Loss) throws {
        let format = try #require(AppJSONGoldenTests.format(named: loss.format))
        let written = Self.converter.convert(loss.markdown, from: .gfm, to: format)
        #expect(written.diagnostics.contains { $0.code == "\(loss.format)-unsupported" && $0.message.contains(loss.warning) }, "\(written.diagnostics)")
        let readBack = Self.converter.convert(written.output, from: format, to: .gfm).output
        #expect(readBack == loss.readBack)
        #expect(Self.instability(written.output, format: format) == nil)
    }
}
