import Foundation
import MarkupConversion
import Testing
import TestSupport

/// Dirty real-world HTML through the lowering (issue 14, defects 3, 6 and 7): one sample per
/// source written the way its generator writes it — an old e-mail template with unclosed
/// `<spacer>`s, Word's `<o:p>` and smart tags, a Google Docs clipboard paste, Confluence
/// storage format (markup, and its code/noformat/callout macros with CDATA bodies),
/// Javadoc, DocBook (code links; admonitions, callouts, navigation and a variable list)
/// and a Gmail compose — converted to Markdown (GFM),
/// plain text and runs.json (`Golden/dirty/lowering/<case>.html` →
/// `<case>.expected.md`, `.expected.txt`, `.expected.runs.json`).
///
/// What each golden shows, checked by eye against the input: no word is lost after a
/// spacer or a self-closed tag, no `<o:p/>` is printed, the Docs paste is bold, italic,
/// struck, raised and monospace exactly where its inline CSS says so and nowhere else, and
/// code around a link, an image or a `<br>` stays code (a link around code in Markdown,
/// monospace runs).
///
/// Beside them, one sample per publishing platform (`Golden/dirty/sources`): WordPress's
/// block editor (`<!-- wp:… -->` comments, `wp-block-*` figures, captions, a gallery, an
/// embed), a Medium export (`name`/`id` on every paragraph, `graf` classes, section
/// dividers) and a Substack post (captioned image, heading anchors, a subscribe widget,
/// footnotes). Their goldens show every word and link of the post, captions under their
/// images, block comments and widgets' markup gone, Medium's paragraph ids kept as targets,
/// Substack's footnote references raised (`two¹`, not `two1`) and its heading anchors kept.
@Suite("dirty HTML golden files: lowering and publishing platforms")
struct DirtyLoweringGoldenTests {
    static let directory = GoldenFile.directory("dirty")
    /// The sample folders under `Golden/dirty` and the least number of samples each holds.
    static let folders = [("lowering", 7), ("sources", 3)]
    /// `folder/case` for every sample.
    static let cases = folders.flatMap { folder, _ in
        GoldenFile.caseNames(in: directory.appendingPathComponent(folder), fileExtension: "html").map { "\(folder)/\($0)" }
    }

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

    @Test("every source has a sample, and every sample its three goldens", arguments: folders.map(\.0))
    func complete(_ folder: String) {
        let samples = Set(Self.cases.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) })
        #expect(samples.count >= (Self.folders.first { $0.0 == folder }?.1 ?? 1))
        for suffix in ["expected.md", "expected.txt", "expected.runs.json"] {
            let goldens = Set(GoldenFile.caseNames(in: Self.directory.appendingPathComponent(folder), fileExtension: suffix))
            #expect(goldens == samples, "\(folder): \(suffix) goldens do not match the samples")
        }
    }

    private func check(_ name: String, to format: DocumentFormat, golden suffix: String) {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("\(name).html")) else { return }
        let result = MarkupConverter().convert(String(decoding: data, as: UTF8.self), from: .html, to: format)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(name).\(suffix)"))
    }
}
