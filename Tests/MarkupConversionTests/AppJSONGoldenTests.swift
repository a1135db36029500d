import Foundation
import MarkupAST
import MarkupConversion
import Testing
import TestSupport

/// ProseMirror/Tiptap, Portable Text and Contentful Rich Text both ways, against goldens in
/// `Golden/app/`: each Markdown/HTML source in `sources/` written in each format
/// (`<format>/<source>.json`), and each hand-written document in `<format>-in/` read and
/// written as Markdown and HTML with the reader's diagnostics (`<format>-in/<name>.txt`).
@Suite("app JSON formats: goldens")
struct AppJSONGoldenTests {
    static let formats: [DocumentFormat] = [.proseMirror, .portableText, .contentful]
    static let directory = GoldenFile.directory("app")
    static let converter = MarkupConverter()

    static var sources: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("sources").path)) ?? []).sorted()
    }

    static var writeCases: [String] {
        formats.flatMap { format in sources.map { "\(format.name)/\($0)" } }
    }

    static var readCases: [String] {
        formats.flatMap { format in
            GoldenFile.caseNames(in: directory.appendingPathComponent("\(format.name)-in"), fileExtension: "json").map { "\(format.name)-in/\($0)" }
        }
    }

    static func format(named name: String) -> DocumentFormat? {
        formats.first { $0.name == name }
    }

    /// The output of converting source `file` (Markdown or HTML by its extension) to `format`.
    static func written(_ file: String, as format: DocumentFormat) throws -> ConversionResult<String> {
        let text = try String(contentsOf: directory.appendingPathComponent("sources/\(file)"), encoding: .utf8)
        return converter.convert(text, from: file.hasSuffix(".html") ? .html : .gfm, to: format)
    }

    @Test("Markdown and HTML written as each format", arguments: writeCases)
    func write(_ testCase: String) throws {
        let parts = testCase.split(separator: "/").map(String.init)
        let format = try #require(Self.format(named: parts[0]))
        let result = try Self.written(parts[1], as: format)
        let stem = parts[1].split(separator: ".").dropLast().joined(separator: ".")
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(parts[0])/\(stem).json"))
    }

    @Test("each format read and written as Markdown and HTML, with its diagnostics", arguments: readCases)
    func read(_ testCase: String) throws {
        let parts = testCase.split(separator: "/").map(String.init)
        let format = try #require(Self.format(named: String(parts[0].dropLast(3))))
        let json = try String(contentsOf: Self.directory.appendingPathComponent("\(testCase).json"), encoding: .utf8)
        let parsed = Self.converter.parse(json, from: format)
        let markdown = String(decoding: Self.converter.render(parsed.document, to: .gfm).output, as: UTF8.self)
        var trusted = Self.converter
        trusted.options.htmlOutput.isTrusted = true
        let html = String(decoding: trusted.render(parsed.document, to: .html).output, as: UTF8.self)
        let diagnostics = parsed.diagnostics.map { "\($0)\n" }.joined()
        let actual = "--- markdown\n\(markdown)--- html (trusted)\n\(html)--- diagnostics\n\(diagnostics)"
        GoldenFile.assertMatches(actual, golden: Self.directory.appendingPathComponent("\(testCase).txt"))
    }
}
