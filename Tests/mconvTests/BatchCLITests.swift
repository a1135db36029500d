import Foundation
import Testing

/// `mconv DIR --output-dir OUT`: whole trees, -j, progress, summary, report, --update and a
/// kill in the middle, as a user runs them.
@Suite("mconv batch conversion")
struct BatchCLITests {
    /// A tree of `count` HTML pages in nested folders (plus assets that are not HTML).
    static func makeTree(pages count: Int, in folder: URL, size: Int = 40) throws {
        for index in 0..<count {
            let path = "site/section\(index % 7)/part\(index % 3)/page\(index).html"
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let body = String(repeating: "<p>Paragraph with <b>bold</b> and <a href=\"page\(index + 1).html\">a link</a>.</p>\n", count: size)
            try Data("<html><head><title>Page \(index)</title></head><body><h1>Page \(index)</h1>\(body)</body></html>".utf8).write(to: url)
        }
        try Data("body{}".utf8).write(to: folder.appendingPathComponent("site/style.css"))
    }

    /// Every regular file under `folder`, relative path → bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let prefix = folder.resolvingSymlinksInPath().path + "/"
        if let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files[String(url.resolvingSymlinksInPath().path.dropFirst(prefix.count))] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test("a folder converts into mirrored paths with the output's extension; -j 1 and -j 4 write the same bytes")
    func tree() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 40, in: folder)
        let one = try CLITests.run(["-f", "html", "-t", "md", "-j", "1", "--output-dir", "out1", "site"], in: folder)
        let four = try CLITests.run(["-f", "html", "-t", "md", "-j", "4", "--output-dir", "out4/nested", "site"], in: folder)
        #expect(one.status == 0 && four.status == 0)
        #expect(one.stderr == "mconv: 40 converted, 0 failed, 0 warnings in 0 files\n")
        let first = try Self.contents(of: folder.appendingPathComponent("out1"))
        #expect(first.count == 40)
        #expect(first["section3/part1/page10.md"].map { String(decoding: $0, as: UTF8.self).hasPrefix("# Page 10\n") } == true)
        #expect(first == (try Self.contents(of: folder.appendingPathComponent("out4/nested"))))
    }

    @Test("a failing file is reported and the others are written: exit 1, the summary counts it")
    func partialFailure() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 5, in: folder)
        try Data([0x3C, 0x70, 0x3E, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("site/bad.html"))
        let run = try CLITests.run(["-f", "html", "-t", "text", "--strict", "--encoding", "utf-8", "--output-dir", "out", "site", "missing.html"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("site/bad.html: "))
        #expect(run.stderr.contains("cannot read 'missing.html'"))
        #expect(run.stderr.hasSuffix("mconv: 5 converted, 2 failed, 0 warnings in 0 files\n"))
        #expect(try Self.contents(of: folder.appendingPathComponent("out")).count == 5)
    }

    @Test("--report writes one record per input, with diagnostics grouped by code")
    func report() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 3, in: folder)
        // 2,000 identical warnings in one file: printed three times, then one summary line.
        try Data(("<p>" + String(repeating: "<span style=\"color: 12px\">a</span>", count: 2_000) + "</p>").utf8).write(to: folder.appendingPathComponent("site/noisy.html"))
        let run = try CLITests.run(["-f", "html", "-t", "md", "--output-dir", "out", "--report", "out/report.json", "site"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.contains("site/noisy.html: note: … and 1,997 more like this [css-invalid-declaration]"))
        #expect(run.stderr.hasSuffix("mconv: 4 converted, 0 failed, 2,000 warnings in 1 file\n"))
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["site/noisy.html", "site/section0/part0/page0.html", "site/section1/part1/page1.html", "site/section2/part2/page2.html"])
        #expect(files.allSatisfy { $0["status"] as? String == "converted" && ($0["bytes"] as? Int ?? 0) > 0 && $0["ms"] is Double || $0["ms"] is Int })
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1 && diagnostics.first?["count"] as? Int == 2_000)
        #expect(diagnostics.first?["line"] as? Int == 1)
        #expect((report["summary"] as? [String: Any])?["warnings"] as? Int == 2_000)
    }

    @Test("--update converts only what is newer than its output; usage errors for bad batch options")
    func update() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 12, in: folder)
        #expect(try CLITests.run(["-f", "html", "-t", "md", "--output-dir", "out", "site"], in: folder).status == 0)
        let again = try CLITests.run(["-f", "html", "-t", "md", "-u", "--output-dir", "out", "site"], in: folder)
        #expect(again.status == 0)
        #expect(again.stderr == "mconv: 0 converted, 12 up to date, 0 failed, 0 warnings in 0 files\n")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out/section1/part1/page1.md"))
        let third = try CLITests.run(["-f", "html", "-t", "md", "--update", "--output-dir", "out", "site"], in: folder)
        #expect(third.stderr.hasPrefix("mconv: 1 converted, 11 up to date"))
        for bad in [["--update", "site"], ["--report", "r.json", "site"], ["-j", "0", "--output-dir", "o", "site"], ["-j", "x", "site"]] {
            let run = try CLITests.run(["-f", "html"] + bad, in: folder)
            #expect(run.status == 64, "\(bad)")
        }
    }

    @Test("an output that would overwrite its own input is refused before anything is written")
    func neverOverwritesInput() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 3, in: folder)
        let before = try Self.contents(of: folder.appendingPathComponent("site"))
        let run = try CLITests.run(["-f", "html", "-t", "html", "--output-dir", "site", "site"], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains("would be overwritten by its own output"))
        #expect(try Self.contents(of: folder.appendingPathComponent("site")) == before)
        // Next to the inputs in another format is fine.
        #expect(try CLITests.run(["-f", "html", "-t", "md", "--output-dir", "site", "site"], in: folder).status == 0)
    }

    @Test("without --output-dir a folder stands for its files, joined in sorted order")
    func joinedFolder() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("b.md", "# B\n"), ("a/z.md", "# AZ\n"), ("a.md", "# A\n"), ("skip/x.md", "# X\n")] {
            let url = folder.appendingPathComponent("docs/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try CLITests.run(["-t", "text", "--exclude", "skip", "docs"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "A\n\nAZ\n\nB\n")
        let empty = try CLITests.run(["-t", "text", "--include", "*.none", "docs"], in: folder)
        #expect(empty.status == 64)
    }

    @Test("a symbolic link loop is reported, not followed, not fatal")
    func linkLoop() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 2, in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("site/section0/up").path, withDestinationPath: "..")
        let run = try CLITests.run(["-f", "html", "-t", "md", "--output-dir", "out", "site"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.contains("mconv: warning: site/section0/up: symbolic link loop"))
        #expect(try Self.contents(of: folder.appendingPathComponent("out")).count == 2)
    }

    @Test("kill -9 in the middle, then --update: every output complete, no partial or temporary file")
    func killAndResume() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 300, in: folder, size: 400)
        let reference = try CLITests.run(["-f", "html", "-t", "md", "-j", "1", "--output-dir", "ref", "site"], in: folder)
        #expect(reference.status == 0)
        let script = """
            "$MCONV" -q -f html -t md -j 2 --output-dir out site & pid=$!
            for i in $(seq 400); do n=$(find out -name '*.md' 2>/dev/null | wc -l); [ "$n" -ge 40 ] && break; sleep 0.01; done
            kill -9 $pid; wait $pid; echo "killed $?"
            find out -name '*.md' | wc -l
            """
        let killed = try OutputFileTests.bash(script, in: folder).stdout
        #expect(killed.hasPrefix("killed 137"), "\(killed)")
        let written = Int(killed.split(separator: "\n").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        #expect(written > 0 && written < 300, "the kill should land in the middle: \(written) written")
        let resumed = try CLITests.run(["-f", "html", "-t", "md", "--update", "--output-dir", "out", "site"], in: folder)
        #expect(resumed.status == 0)
        #expect(resumed.stderr.contains("up to date"))
        let outputs = try Self.contents(of: folder.appendingPathComponent("out"))
        #expect(outputs.keys.filter { $0.contains("mconv-") }.isEmpty, "no temporary file may be left")
        #expect(outputs == (try Self.contents(of: folder.appendingPathComponent("ref"))))
    }

    @Test("on a terminal a progress line is drawn on standard error and cleared; not with -q or off a terminal")
    func progress() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeTree(pages: 30, in: folder)
        // `script` gives mconv a terminal; its typescript records what the terminal received.
        let onTerminal = try Self.bash("TERM=xterm script -qec '\"$MCONV\" -f html -t md --output-dir out site' /dev/null", in: folder)
        #expect(onTerminal.contains("30/30 files"))
        #expect(onTerminal.contains("\u{1B}[K"))
        #expect(onTerminal.contains("mconv: 30 converted, 0 failed"))
        let quiet = try Self.bash("TERM=xterm script -qec '\"$MCONV\" -q -f html -t md --output-dir out2 site' /dev/null", in: folder)
        #expect(!quiet.contains("files"))
        let piped = try CLITests.run(["-f", "html", "-t", "md", "--output-dir", "out3", "site"], in: folder)
        #expect(!piped.stderr.contains("files ·") && !piped.stderr.contains("\u{1B}"))
    }

    /// Runs `script` with bash in `folder` (``OutputFileTests/bash(_:in:environment:)``):
    /// what it printed on standard output and standard error.
    private static func bash(_ script: String, in folder: URL) throws -> String {
        let run = try OutputFileTests.bash(script, in: folder)
        return run.stdout + run.stderr
    }
}
