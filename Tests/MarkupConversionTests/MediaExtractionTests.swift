import Foundation
import MarkupAST
import MarkupConversion
import Testing

/// `--extract-media`: local and `data:` images copied into one folder, references rewritten
/// relative to the output, names kept and made unique in a fixed order, remote images kept.
@Suite("media extraction")
struct MediaExtractionTests {
    /// A folder with `site/page.html`'s images: two different `a.png`, a name with a space.
    private static func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mconv-media-\(UUID().uuidString)")
        let files = ["site/img/a.png": "first a", "other/a.png": "second a", "site/img/b c.gif": "gif", "site/sub/logo.svg": "<svg/>"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private static func document(_ html: String) -> Document {
        MarkupConverter().parse(html, from: .html).document
    }

    private static func markdown(_ document: Document) -> String {
        String(decoding: MarkupConverter().render(document, to: .gfm).output, as: UTF8.self)
    }

    private static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("local images are copied, names kept and numbered on collision, the same file copied once")
    func copies() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let media = MediaExtractor(directory: root.appendingPathComponent("out/media").path)
        var diagnostics: [Diagnostic] = []
        let html = #"<p><img src="img/a.png" alt="a"> <img src="../other/a.png" alt="b"> <img src="./img/../img/a.png" alt="c"> <img src="img/b%20c.gif" alt="d"> <img src="file://\#(root.path)/site/sub/logo.svg" alt="e"></p>"#
        let result = media.extract(
            Self.document(html), inputPath: root.appendingPathComponent("site/page.html").path,
            outputPath: root.appendingPathComponent("out/docs/page.md").path, diagnostics: &diagnostics
        )
        #expect(diagnostics.isEmpty)
        #expect(Self.markdown(result) == "![a](../media/a.png) ![b](../media/a-2.png) ![c](../media/a.png) ![d](../media/b%20c.gif) ![e](../media/logo.svg)\n")
        #expect(try Self.read(root.appendingPathComponent("out/media/a.png")) == "first a")
        #expect(try Self.read(root.appendingPathComponent("out/media/a-2.png")) == "second a")
        #expect(try Self.read(root.appendingPathComponent("out/media/b c.gif")) == "gif")
        #expect(try Self.read(root.appendingPathComponent("out/media/logo.svg")) == "<svg/>")
        #expect(media.copiedCount == 4 && media.missingCount == 0)
        #expect(media.summary == "4 images copied to \(root.path)/out/media")
    }

    @Test("remote images, /root paths and links stay; a missing file is reported and kept")
    func keepsOthers() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let media = MediaExtractor(directory: root.appendingPathComponent("media").path)
        var diagnostics: [Diagnostic] = []
        let html = #"<p><img src="https://example.com/a.png" alt="r"> <img src="//cdn.example.com/a.png" alt="s"> <img src="/img/a.png" alt="t"> <a href="img/a.png">link</a> <img src="nope.png" alt="m"> <img src="file://otherhost/x.png" alt="h"></p>"#
        let result = media.extract(Self.document(html), inputPath: root.appendingPathComponent("site/page.html").path, outputPath: nil, diagnostics: &diagnostics)
        #expect(Self.markdown(result) == "![r](https://example.com/a.png) ![s](//cdn.example.com/a.png) ![t](/img/a.png) [link](img/a.png) ![m](nope.png) ![h](file://otherhost/x.png)\n")
        #expect(diagnostics.map(\.code) == ["media-missing"])
        #expect(diagnostics.first?.message == "image 'nope.png' not found: no file '\(root.path)/site/nope.png'")
        #expect(media.summary == "0 images copied to \(root.path)/media, 1 missing")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("media").path))
    }

    @Test("data: images are decoded into files named by their content hash")
    func dataImages() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("media")
        let media = MediaExtractor(directory: folder.path)
        var diagnostics: [Diagnostic] = []
        let html = #"<p><img src="data:image/png;base64,aGVs bG8=" alt="a"> <img src="data:image/svg+xml,%3Csvg%2F%3E" alt="b"> <img src="DATA:image/PNG;BASE64,aGVsbG8" alt="c"> <img src="data:image/png;base64,a" alt="bad"> <img src="data:,plain" alt="t"></p>"#
        let result = media.extract(Self.document(html), inputPath: nil, outputPath: root.appendingPathComponent("page.md").path, diagnostics: &diagnostics)
        // FNV-1a 64 of "hello" is a430d84680aabd0b; of "<svg/>" 675c6e4be5c05a62; of "plain" fd4d194e1652b207.
        #expect(Self.markdown(result) == "![a](media/a430d84680aabd0b.png) ![b](media/675c6e4be5c05a62.svg) ![c](media/a430d84680aabd0b.png) ![bad](data:image/png;base64,a) ![t](media/fd4d194e1652b207.bin)\n")
        #expect(try Self.read(folder.appendingPathComponent("a430d84680aabd0b.png")) == "hello")
        #expect(try Self.read(folder.appendingPathComponent("675c6e4be5c05a62.svg")) == "<svg/>")
        #expect(diagnostics.map(\.code) == ["media-invalid-data"])
        #expect(media.summary == "3 images copied to \(folder.path) (3 decoded from data: URLs), 1 not written")
    }

    @Test("in a batch, images are found relative to each input and names do not depend on the number of jobs")
    func batch() throws {
        var outputs: [Int: [String: String]] = [:]
        for jobs in [1, 3] {
            let root = try Self.makeFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            for index in 0..<12 {
                let folder = index % 2 == 0 ? "site" : "other"
                let html = #"<p><img src="\#(folder == "site" ? "img/" : "")a.png" alt="\#(index)"></p>"#
                try Data(html.utf8).write(to: root.appendingPathComponent("\(folder)/p\(index).html"))
            }
            var batch = BatchConverter(output: .gfm, input: FormatSpecifier(format: .html))
            batch.jobs = jobs
            let out = root.appendingPathComponent("out")
            batch.mediaExtractor = MediaExtractor(directory: out.appendingPathComponent("media").path)
            let summary = try batch.convert(files: [root.appendingPathComponent("site").path, root.appendingPathComponent("other").path], into: out.path)
            #expect(summary.converted == 12)
            var files: [String: String] = [:]
            for index in 0..<12 { files["p\(index)"] = try Self.read(out.appendingPathComponent("p\(index).md")) }
            files["media/a.png"] = try Self.read(out.appendingPathComponent("media/a.png"))
            files["media/a-2.png"] = try Self.read(out.appendingPathComponent("media/a-2.png"))
            outputs[jobs] = files
        }
        #expect(outputs[1]?["p0"] == "![0](media/a.png)\n")
        #expect(outputs[1]?["p1"] == "![1](media/a-2.png)\n")
        #expect(outputs[1]?["media/a.png"] == "first a")
        #expect(outputs[1] == outputs[3])
    }
}
