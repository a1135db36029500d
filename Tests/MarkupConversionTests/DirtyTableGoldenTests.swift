import Foundation
import MarkupConversion
import Testing
import TestSupport

/// Layout tables, data tables with block cells, and the plain-text choices (issue 14,
/// defects 2 and 8), on HTML as e-mail clients, newsletter builders, Word and Confluence
/// write it: `Golden/dirty/tables/<case>.html` → `<case>.expected.txt`, and for the cases
/// listed below `.expected.md` and `.expected.runs.json`.
///
/// - `gmail-layout-email`, `outlook-newsletter-nested`, `mailchimp-like`: nested layout
///   tables (role="presentation", single cells, one-row "columns", headings in cells)
///   unwrap into headings, paragraphs and lists; a grid of values stays a table; a cell's
///   background, colour and alignment reach runs.json.
/// - `data-multi-paragraph` (Confluence), `word-table` (Word): data tables keep cells of
///   several paragraphs, lists and `<br>`s as lines of their cell, rowspan and colspan in
///   their columns; runs.json keeps heading and list styles in cells and the cell shading.
/// - `text-output`: superscript/subscript characters, a code block in a tight list,
///   adjacent images and form controls, a CJK table.
/// - `corpus-*`: samples of the issue-14 dirty-HTML corpus (text only: their Markdown
///   depends on other defect classes).
///
/// Every expected file was read by eye against the input.
@Suite("dirty HTML: tables and text output")
struct DirtyTableGoldenTests {
    static let directory = GoldenFile.directory("dirty").appendingPathComponent("tables")
    static let cases = GoldenFile.caseNames(in: directory, fileExtension: "html")
    /// The cases whose Markdown is checked (not the corpus copies, nor the Word table,
    /// whose HTML fallback keeps Word's classes: another defect class).
    static let markdownCases = ["data-multi-paragraph", "gmail-layout-email", "mailchimp-like", "outlook-newsletter-nested"]
    static let runsCases = ["data-multi-paragraph", "gmail-layout-email", "word-table"]

    static func convert(_ name: String, to format: DocumentFormat) -> String? {
        guard let data = GoldenFile.read(directory.appendingPathComponent("\(name).html")) else { return nil }
        return MarkupConverter().convert(String(decoding: data, as: UTF8.self), from: .html, to: format).output
    }

    @Test("HTML → text", arguments: cases)
    func text(_ name: String) {
        guard let output = Self.convert(name, to: .plainText) else { return }
        GoldenFile.assertMatches(output, golden: Self.directory.appendingPathComponent("\(name).expected.txt"))
    }

    @Test("HTML → Markdown", arguments: markdownCases)
    func markdown(_ name: String) {
        guard let output = Self.convert(name, to: .gfm) else { return }
        GoldenFile.assertMatches(output, golden: Self.directory.appendingPathComponent("\(name).expected.md"))
    }

    @Test("HTML → runs.json", arguments: runsCases)
    func runs(_ name: String) {
        guard let output = Self.convert(name, to: .runsJSON) else { return }
        GoldenFile.assertMatches(output, golden: Self.directory.appendingPathComponent("\(name).expected.runs.json"))
    }

    @Test("the case lists name existing inputs")
    func caseLists() {
        #expect(Self.cases.count >= 14)
        #expect(Set(Self.markdownCases + Self.runsCases).isSubset(of: Set(Self.cases)))
    }
}
