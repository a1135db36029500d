import Foundation
import MarkupConversion
import Testing
import TestSupport

/// Dirty real-world HTML, one sample per publishing platform (issue 14): WordPress's block
/// editor (`<!-- wp:… -->` comments, `wp-block-*` figures, captions, a gallery, an embed),
/// a Medium export (`name`/`id` on every paragraph, `graf` classes, section dividers) and a
/// Substack post (captioned image, heading anchors, a subscribe widget, footnotes) — each
/// converted to Markdown (GFM), plain text and runs.json (`Golden/dirty/sources/<case>.html`
/// → `<case>.expected.md`, `.expected.txt`, `.expected.runs.json`).
///
/// What each golden shows, checked by eye against the input: every word and link of the
/// post, captions under their images, block comments and widgets' markup gone, Medium's
/// paragraph ids kept as targets, Substack's footnote references raised (`two¹`, not
/// `two1`) and its heading anchors kept.
@Suite("dirty HTML golden files: publishing platforms")
struct DirtySourceGoldenTests {
    static let directory = GoldenFile.directory("dirty/sources")
    static let cases = GoldenFile.caseNames(in: directory, fileExtension: "html")

    @Test("HTML → Markdown", arguments: cases)
    func markdown(_ name: String) {
        check(name, to: .gfm, golden: "expected.md")
    }

    @Test("HTML → plain text", arguments: cases)
    func text(_ name: String) {
        check(name, to: .plainText, golden: "expected.txt")
    }

    @Test("HTML → runs.json", arguments: cases)
    func runs(_ name: String) {
        check(name, to: .runsJSON, golden: "expected.runs.json")
    }

    @Test("every platform has a sample, and every sample its three goldens")
    func complete() {
        #expect(Self.cases.count >= 3)
        for suffix in ["expected.md", "expected.txt", "expected.runs.json"] {
            let goldens = Set(GoldenFile.caseNames(in: Self.directory, fileExtension: suffix))
            #expect(goldens == Set(Self.cases), "\(suffix) goldens do not match the samples")
        }
    }

    private func check(_ name: String, to format: DocumentFormat, golden suffix: String) {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("\(name).html")) else { return }
        let result = MarkupConverter().convert(String(decoding: data, as: UTF8.self), from: .html, to: format)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(name).\(suffix)"))
    }
}
