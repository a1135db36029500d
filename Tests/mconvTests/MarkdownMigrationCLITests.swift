import Foundation
import Testing

/// The options of "Markdown for migrations" on the command line: front matter, metadata,
/// standalone HTML, embeds and the Markdown writer's options, with their usage errors.
@Suite("mconv: Markdown for migrations (front matter, embeds, writer options)")
struct MarkdownMigrationCLITests {
    static func run(_ arguments: [String], _ stdin: String) throws -> CLITests.Run {
        try CLITests.run(arguments, stdin: Data(stdin.utf8))
    }

    static let page = """
        <html lang="fr"><head><title>Notes: part 1</title><meta name="author" content="Ann">
        <meta name="keywords" content="a, b"></head>
        <body><h1>Notes</h1><p>See <a href="https://example.com/x">this</a> and <a href="https://example.com/x">that</a>.</p>
        <iframe src="https://www.youtube.com/embed/abc"></iframe></body></html>
        """

    @Test("--front-matter writes the page's metadata as YAML; --metadata adds and overrides fields")
    func frontMatterFromHTML() throws {
        let result = try Self.run(["-f", "html", "-t", "md", "--front-matter", "--metadata", "draft=true", "--metadata", "author=Bob: Jr"], Self.page)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("""
            ---
            title: "Notes: part 1"
            author: "Bob: Jr"
            tags:
              - a
              - b
            lang: fr
            draft: "true"
            ---

            # Notes

            """))
    }

    @Test("Markdown front matter passes through, feeds --standalone's <title>, and --metadata edits it")
    func frontMatterFromMarkdown() throws {
        let markdown = "---\ntitle: Hello\nweight: 2\n---\n# Hi\n"
        let passed = try Self.run(["-t", "md"], markdown)
        #expect(passed.stdout == "---\ntitle: Hello\nweight: 2\n---\n\n# Hi\n")
        let edited = try Self.run(["-t", "md", "--metadata", "title=Bye"], markdown)
        #expect(edited.stdout == "---\ntitle: Bye\nweight: 2\n---\n\n# Hi\n")
        let page = try Self.run(["-t", "html", "--standalone"], markdown)
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.stdout.contains("<title>Hello</title>"))
        #expect(page.stdout.hasSuffix("<h1>Hi</h1>\n</body>\n</html>\n"))
        let commonMark = try Self.run(["-f", "commonmark", "-t", "html"], markdown)
        #expect(commonMark.stdout.hasPrefix("<hr />\n<h2>title: Hello"))
        let enabled = try Self.run(["-f", "commonmark+front_matter", "-t", "html"], markdown)
        #expect(enabled.stdout == "<h1>Hi</h1>\n")
    }

    @Test("embeds become links with a note, or stay HTML with --keep-html embeds")
    func embeds() throws {
        let links = try Self.run(["-f", "html", "-t", "md"], Self.page)
        #expect(links.stdout.hasSuffix("[Video: YouTube](https://www.youtube.com/embed/abc)\n"))
        #expect(links.stderr.contains("note: 1 embedded medium (iframe, video, audio, object, embed) written as a link; --keep-html embeds keeps them as HTML [embed-converted]"))
        let kept = try Self.run(["-f", "html", "-t", "md", "--keep-html", "embeds"], Self.page)
        #expect(kept.stdout.hasSuffix("<iframe src=\"https://www.youtube.com/embed/abc\"></iframe>\n"))
        #expect(!kept.stderr.contains("embed-converted"))
    }

    @Test("writer options: reference links, wrapping, bullets, emphasis, fences, setext headings")
    func writerOptions() throws {
        let references = try Self.run(["-f", "html", "-t", "md", "--reference-links", "-q"], Self.page)
        #expect(references.stdout.contains("See [this][1] and [that][1]."))
        #expect(references.stdout.hasSuffix("[Video: YouTube][2]\n\n[1]: https://example.com/x\n[2]: https://www.youtube.com/embed/abc\n"))
        let markdown = "# Title\n\n- *a* **b**\n\n```\ncode\n```\n\none two three four five six seven eight nine ten eleven twelve thirteen\n"
        let styled = try Self.run(
            ["-t", "md", "--bullet", "+", "--emphasis", "_", "--strong", "__", "--fence", "tilde", "--headings", "setext", "--wrap", "30"],
            markdown
        )
        #expect(styled.stdout == "Title\n===\n\n+ _a_ __b__\n\n~~~\ncode\n~~~\n\none two three four five six\nseven eight nine ten eleven\ntwelve thirteen\n")
        let auto = try Self.run(["-t", "md", "--wrap", "auto"], String(repeating: "word ", count: 30))
        #expect(auto.stdout.split(separator: "\n").map(\.count) == [79, 69])
    }

    @Test("--table-spans expand writes a pipe table with empty cells")
    func tableSpans() throws {
        let html = "<table><tr><th>A</th><th>B</th></tr><tr><td colspan=2>wide</td></tr><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>"
        let expanded = try Self.run(["-f", "html", "-t", "md", "--table-spans", "expand"], html)
        #expect(expanded.stdout == "| A | B |\n| --- | --- |\n| wide | |\n| 1 | 2 |\n| 3 | 4 |\n")
        let html2 = try Self.run(["-f", "html", "-t", "md"], html)
        #expect(html2.stdout.hasPrefix("<table>"))
    }

    @Test("--math: formulas as code by default, $…$ with dollars (text dollars escaped), pandoc's spans with html")
    func math() throws {
        let html = #"<p>Cost $5: <script type="math/tex">x^2</script>.</p><p><span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block"><semantics><mi>y</mi><annotation encoding="application/x-tex">\sqrt{y}</annotation></semantics></math></span><span class="katex-html">√y</span></span></span></p>"#
        let byDefault = try Self.run(["-f", "html", "-t", "md"], html)
        #expect(byDefault.stdout == "Cost $5: `x^2`.\n\n```math\n\\sqrt{y}\n```\n")
        let dollars = try Self.run(["-f", "html", "-t", "md", "--math", "dollars"], html)
        #expect(dollars.stdout == "Cost \\$5: $x^2$.\n\n$$\n\\sqrt{y}\n$$\n")
        let spans = try Self.run(["-f", "html", "-t", "md", "--math=html"], html)
        #expect(spans.stdout == "Cost $5: <span class=\"math inline\">\\\\(x^2\\\\)</span>.\n\n<p><span class=\"math display\">\\[\\sqrt{y}\\]</span></p>\n")
        let checked = try Self.run(["-f", "html", "-t", "md", "--math", "dollars", "--self-check"], html)
        #expect(checked.stdout == dollars.stdout)
        #expect(checked.stderr.isEmpty)
    }

    @Test("a value outside the choices is a usage error naming them", arguments: [
        (["--wrap", "5"], "--wrap: expected none, auto or a width from 20 to 10000, got '5'"),
        (["--bullet", "x"], "--bullet: expected one of '-', '*', '+', got 'x'"),
        (["--emphasis", "**"], "--emphasis: expected one of '*', '_', got '**'"),
        (["--headings", "html"], "--headings: expected one of 'atx', 'setext', got 'html'"),
        (["--keep-html", "some"], "--keep-html: expected one of 'none', 'unknown', 'embeds', 'all', got 'some'"),
        (["--table-spans", "flat"], "--table-spans: expected one of 'html', 'expand', got 'flat'"),
        (["--metadata", "novalue"], "--metadata: expected KEY=VALUE, got 'novalue'"),
        (["--math", "latex"], "--math: expected one of 'code', 'dollars', 'html', got 'latex'"),
    ])
    func usageErrors(_ arguments: [String], message: String) throws {
        let result = try Self.run(["-t", "md"] + arguments, "x\n")
        #expect(result.status == 64)
        #expect(result.stderr == "mconv: error: \(message)\n")
    }
}
