import Foundation
import Testing

/// The migration options: `--base-url` for every output, `--rewrite-links` and
/// `--extract-media`, as a user runs them.
@Suite("mconv migration options")
struct MigrationCLITests {
    private static func write(_ files: [String: String], in root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    @Test("--base-url resolves Markdown links, without the HTML-only warning")
    func baseURL() throws {
        let html = ##"<head><base href="../img/"></head><p><a href="x.html#s">x</a> <img src="p.png" alt="p"> <a href="#top">top</a></p>"##
        let run = try CLITests.run(["-f", "html", "-t", "md", "--base-url", "https://example.com/docs/page.html"], stdin: Data(html.utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "[x](https://example.com/img/x.html#s) ![p](https://example.com/img/p.png) [top](#top)\n")
        #expect(run.stderr == "")
    }

    @Test("--base-url works with --trusted-html too (it resolves links in the document)")
    func baseURLTrusted() throws {
        let run = try CLITests.run(["-f", "html", "-t", "html", "--trusted-html", "--base-url", "https://example.com/a/"], stdin: Data(#"<p><a href="b.html" onclick="x()">b</a></p>"#.utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "<p><a href=\"https://example.com/a/b.html\" onclick=\"x()\">b</a></p>\n")
    }

    @Test("--rewrite-links links the outputs of a batch")
    func rewriteLinks() throws {
        let root = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write([
            "site/a/one.html": #"<h2 id="top">One</h2><p><a href="../b/two.html#sec">two</a> <a href="gone.html">gone</a></p>"#,
            "site/b/two.html": #"<h2 id="sec">Sec</h2>"#,
        ], in: root)
        let run = try CLITests.run(["-f", "html", "-t", "md", "-q", "--output-dir", "out", "--rewrite-links", "site"], in: root)
        #expect(run.status == 0)
        let one = try String(contentsOf: root.appendingPathComponent("out/a/one.md"), encoding: .utf8)
        #expect(one == "## <a id=\"top\"></a>One\n\n[two](../b/two.md#sec) [gone](gone.html)\n")
    }

    @Test("--extract-media copies images next to the output and prints a summary")
    func extractMedia() throws {
        let root = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(["site/page.html": #"<p><img src="pics/cat.jpg" alt="cat"> <img src="dog.jpg" alt="dog"></p>"#, "site/pics/cat.jpg": "meow"], in: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try CLITests.run(["-f", "html", "-t", "md", "--extract-media", "out/media", "-o", "out/page.md", "site/page.html"], in: root)
        #expect(run.status == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("out/page.md"), encoding: .utf8) == "![cat](media/cat.jpg) ![dog](dog.jpg)\n")
        #expect(try String(contentsOf: root.appendingPathComponent("out/media/cat.jpg"), encoding: .utf8) == "meow")
        #expect(run.stderr == """
            site/page.html: warning: image 'dog.jpg' not found: no file 'site/dog.jpg' [media-missing]
            mconv: 1 image copied to out/media, 1 missing

            """)
    }

    @Test("usage errors", arguments: [
        (["--rewrite-links", "x.html"], "--rewrite-links needs --output-dir"),
        (["--extract-media", "m", "--update", "--output-dir", "o", "x.html"], "--extract-media cannot be combined with --update"),
        (["--extract-media="], "--extract-media needs a folder"),
        (["--self-check", "--no-self-check"], "cannot be combined"),
    ])
    func usage(_ example: ([String], String)) throws {
        let run = try CLITests.run(example.0)
        #expect(run.status == 64)
        #expect(run.stderr.contains(example.1))
    }

    @Test("--self-check re-emits a block as HTML with a note; without it (or with --no-self-check) it is written as it is")
    func selfCheck() throws {
        let html = Data("<p><b><i><strong>&quot;a b</strong> c</i></b></p>".utf8)
        let checked = try CLITests.run(["-f", "html", "-t", "md", "--self-check"], stdin: html)
        #expect(checked.stdout == "<p><b><i><strong>&quot;a b</strong> c</i></b></p>\n")
        #expect(checked.stderr == "<stdin>: note: 1 block did not read back as written and was written as HTML [markdown-self-check-reemitted]\n")
        for options in [[], ["--no-self-check"]] {
            let unchecked = try CLITests.run(["-f", "html", "-t", "md"] + options, stdin: html)
            #expect(unchecked.stdout.hasPrefix("**"))
            #expect(unchecked.stderr == "")
        }
    }

    @Test("--help lists the migration options")
    func help() throws {
        let run = try CLITests.run(["--help"])
        for option in ["--base-url URL", "--rewrite-links", "--extract-media DIR", "--self-check"] { #expect(run.stdout.contains(option)) }
    }
}
