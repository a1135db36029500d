import Foundation
import Testing

/// `mconv -f html` and raw HTML inside Markdown, through the built executable.
@Suite("mconv HTML input")
struct HTMLInputCLITests {
    private let snippet = "<p>Hello <b>bold <i>both</b> italic</i> <Congratulation!> &amp; more</p><ul><li>one<li>two</ul>"

    @Test("-f html to Markdown, text and HTML")
    func htmlToEachFormat() throws {
        let markdown = try CLITests.run(["-f", "html", "-t", "markdown"], stdin: Data(snippet.utf8))
        #expect(markdown.status == 0)
        #expect(markdown.stdout.contains("**bold"))
        #expect(markdown.stdout.contains("\\<Congratulation!>"))
        #expect(markdown.stdout.contains("- one\n- two"))
        let text = try CLITests.run(["-f", "html", "-t", "text"], stdin: Data(snippet.utf8))
        #expect(text.stdout == "Hello bold both italic <Congratulation!> & more\n\n- one\n- two\n")
        let html = try CLITests.run(["-f", "html", "-t", "html"], stdin: Data(snippet.utf8))
        // Elements keep their names: `<b>` stays `<b>` (nothing from the input is renamed).
        #expect(html.stdout.contains("<b>bold <i>both</i></b><i> italic</i>"))
        #expect(html.stdout.contains("&lt;Congratulation!&gt;"))
    }

    @Test("README's Markdown-output example: anchors, joined code spans, a bare URL as it is; from Markdown it stays text")
    func readmeMarkdownOutputExample() throws {
        let html = "<h2 id=\"setup\">Install</h2><p>See <code>HOME</code><code>/bin</code> or https://example.com/a_b</p>"
        let run = try CLITests.run(["-f", "html", "-t", "md"], stdin: Data(html.utf8))
        #expect(run.stdout == "## <a id=\"setup\"></a>Install\n\nSee `HOME/bin` or https://example.com/a_b\n")
        let markdown = try CLITests.run(["-f", "md", "-t", "md"], stdin: Data("See https\\://example.com/a\\_b\n".utf8))
        #expect(markdown.stdout == "See https\\://example.com/a_b\n")
        // A file whose format is inferred (.html) gets the HTML rule too.
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(html.utf8).write(to: directory.appendingPathComponent("page.html"))
        #expect(try CLITests.run(["-t", "md", "page.html"], in: directory).stdout == run.stdout)
    }

    @Test("the input format is inferred per file: .html is HTML, .md Markdown")
    func inferredPerFile() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<h1>Page</h1><p>x<br>y</p>".utf8).write(to: directory.appendingPathComponent("a.html"))
        try Data("# Notes\n\n*z*\n".utf8).write(to: directory.appendingPathComponent("b.md"))
        let run = try CLITests.run(["-t", "gfm", "a.html", "b.md"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == "# Page\n\nx\\\ny\n\n# Notes\n\n*z*\n")
    }

    @Test("raw HTML in Markdown is resolved for text, kept for Markdown and trusted HTML; --raw-html overrides")
    func rawHTMLPolicy() throws {
        let input = Data("Some <b>bold</b> text<br>\n".utf8)
        #expect(try CLITests.run(["-t", "text"], stdin: input).stdout == "Some bold text\n")
        #expect(try CLITests.run(["-t", "gfm"], stdin: input).stdout == "Some <b>bold</b> text<br>\n")
        #expect(try CLITests.run(["-t", "gfm", "--raw-html", "resolve"], stdin: input).stdout == "Some **bold** text\n")
        #expect(try CLITests.run(["-t", "html", "--trusted-html"], stdin: input).stdout == "<p>Some <b>bold</b> text<br></p>\n")
        #expect(try CLITests.run(["-t", "html"], stdin: input).stdout == "<p>Some <b>bold</b> text</p>\n")
        let bad = try CLITests.run(["--raw-html", "maybe"], stdin: input)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--raw-html"))
    }

    @Test("bad HTML input never fails: binary garbage, invalid UTF-8, deep nesting")
    func badInput() throws {
        var garbage: [UInt8] = []
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 { garbage.append(UInt8.random(in: 0...255, using: &generator)) }
        let run = try CLITests.run(["-f", "html", "-t", "text", "-q"], stdin: Data(garbage))
        #expect(run.status == 0)
        let deep = String(repeating: "<div>", count: 100_000) + "x"
        let deepRun = try CLITests.run(["-f", "html", "-t", "markdown"], stdin: Data(deep.utf8))
        #expect(deepRun.status == 0)
        #expect(deepRun.stdout.contains("x"))
        #expect(deepRun.stderr.contains("nesting-depth-capped") || deepRun.stderr.contains("open-elements-capped"))
        let strict = try CLITests.run(["-f", "html", "--strict"], stdin: Data([0x3C, 0x62, 0x3E, 0xFF]))
        #expect(strict.status == 65)
    }

    @Test("-f html rejects Markdown extensions")
    func extensionsRejected() throws {
        let run = try CLITests.run(["-f", "html+table"], stdin: Data())
        #expect(run.status == 64)
    }

    @Test("--anchors referenced keeps only the targets the page links to; --anchors none drops them; a bad value exits 64")
    func anchorPolicy() throws {
        let page = Data(##"<p id="a1">See <a href="#c3">below</a>.</p><p id="b2">Middle.</p><h2 id="c3">End</h2>"##.utf8)
        let referenced = try CLITests.run(["-f", "html", "-t", "md", "--anchors", "referenced"], stdin: page)
        #expect(referenced.stdout == "See [below](#c3).\n\nMiddle.\n\n## <a id=\"c3\"></a>End\n")
        let none = try CLITests.run(["-f", "html", "-t", "md", "--anchors", "none"], stdin: page)
        #expect(none.stdout == "See [below](#c3).\n\nMiddle.\n\n## End\n")
        let all = try CLITests.run(["-f", "html", "-t", "md"], stdin: page)
        #expect(all.stdout.contains("<a id=\"a1\"></a>See"))
        let bad = try CLITests.run(["-f", "html", "-t", "md", "--anchors", "some"], stdin: page)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("mconv: error: --anchors: expected one of 'all', 'referenced', 'none', got 'some'"))
    }
}
