import Foundation
import Testing

/// `mconv --select` and `--remove` through the built executable.
@Suite("mconv --select and --remove")
struct SelectCLITests {
    private let page = """
        <!DOCTYPE html><html><head><title>Page</title></head><body>
        <nav><a href="/">Home</a> | <a href="/about">About</a></nav>
        <article><h1>Story</h1><p>First <b>bold</b> line.</p><div class="ads">Buy now</div>
        <ul><li>one</li><li>two</li></ul></article>
        <footer>© 2026</footer>
        </body></html>
        """

    private func withPage(_ body: (URL) throws -> Void) throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(page.utf8).write(to: directory.appendingPathComponent("page.html"))
        try body(directory)
    }

    @Test("-t text --select article strips one part of a page to plain text")
    func stripSelectedPart() throws {
        try withPage { directory in
            let run = try CLITests.run(["-t", "text", "--select", "article", "page.html"], in: directory)
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(run.stdout == "Story\n\nFirst bold line.\n\nBuy now\n\n- one\n- two\n")
        }
    }

    @Test("--remove drops parts before conversion; with --select, removal comes first")
    func remove() throws {
        try withPage { directory in
            let removed = try CLITests.run(["-t", "gfm", "--remove", "nav, footer, .ads", "page.html"], in: directory)
            #expect(removed.status == 0)
            #expect(removed.stdout == "# Story\n\nFirst **bold** line.\n\n- one\n- two\n")
            let both = try CLITests.run(["-t", "text", "--select=article", "--remove=.ads", "--remove", "ul", "page.html"], in: directory)
            #expect(both.stdout == "Story\n\nFirst bold line.\n")
        }
    }

    @Test("repeated --select adds to the list; matches come out in document order")
    func repeated() throws {
        try withPage { directory in
            let repeated = try CLITests.run(["-t", "text", "--select", "li", "--select", "h1", "page.html"], in: directory)
            let joined = try CLITests.run(["-t", "text", "--select", "h1, li", "page.html"], in: directory)
            #expect(repeated.stdout == "Story\n\n- one\n- two\n")
            #expect(joined.stdout == repeated.stdout)
        }
    }

    @Test("an invalid selector is a usage error naming it and the reason")
    func invalidSelector() throws {
        let run = try CLITests.run(["-f", "html", "--select", "div >"], stdin: Data("<p>x</p>".utf8))
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == "mconv: error: invalid selector 'div >': expected a selector after '>' (at byte 5)\n")
        let pseudo = try CLITests.run(["-f", "html", "--remove", "a:hover"], stdin: Data("<p>x</p>".utf8))
        #expect(pseudo.status == 64)
        #expect(pseudo.stderr.hasPrefix("mconv: error: invalid selector 'a:hover': unsupported pseudo-class ':hover'"))
        let missing = try CLITests.run(["-f", "html", "--select"], stdin: Data())
        #expect(missing.status == 64)
    }

    @Test("a selection that matches nothing: empty output and a warning")
    func matchesNothing() throws {
        let run = try CLITests.run(["-f", "html", "-t", "text", "--select", ".missing"], stdin: Data("<p>x</p>".utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "<stdin>: warning: the selection '.missing' matched no element; the document is empty [selector-matched-nothing]\n")
        let quiet = try CLITests.run(["-f", "html", "-q", "--select", ".missing"], stdin: Data("<p>x</p>".utf8))
        #expect(quiet.stderr == "")
    }

    @Test("Markdown input: the selectors do not apply, and a warning says so")
    func markdownInput() throws {
        let run = try CLITests.run(["-t", "text", "--select", "p"], stdin: Data("# Title\n\ntext <b>bold</b>\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "Title\n\ntext bold\n")
        #expect(run.stderr == "<stdin>: warning: --select and --remove apply to HTML input only; ignored for this gfm input [selector-html-only]\n")
    }

    @Test("--help documents the options")
    func help() throws {
        let run = try CLITests.run(["--help"])
        #expect(run.stdout.contains("--select SELECTORS"))
        #expect(run.stdout.contains("--remove SELECTORS"))
    }
}
