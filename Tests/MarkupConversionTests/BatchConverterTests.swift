import Foundation
import MarkupAST
import MarkupConversion
import Testing

/// The library's batch conversion: directory trees mirrored, stable order, the same bytes for
/// any number of jobs, `--update`, include/exclude, link loops, clashing outputs.
@Suite("batch converter")
struct BatchConverterTests {
    /// A site: nested folders, two extensions, an asset, a link loop, a hidden draft folder.
    private static func makeSite() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mconv-batch-\(UUID().uuidString)")
        let files = [
            "site/index.html": "<h1>Home</h1><p>See <a href=\"guide/intro.html\">intro</a>.</p>",
            "site/guide/intro.html": "<h2>Intro</h2><ul><li>one</li><li>two</li></ul>",
            "site/guide/deep/er/page.htm": "<p>Deep <em>page</em></p>",
            "site/_static/style.css": "p { color: red }",
            "site/_static/search.html": "<p>search</p>",
            "site/drafts/wip.html": "<p>draft</p>",
            "site/notes.md": "# not HTML\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("site/guide/back").path, withDestinationPath: "..")
        return root
    }

    private static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test("a folder is mirrored under the output folder with the output's extension, sorted, link loop reported")
    func mirrors() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let batch = BatchConverter(output: .gfm, input: FormatSpecifier(format: .html))
        let out = root.appendingPathComponent("out").path
        let plan = try batch.plan(inputs: [root.appendingPathComponent("site").path], outputDirectory: out)
        #expect(plan.items.map(\.relativePath) == [
            "_static/search.html", "drafts/wip.html", "guide/deep/er/page.htm", "guide/intro.html", "index.html",
        ])
        #expect(plan.problems.count == 1)
        #expect(plan.problems.first?.message.contains("symbolic link loop") == true)
        #expect(plan.problems.first?.isFailure == false)
        let summary = batch.run(plan)
        #expect(summary.converted == 5 && summary.failed == 0 && summary.succeeded)
        #expect(try Self.read(URL(fileURLWithPath: out + "/guide/deep/er/page.md")) == "Deep *page*\n")
        #expect(try Self.read(URL(fileURLWithPath: out + "/index.md")) == "# Home\n\nSee [intro](guide/intro.html).\n")
    }

    @Test("outputs are byte-identical for 1 and 4 jobs, results in plan order")
    func jobsDoNotChangeOutput() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<60 {
            let url = root.appendingPathComponent("site/many/p\(index).html")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<h3>Page \(index)</h3>\(String(repeating: "<p>text <b>\(index)</b></p>", count: index * 20))".utf8).write(to: url)
        }
        var outputs: [Int: [String: Data]] = [:]
        for jobs in [1, 4] {
            var batch = BatchConverter(output: .runsJSON, input: FormatSpecifier(format: .html))
            batch.jobs = jobs
            let out = root.appendingPathComponent("out\(jobs)").path
            var order: [String] = []
            let plan = try batch.plan(inputs: [root.appendingPathComponent("site").path], outputDirectory: out)
            _ = batch.run(plan) { order.append($0.item.relativePath) }
            #expect(order == plan.items.map(\.relativePath))
            var files: [String: Data] = [:]
            for item in plan.items { files[item.relativePath] = try Data(contentsOf: URL(fileURLWithPath: item.output)) }
            outputs[jobs] = files
        }
        #expect(outputs[1]?.count == 65)
        #expect(outputs[1] == outputs[4])
    }

    @Test("skipsUpToDate converts only inputs newer than their outputs")
    func update() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        var batch = BatchConverter(output: .plainText, input: FormatSpecifier(format: .html))
        batch.skipsUpToDate = true
        let site = root.appendingPathComponent("site").path, out = root.appendingPathComponent("out").path
        #expect(try batch.convert(files: [site], into: out).converted == 5)
        let again = try batch.convert(files: [site], into: out)
        #expect(again.converted == 0 && again.upToDate == 5)
        // Make one output older than its input: only it converts.
        let introOutput = out + "/guide/intro.txt"
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: introOutput)
        let third = try batch.convert(files: [site], into: out)
        #expect(third.converted == 1 && third.upToDate == 4)
        #expect(third.results.first { $0.status == .converted }?.item.relativePath == "guide/intro.html")
        // A deleted output is written again.
        try FileManager.default.removeItem(atPath: out + "/index.txt")
        #expect(try batch.convert(files: [site], into: out).converted == 1)
    }

    @Test("include replaces the extension rule; exclude prunes folders and names")
    func includeExclude() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        var batch = BatchConverter(output: .html, input: FormatSpecifier(format: .gfm))
        let site = root.appendingPathComponent("site").path, out = root.appendingPathComponent("out").path
        #expect(try batch.plan(inputs: [site], outputDirectory: out).items.map(\.relativePath) == ["notes.md"])
        batch.input = FormatSpecifier(format: .html)
        batch.exclude = [PathPattern("_static"), PathPattern("drafts/**")]
        #expect(try batch.plan(inputs: [site], outputDirectory: out).items.map(\.relativePath) == [
            "guide/deep/er/page.htm", "guide/intro.html", "index.html",
        ])
        batch.include = [PathPattern("*.htm"), PathPattern("*.css")]
        #expect(try batch.plan(inputs: [site], outputDirectory: out).items.map(\.relativePath) == ["guide/deep/er/page.htm"])
        // Without an input format, every readable format's extensions count.
        batch = BatchConverter(output: .html)
        #expect(try batch.plan(inputs: [site], outputDirectory: out).items.count == 6)
    }

    @Test("two inputs aimed at one output are refused before anything is written")
    func clash() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("<p>x</p>".utf8).write(to: root.appendingPathComponent("site/index.htm"))
        let batch = BatchConverter(output: .gfm, input: FormatSpecifier(format: .html))
        let out = root.appendingPathComponent("out").path
        #expect(throws: BatchPlanError.self) { try batch.plan(inputs: [root.appendingPathComponent("site").path], outputDirectory: out) }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a file that cannot be read fails alone; the report records it")
    func failureIsolated() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let batch = BatchConverter(output: .gfm, input: FormatSpecifier(format: .html))
        let out = root.appendingPathComponent("out").path
        let missing = root.appendingPathComponent("missing.html").path
        let summary = try batch.convert(files: [missing, root.appendingPathComponent("site/index.html").path], into: out)
        #expect(summary.failed == 1 && summary.converted == 1 && !summary.succeeded)
        let report = try JSONSerialization.jsonObject(with: Data(summary.reportJSON)) as? [String: Any]
        let files = report?["files"] as? [[String: Any]]
        #expect(files?.count == 2)
        #expect(files?.first?["status"] as? String == "failed")
        #expect((files?.first?["error"] as? String)?.contains("No such file") == true)
        #expect(files?.last?["output"] as? String == out + "/index.md")
        #expect((report?["summary"] as? [String: Any])?["converted"] as? Int == 1)
    }

    @Test("diagnostics are located in one pass whatever their order, and grouped by code")
    func locatedDiagnostics() {
        let source = Array("ab\ncd\n\nefg".utf8)
        let diagnostics = [
            Diagnostic(code: "x", message: "late", span: SourceSpan(start: 9, end: 10)),
            Diagnostic(code: "y", message: "none"),
            Diagnostic(code: "x", message: "early", span: SourceSpan(start: 1, end: 2)),
            Diagnostic(code: "x", message: "past the end", span: SourceSpan(start: 99, end: 99)),
        ]
        let located = LocatedDiagnostic.locate(diagnostics, in: source)
        #expect(located.map(\.diagnostic) == diagnostics)
        #expect(located[0].line == 4 && located[0].column == 3)
        #expect(located[1].line == nil)
        #expect(located[2].line == 1 && located[2].column == 2)
        #expect(located[3].line == 4 && located[3].column == 4)
        for diagnostic in diagnostics where diagnostic.span != nil {
            let expected = diagnostic.span.map { $0.lineAndColumn(in: source) }
            let found = located.first { $0.diagnostic == diagnostic }
            #expect(found?.line == expected?.line && found?.column == expected?.column)
        }
        let groups = DiagnosticGroup.groups(of: located)
        #expect(groups.map(\.first.diagnostic.code) == ["x", "y"])
        #expect(groups.map(\.count) == [3, 1])
        #expect(groups.first?.first.diagnostic.message == "late")
    }
}
