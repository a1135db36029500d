import Foundation
import MarkdownFrontend
import MarkupAST
import Testing
import TestSupport

/// Markdown fixtures `Golden/ast/<case>.md` parsed with the default (GFM) options must dump
/// exactly as `Golden/ast/<case>.dump`. Every `.dump` was checked by hand against
/// `cmark-gfm -e table -e strikethrough -e autolink -e tasklist -e footnotes -t xml`.
@Suite("Markdown → AST golden files")
struct ASTGoldenTests {
    static let directory = GoldenFile.directory("ast")
    static let cases = GoldenFile.caseNames(in: directory, fileExtension: "md")

    @Test("fixture parses to its golden dump", arguments: cases)
    func fixture(_ name: String) throws {
        let source = Self.directory.appendingPathComponent("\(name).md")
        guard let bytes = GoldenFile.read(source) else { return }
        let (text, decodeDiagnostics) = try UTF8Input.decode(Array(bytes), strict: true)
        #expect(decodeDiagnostics.isEmpty)
        let result = MarkdownParser().parse(text)
        #expect(result.diagnostics.isEmpty, "unexpected diagnostics for \(name).md: \(result.diagnostics)")
        GoldenFile.assertMatches(result.document.dump, golden: Self.directory.appendingPathComponent("\(name).dump"))
    }

    @Test("the fixture set is complete")
    func fixtureSet() {
        #expect(Self.cases.count >= 30, "expected at least 30 fixtures in \(Self.directory.path)")
        let dumps = GoldenFile.caseNames(in: Self.directory, fileExtension: "dump")
        #expect(dumps == Self.cases, "every .md needs a .dump and every .dump a .md")
    }
}
