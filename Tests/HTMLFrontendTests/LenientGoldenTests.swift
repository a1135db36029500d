import Backends
import Foundation
import HTMLFrontend
import MarkupAST
import Testing
import TestSupport

/// The lenient-HTML golden suite: each `Golden/lenient/<case>.html` parsed by ``HTMLParser``
/// must dump as `<case>.ast` and render through ``PlainTextRenderer`` as `<case>.txt`.
///
/// The `.ast` file is the document dump, then a `metadata` line per metadata entry and a
/// `diagnostic` line per diagnostic (code and byte offset). A case may start with the
/// comment `<!-- options: name=value … -->` to parse with other options (`maxNestingDepth`,
/// `keepsUnclosedUnknownTagsAsText`, `keepsHiddenContent`, `scriptingEnabled`). Every
/// golden was checked by eye against what a browser shows and the HTML Standard says.
@Suite("Lenient HTML golden files")
struct LenientGoldenTests {
    static let directory = GoldenFile.directory("lenient")
    static let cases = GoldenFile.caseNames(in: directory, fileExtension: "html")

    @Test("fixture lowers to its golden AST and plain text", arguments: cases)
    func fixture(_ name: String) {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("\(name).html")) else { return }
        let bytes = Array(data)
        let result = HTMLParser(options: Self.options(in: bytes)).parse(utf8: bytes)
        GoldenFile.assertMatches(Self.goldenDump(result), golden: Self.directory.appendingPathComponent("\(name).ast"))
        GoldenFile.assertMatches(
            PlainTextRenderer().render(result.document),
            golden: Self.directory.appendingPathComponent("\(name).txt")
        )
    }

    @Test("the fixture set is complete")
    func fixtureSet() {
        #expect(Self.cases.count >= 60, "expected at least 60 fixtures in \(Self.directory.path)")
        #expect(GoldenFile.caseNames(in: Self.directory, fileExtension: "ast") == Self.cases)
        #expect(GoldenFile.caseNames(in: Self.directory, fileExtension: "txt") == Self.cases)
    }

    /// The dump, metadata and diagnostics of a result.
    static func goldenDump(_ result: ParseResult) -> String {
        var text = result.document.dump
        for key in result.document.metadata.keys.sorted() {
            text += "metadata \(key) \(String(reflecting: result.document.metadata[key] ?? ""))\n"
        }
        for diagnostic in result.diagnostics {
            let offset = diagnostic.span.map { String($0.start) } ?? "-"
            text += "diagnostic \(diagnostic.code) at \(offset)\n"
        }
        return text
    }

    /// The options named in a leading `<!-- options: … -->` comment.
    static func options(in bytes: [UInt8]) -> HTMLParseOptions {
        var options = HTMLParseOptions()
        let text = String(decoding: bytes.prefix(200), as: UTF8.self)
        guard text.hasPrefix("<!-- options:"), let end = text.range(of: "-->") else { return options }
        let settings = text[text.index(text.startIndex, offsetBy: 13)..<end.lowerBound].split(separator: " ")
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "maxNestingDepth": options.maxNestingDepth = Int(parts[1]) ?? options.maxNestingDepth
            case "keepsUnclosedUnknownTagsAsText": options.keepsUnclosedUnknownTagsAsText = parts[1] == "true"
            case "keepsHiddenContent": options.keepsHiddenContent = parts[1] == "true"
            case "scriptingEnabled": options.scriptingEnabled = parts[1] == "true"
            default: Issue.record("unknown golden option \(parts[0])")
            }
        }
        return options
    }
}
