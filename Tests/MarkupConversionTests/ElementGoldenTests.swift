import Foundation
import MarkupConversion
import Testing
import TestSupport

/// HTML → HTML and HTML → Markdown for the elements whose attributes and names the tree
/// keeps (`Golden/elements/<case>.html` → `<case>.expected.html`, `<case>.expected.md`):
/// `figure`, `dl`, `mark`, `abbr[title]`, `time[datetime]`, `details`, `kbd/samp/var`,
/// `cite`, `dfn`, `q`, `small`, `ins/del[datetime]`, `ruby`, `bdi/bdo`, sectioning
/// elements, table parts, `ol[type]`, ids and `lang` on headings. Each expected file was
/// checked by hand against the input.
@Suite("element golden files")
struct ElementGoldenTests {
    static let directory = GoldenFile.directory("elements")
    static let cases = GoldenFile.caseNames(in: directory, fileExtension: "html").filter { !$0.hasSuffix(".expected") }

    @Test("HTML → HTML keeps the element and its attributes", arguments: cases)
    func html(_ name: String) throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("\(name).html")) else { return }
        let result = MarkupConverter().convert(String(decoding: data, as: UTF8.self), from: .html, to: .html)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(name).expected.html"))
    }

    @Test("HTML → Markdown keeps what Markdown can say, inline HTML where meaning would be lost", arguments: cases)
    func markdown(_ name: String) throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("\(name).html")) else { return }
        let result = MarkupConverter().convert(String(decoding: data, as: UTF8.self), from: .html, to: .gfm)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(name).expected.md"))
    }

    @Test("every element the issue lists has a case")
    func complete() {
        #expect(Self.cases.count >= 9)
    }
}
