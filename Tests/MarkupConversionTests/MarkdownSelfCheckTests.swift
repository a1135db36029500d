import Backends
import HTMLFrontend
import MarkdownFrontend
@testable import MarkupConversion
import MarkupAST
import Testing

/// The Markdown self-check: output read back with cmark-gfm and compared with the document;
/// blocks that do not survive are written again as HTML and counted.
@Suite("Markdown self-check")
struct MarkdownSelfCheckTests {
    private static func convert(
        _ source: String, from input: DocumentFormat = .html, selfCheck: Bool = true
    ) -> (markdown: String, codes: [String]) {
        var options = ConversionOptions()
        options.markdownSelfCheck = selfCheck
        let result = MarkupConverter(options: options).convert(source, from: input, to: .gfm)
        return (result.output, result.diagnostics.map(\.code).filter { $0.hasPrefix("markdown-self-check") })
    }

    @Test("the cases issue 16 names read back as written, with nothing re-emitted", arguments: [
        ("<p><code><a href=\"u\">x</a></code></p>", "[`x`](u)\n"),
        ("<p>run <code>a <a href=\"u\">x</a> b</code> now</p>", "run `a `[`x`](u)` b` now\n"),
        ("<ul><div><li>one</li><li>two</li></div></ul>", "-\n  - one\n  - two\n"),
    ])
    func namedCases(_ example: (String, String)) {
        let result = Self.convert(example.0)
        #expect(result.markdown == example.1)
        #expect(result.codes.isEmpty)
    }

    @Test("a block that reads back differently is written as HTML, only that block, and counted")
    func reemits() {
        // Strong inside emphasis inside strong, starting with punctuation: the writer's
        // delimiters (`**_**"a b** c d_**`) do not read back (found by the self-check on
        // generated snippets).
        let html = "<h4>Title</h4><p><b><i><strong>&quot;a b</strong> c d</i></b></p><p>After <em>this</em>.</p>"
        let checked = Self.convert(html)
        #expect(checked.markdown == "#### Title\n\n<p><b><i><strong>&quot;a b</strong> c d</i></b></p>\n\nAfter *this*.\n")
        #expect(checked.codes == ["markdown-self-check-reemitted"])
        let unchecked = Self.convert(html, selfCheck: false)
        #expect(unchecked.markdown != checked.markdown)
        #expect(unchecked.codes.isEmpty)
    }

    @Test("a link whose text is its URL counts as an autolink with line breaks at its edges", arguments: [
        ("<a href=\"a\">a<br><br>", "[a](a)\n"),
        ("<p><a href=\"http://e.com\">e.com<br></a></p>", "[e.com](http://e.com)\n"),
        ("<p>x <a href=\"a\">a<br></a>b</p>", "x [a](a)\\\nb\n"),
    ])
    func autolinkWithEdgeBreaks(_ example: (String, String)) {
        // The writer drops a break that ends a paragraph, so the link reads back as `[a](a)`,
        // text and URL alike; the document's link held a break too (found by fuzzing).
        let result = Self.convert(example.0)
        #expect(result.markdown == example.1)
        #expect(result.codes.isEmpty)
    }

    @Test("a footnote definition that reads back differently keeps its label, its blocks written as HTML")
    func footnoteDefinitionReemitted() {
        // Strong directly inside strong after a literal star: `\*****x**e**e` does not read
        // back (the rule of three keeps `**` from closing `****`). A definition cannot be
        // HTML, so its paragraph is, inside it (found by fuzzing).
        let source = "[^1]\n\n[^1]: *****x**e**e\n"
        let document = MarkupConverter().parse(source, from: .gfm).document
        guard case .footnoteDefinition(_, let children)? = document.blocks.last,
              case .paragraph(let inlines, _)? = children.first,
              case .strong(let outer, _)? = inlines.dropFirst().first, case .strong? = outer.first else {
            Issue.record("the source no longer parses as strong inside strong: \(document.blocks)")
            return
        }
        let checked = Self.convert(source, from: .gfm)
        #expect(checked.markdown == "[^1]\n\n[^1]: <p>*<strong><strong>x</strong>e</strong>e</p>\n")
        #expect(checked.codes == ["markdown-self-check-reemitted"])
        let unchecked = Self.convert(source, from: .gfm, selfCheck: false)
        #expect(unchecked.markdown == "[^1]\n\n[^1]: \\*****x**e**e\n")
        #expect(unchecked.codes.isEmpty)
    }

    @Test("inside a page-wide div, only the failing paragraph is re-emitted and ids stay anchors")
    func looksThroughDivs() {
        let html = #"<div class="body"><section id="s"><h2>Head</h2><p>One.</p><p><b><i><strong>&quot;a b</strong> c</i></b></p><p>Two.</p></section></div>"#
        let checked = Self.convert(html)
        #expect(checked.markdown == "## <a id=\"s\"></a>Head\n\nOne.\n\n<p><b><i><strong>&quot;a b</strong> c</i></b></p>\n\nTwo.\n")
        #expect(checked.codes == ["markdown-self-check-reemitted"])
    }

    @Test("an editor's empty list is left out of the Markdown, nothing re-emitted as HTML")
    func emptyList() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let json = #"{"format":"mconv-ast","version":1,"blocks":[{"type":"paragraph","content":["a"]},"# +
            #"{"type":"list","kind":"bullet","tight":true,"items":[]},{"type":"paragraph","content":["b"]}]}"#
        let result = MarkupConverter(options: options).convert(json, from: .astJSON, to: .gfm)
        #expect(result.output == "a\n\nb\n")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("task items written for CommonMark (no task list syntax) read back as task items")
    func tasksInCommonMark() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let result = MarkupConverter(options: options).convert("- [x] `done`\n- [ ] open\n- plain\n", from: .gfm, to: .commonMark)
        #expect(result.output == "- <input type=\"checkbox\" disabled=\"\" checked=\"\" /> `done`\n- <input type=\"checkbox\" disabled=\"\" /> open\n- plain\n")
        #expect(result.diagnostics.isEmpty)
        // Read as Markdown, such a check box starts a task item, as `<li><input …>` does in HTML.
        let read = MarkupConverter().parse("- <input type=\"checkbox\" checked> a\n- <input type=\"text\"> b\n", from: .gfm).document
        guard case .list(_, let items, _)? = read.blocks.first else {
            Issue.record("no list: \(read.blocks)")
            return
        }
        #expect(items.map(\.task) == [.checked, nil])
        #expect(items[0].blocks == [.paragraph([.text("a")])])
    }

    @Test("an editor's table with an empty row is judged as it reads back, nothing re-emitted")
    func tableWithEmptyRow() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let json = #"{"type":"doc","content":[{"type":"table","content":[{"type":"tableRow","content":[]},"# +
            #"{"type":"tableRow","content":[{"type":"tableCell","attrs":{"colspan":2},"content":[{"type":"paragraph","content":[{"type":"text","text":"spans two"}]}]}]}]}]}"#
        let result = MarkupConverter(options: options).convert(json, from: .proseMirror, to: .gfm)
        #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" })
    }

    @Test("an editor's table whose header row has no cells is judged as it reads back")
    func tableWithEmptyHeaderRow() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let json = #"[{"_type":"table","rows":[{"cells":[]},{"cells":[""]}]}]"#
        for output in [DocumentFormat.gfm, .commonMark] {
            let result = MarkupConverter(options: options).convert(json, from: .portableText, to: output)
            #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(output)")
        }
    }

    @Test("front matter from ast.json: TOML is skipped like YAML, and text that would not read back is written so it does", arguments: [
        (#"{"format":"toml","text":""}"#, false),
        (#"{"format":"toml","text":"title = \"Hugo page\"\ndraft  ++"}"#, true),
        (#"{"format":"yaml","text":"a: 1\n---\n# not a heading\n"}"#, true),
    ])
    func frontMatterFromJSON(_ frontMatter: String, rewritten: Bool) {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let json = #"{"format":"mconv-ast","version":1,"frontMatter":"# + frontMatter + #","blocks":[{"type":"heading","level":2,"content":["Hugo"]}]}"#
        for output in [DocumentFormat.gfm, .commonMark] {
            let result = MarkupConverter(options: options).convert(json, from: .astJSON, to: output)
            #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(output): \(result.diagnostics)")
            #expect(result.diagnostics.contains { $0.code == "front-matter-rewritten" } == rewritten)
            #expect(result.output.hasSuffix("## Hugo\n"))
        }
    }

    @Test("embeds written as links read back as meant: nothing re-emitted, nothing lost")
    func embeds() {
        let html = "<p>Watch:</p><iframe src=\"https://www.youtube.com/embed/abc\" title=\"Demo\"></iframe><p>x <video src=\"v.mp4\"></video></p>"
        let checked = Self.convert(html)
        #expect(checked.markdown == "Watch:\n\n[Video: Demo](https://www.youtube.com/embed/abc)\n\nx [Video: v.mp4](v.mp4)\n")
        #expect(checked.codes.isEmpty)
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        options.markdownOutput.keepHTML = .embeds
        let kept = MarkupConverter(options: options).convert(html, from: .html, to: .gfm)
        #expect(kept.output.contains("<iframe src=\"https://www.youtube.com/embed/abc\""))
        #expect(!kept.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") })
    }

    /// Checks that `html`, self-checked in both flavours, has nothing re-emitted nor left
    /// differing, and is the output written without the check.
    static func expectReadsBackAsUnchecked(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let unchecked = MarkupConverter()
        for (format, result) in selfChecked(html) {
            #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(format.name): \(result.output)", sourceLocation: sourceLocation)
            #expect(result.output == unchecked.convert(html, from: .html, to: format).output, "\(format.name)", sourceLocation: sourceLocation)
        }
    }

    /// Checks that `html`, self-checked in both flavours, has a block re-emitted, nothing left
    /// differing, and `element` (a start tag) in the HTML written.
    static func expectReemitted(_ html: String, keeping element: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (format, result) in selfChecked(html) {
            #expect(result.diagnostics.contains { $0.code == "markdown-self-check-reemitted" }, "\(format.name): \(result.output)", sourceLocation: sourceLocation)
            #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(format.name): \(result.output)", sourceLocation: sourceLocation)
            #expect(result.output.contains(element), "\(format.name): \(result.output)", sourceLocation: sourceLocation)
        }
    }

    /// `html` converted with the self-check on, to GFM and to CommonMark.
    static func selfChecked(_ html: String) -> [(format: DocumentFormat, result: ConversionResult<String>)] {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let converter = MarkupConverter(options: options)
        return [DocumentFormat.gfm, .commonMark].map { ($0, converter.convert(html, from: .html, to: $0)) }
    }

    /// Definition lists (Python's and Javadoc's API pages, man pages, glossaries) read back
    /// as the writer writes them, terms strong and definitions opened by `: `, so the
    /// self-check keeps them as Markdown (it used to re-emit every one as HTML, split into
    /// a bare `<dt>` and loose paragraphs): the output is the unchecked output.
    @Test("definition lists read back as the writer writes them: nothing re-emitted, the output as without the check", arguments: [
        "<dl><dt>term</dt><dd>its definition</dd></dl>",
        "<dl><dt id=f><code>f(x)</code></dt><dd><p>Returns <em>x</em>.</p><p>More.</p><ul><li>a</li><li>b</li></ul><pre>code</pre></dd></dl>",
        "<dl><dt><a href=#a>A link</a></dt><dd>one</dd><dt><b>bold</b></dt><dd>two</dd><dt>a <i>mixed</i> term</dt><dd>- starts like a list</dd></dl>",
        "<dl><dt>outer</dt><dd><p>first</p><dl><dt>inner</dt><dd>nested definition</dd></dl></dd></dl>",
        "<section><h2>API</h2><dl class=\"py function\"><dt id=m.f><span>m.</span><span>f</span>(<em>a</em>)</dt><dd><p>Do it.</p></dd></dl></section>",
        "<dl><dt>no definition</dt><dt>two terms</dt><dd><ol><li>starts with a list</li></ol></dd></dl>",
    ])
    func definitionListsReadBack(_ html: String) {
        Self.expectReadsBackAsUnchecked(html)
    }

    /// A `<q>` is written as its content between quotation marks, which is what it reads
    /// back as; the check compares it so, nested ones with the inner marks.
    @Test("quotations read back as the marks the writer writes: nothing re-emitted", arguments: [
        "<p>He said <q>hi</q> and left.</p>",
        "<p>He said <q>hi, <q>there</q>!</q> and left. <q cite=\"http://x\">Cited</q></p>",
        "<ul><li><q><b>bold</b> quote</q></li></ul><h2><q>Heading</q></h2>",
        "<table><tr><th>h</th></tr><tr><td><q>in a cell</q></td></tr></table>",
    ])
    func quotationsReadBack(_ html: String) {
        Self.expectReadsBackAsUnchecked(html)
    }

    /// A quotation inside a re-emitted block is read back from its HTML, a `<q>` again.
    @Test("a quotation inside a re-emitted block reads back as its HTML")
    func quotationInsideReemittedBlock() {
        Self.expectReemitted("<p><b><i><strong>&quot;a b</strong> c</i></b> <q>said <q>she</q></q></p>", keeping: "<q>")
    }

    /// A row with fewer cells than the table (Word and CMS tables, `<td>` left out) is
    /// written as a pipe table, which fills it with empty cells; the check counts it so
    /// rather than re-emitting the table as HTML.
    @Test("a short table row reads back as the pipe table fills it: nothing re-emitted", arguments: [
        "<table><td>x<td>y<tr><td>z</table>",
        "<table><tr><th>a</th><th>b</th><th>c</th></tr><tr><td>1</td></tr><tr><td>1</td><td>2</td><td></td></tr><tr><td></td><td>only the middle</td></tr></table>",
    ])
    func shortTableRowsReadBack(_ html: String) {
        for (format, result) in Self.selfChecked(html) where format.name == DocumentFormat.gfm.name {
            #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(format.name): \(result.output)")
            #expect(result.output.hasPrefix("|"), "\(format.name): \(result.output)")
        }
    }

    /// A definition that opens with display math is only indented: after `: ` its fence
    /// would be text, and its closing fence would open a code block running to the end of
    /// the document (Wikipedia's `<dl><dd>` around a formula).
    @Test("a definition opening with display math is indented, not marked: the page after it stays text", arguments: MarkdownRenderOptions.MathStyle.allCases)
    func definitionOpeningWithDisplayMath(style: MarkdownRenderOptions.MathStyle) {
        let html = "<dl><dd><span class=\"math display\">\\[c=\\sqrt{a^2+b^2}\\]</span></dd></dl><p>After the formula.</p>"
        var options = ConversionOptions()
        options.markdownOutput.math = style
        let unchecked = MarkupConverter(options: options).convert(html, from: .html, to: .gfm).output
        #expect(!unchecked.contains(": "), "\(unchecked)")
        options.markdownSelfCheck = true
        let checked = MarkupConverter(options: options).convert(html, from: .html, to: .gfm)
        #expect(!checked.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(checked.output)")
        #expect(checked.output == unchecked)
        #expect(checked.output.hasSuffix("\nAfter the formula.\n"), "\(checked.output)")
    }

    /// Raw HTML left inside a tag (`<dd` or `<tr` with no `>`) swallows the table the
    /// CommonMark writer writes as HTML after it, while in the source, its table a Markdown
    /// node, the two show nothing: the lines only the output has are blamed on the blocks
    /// around them and every block between, to the end when nothing follows (seeded fuzzing
    /// findings).
    @Test("lines only the output has are blamed on every block that showed nothing around them; blame exhausted, every block is re-emitted")
    func nothingExpectedSomethingWritten() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let converter = MarkupConverter(options: options)
        for markdown in [
            "\n<dd\n\n\u{1}\n-:", "<dd\n\n| a |\n| - |\n| b |\n", "ea\n<tr\n\nN\n-:",
            "before\n\n<td\n\n| a |\n| - |\n\nafter\n",
            // The whole document's resolution gives the line to the table, not to the `<div`
            // left open before it: once the table is re-emitted and the output still differs,
            // every other block is re-emitted too.
            "\n<div\n\ni\n:-\n<td>2", "<div\n\n| a |\n| - |\n\n<span>b\n",
        ] {
            let result = converter.convert(markdown, from: .gfm, to: .commonMark)
            #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(result.output)")
            #expect(result.diagnostics.contains { $0.code == "markdown-self-check-reemitted" }, "\(result.output)")
        }
    }

    /// Re-emitting works block by block with page-wide `div`s flattened, but a definition
    /// list stays one block: a list elsewhere keeps its Markdown form when another block is
    /// re-emitted, and one with a block that does not read back is re-emitted whole.
    @Test("a definition list stays one block when the check re-emits: kept as Markdown, or re-emitted as one <dl>")
    func definitionListStaysWhole() {
        let failing = "<b><i><strong>&quot;a b</strong> c</i></b>"
        let elsewhere = "<div><p>\(failing)</p><dl><dt>term</dt><dd>definition</dd></dl></div>"
        for (format, result) in Self.selfChecked(elsewhere) {
            #expect(result.diagnostics.contains { $0.code == "markdown-self-check-reemitted" }, "\(format.name): \(result.output)")
            #expect(result.output.contains("**term**\n\n: definition"), "\(format.name): \(result.output)")
        }
        let inside = "<div><p>before</p><dl><dt>term</dt><dd><p>\(failing)</p></dd></dl></div>"
        for (format, result) in Self.selfChecked(inside) {
            #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(format.name): \(result.output)")
            #expect(result.output.contains("<dl>\n<dt>term</dt>"), "\(format.name): \(result.output)")
            #expect(result.output.hasPrefix("before\n"), "\(format.name): \(result.output)")
        }
    }

    /// The writer's form of a definition list (terms strong, `: `) is compared only for the
    /// blocks written as Markdown: one re-emitted as HTML reads back as the `dl` it is, and
    /// the HTML writer may unwrap what held a term's paragraphs, which would change where
    /// the form applies (seeded fuzzing finding).
    @Test("a definition list re-emitted as HTML compares as the dl it reads back as, whatever wrapped its paragraphs", arguments: [
        "<dl><dt><s</l><ol start=-2><</ol>>",
        "<dl><dt><x-wrap><p>t</p></x-wrap></dt><dd><x-w><p><b><i><strong>&quot;a b</strong> c</i></b></p></x-w></dd></dl>",
        "<blockquote><p><b><i><strong>&quot;a b</strong> c</i></b></p><dl><dt><span-x><p>t</p></span-x></dt><dd>d</dd></dl></blockquote>",
    ])
    func reemittedDefinitionListReadsBackAsItIs(_ html: String) {
        for (format, result) in Self.selfChecked(html) {
            #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(format.name): \(result.output)")
        }
    }

    /// A definition list the writer itself writes as HTML (in a table cell, as Sphinx puts
    /// C macros in a table; in a list Markdown cannot number) reads back as the `dl` it is:
    /// nothing is re-emitted.
    @Test("a definition list the writer writes as HTML (in a table, in a lettered list) is compared as a dl: nothing re-emitted", arguments: [
        "<table><tr><th>flag</th><th>meaning</th></tr><tr><td><dl><dt id=m>PyBUF_X</dt><dd><p>x</p></dd></dl></td><td>y</td></tr></table>",
        "<ol type=a start=1><li><dl><dt>term</dt><dd>definition</dd></dl></li><li>b</li></ol>",
    ])
    func definitionListWrittenAsHTML(_ html: String) {
        for (format, result) in Self.selfChecked(html) {
            #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(format.name): \(result.output)")
            #expect(result.output.contains("<dl>"), "\(format.name): \(result.output)")
        }
    }

    /// A definition list that comes back through HTML (a re-emitted block) is compared as the
    /// `dl` it reads back as, not in the writer's Markdown form.
    @Test("a definition list inside a re-emitted block reads back as its HTML")
    func definitionListInsideReemittedBlock() {
        // The quote is re-emitted (formatting nested in its own kind), the list with it.
        Self.expectReemitted("<blockquote><p><b><i><strong>&quot;a b</strong> c</i></b></p><dl><dt>t</dt><dd>d</dd></dl></blockquote>", keeping: "<dl>")
    }

    @Test("formatting that holds only line breaks counts for nothing once they move out of it, at a paragraph's end or inside other formatting", arguments: [
        "f=<b><br><br>",
        " s<b><br><br>",
        "<p>a<b><br></b></p><p>next</p>",
        "<p>a <em><strong><br></strong></em></p>",
        "<p><b><br></b>b</p>",
        "<p>a<i>x<b><br></b></i></p>",
        "<p>a<s><b> <br> </b></s>b</p>",
        "<table><tr><th>h</th><th>k</th></tr><tr><td>x<b><br></b></td><td><i><br><br></i>y</td></tr></table>",
        "<ul><li>one<b><br></b></li><li><u><br></u>two</li></ul>",
    ])
    func formattingHoldingOnlyBreaks(_ html: String) {
        for (format, result) in Self.selfChecked(html) {
            #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(format.name): \(result.output)")
        }
    }

    @Test("formatting around nothing visible (anchors, empty spans) is written without delimiters, nested or not", arguments: [
        "<strong><strong id=p><o id=i>",
        "<p>a <b><a id=x></a></b> y</p>",
        "<p><em><strong id=s><span id=t></span></strong></em>text</p>",
        "<p>x<i><b id=q><u><s id=r></s></u></b></i>y</p>",
        "<ul><li><b><i id=k></i></b></li><li>z<strong><strong id=m></strong></strong></li></ul>",
        "<table><tr><th>h</th></tr><tr><td><b><b id=c></b></b>v</td></tr></table>",
    ])
    func formattingAroundNothingVisible(_ html: String) {
        for (format, result) in Self.selfChecked(html) {
            #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(format.name): \(result.output)")
            #expect(!result.output.contains("**") && !result.output.contains("__"), "\(format.name): \(result.output)")
        }
    }

    @Test("a code block's language counts only as a name the HTML fallback writes: a quote or c# in a re-emitted table is no difference", arguments: [
        "<table><th><pre class=lang-\">r",
        "<table><tr><td><pre class=\"lang-c#\">x</pre></td></tr></table>",
        "<table><tr><td><pre class=\"lang-a&amp;b\">y</pre><pre class=\"language-&lt;x&gt;\">z</pre></td></tr></table>",
        "<pre class=lang-\">r</pre>",
    ])
    func codeLanguagesTheFallbackDrops(_ html: String) {
        for (format, result) in Self.selfChecked(html) {
            #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(format.name): \(result.output)")
        }
        #expect(CodeLanguageName.isWritable("objective-c") && CodeLanguageName.isWritable("c++"))
        #expect(!CodeLanguageName.isWritable("c#") && !CodeLanguageName.isWritable("\"") && !CodeLanguageName.isWritable(String(repeating: "a", count: 33)))
    }

    @Test("chat text: adjacent code spans read as their joined text; space next to a line break counts for nothing; an empty quote shows nothing", arguments: [
        ("`- ``>`", "whatsapp"), ("+\n~ x~", "telegram"), ("a \n*b*", "whatsapp"),
        (">~~", "telegram"), ("x\n>\n> ~~\ny", "telegram"),
    ])
    func chatNormalization(_ example: (String, String)) throws {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let converter = MarkupConverter(options: options)
        let format = try #require(FormatRegistry.standard.format(named: example.1))
        let result = converter.convert(example.0, from: format, to: .gfm)
        #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(result.output)")
    }

    @Test("a link compares by the URL a browser follows: a re-emitted table's %-encoded link equals the Markdown's")
    func destinationsCompareAsURLs() {
        #expect(HTMLURLForm.canonical(" https://ü.example/a b\t") == "https://%C3%BC.example/a%20b")
        #expect(HTMLURLForm.canonical("https://%C3%BC.example/a%20b") == "https://%C3%BC.example/a%20b")
        let checked = Self.convert("<table><tr><th>1<p><a href=\"\u{FFFD}\">e</a></p></th></tr></table>")
        #expect(checked.codes.allSatisfy { $0 != "markdown-self-check-differs" })
    }

    @Test("a link destination holding a line break is written as a character reference")
    func destinationWithLineBreak() {
        let checked = Self.convert("<p><a href=\"a\nb c\">s</a></p>")
        #expect(checked.markdown == "[s](<a&#10;b c>)\n")
        #expect(checked.codes.isEmpty)
    }

    @Test("raw HTML reaching across blocks is compared as a reader resolves the whole document")
    func rawHTMLAcrossBlocks() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let result = MarkupConverter(options: options).convert("<div i=\"\n\ni\n", from: .gfm, to: .gfm)
        #expect(result.output == "<div i=\"\n\ni\n")
        #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") })
    }

    @Test("footnotes in CommonMark (no footnote syntax) read back as the superscript links and divs written", arguments: [
        "A note[^1] and [^x].\n\n[^1]: one *em*\n\n[^x]:\n    > quoted\n",
        // A reference in a table (HTML in CommonMark) and one in a paragraph.
        "A footnote[^1]\n\n| a | b |\n| --- | --- |\n| foot [^1] | note |\n\n[^1]: a footnote\n",
    ])
    func footnotesInCommonMark(_ markdown: String) {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let result = MarkupConverter(options: options).convert(markdown, from: .gfm, to: .commonMark)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(result.output.contains("<sup><a href=\"#fn-1\" id=\"fnref-1\">1</a></sup>"))
        #expect(result.output.contains("<div id=\"fn-1\">"))
        #expect(!result.output.contains("[^1]"))
    }

    @Test("a footnote label Markdown would read as syntax is written as character references in CommonMark", arguments: [
        "x[^x*y*] and u[^ü].\n\n[^x*y*]: S\n\n[^ü]: U\n",
        "a[^_b_] c[^`d`] e[^[f]] g[^h\\i] k[^~l~] m[^$n$].\n\n[^_b_]: B\n\n[^`d`]: D\n\n[^~l~]: L\n\n[^$n$]: N\n",
    ])
    func footnoteLabelsAsText(_ markdown: String) {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let result = MarkupConverter(options: options).convert(markdown, from: .gfm, to: .commonMark)
        #expect(!result.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") }, "\(result.output)")
        #expect(!result.output.contains(">x*y*<") && !result.output.contains(">_b_<"))
    }

    @Test("a GFM table written as HTML keeps its raw HTML and footnote references (not escaped, not literal text)")
    func tableFallbackKeepsRawHTMLAndFootnotes() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let markdown = "| a |\n| --- |\n| <strong>hi</strong> [^n] |\n\n[^n]: note\n"
        let result = MarkupConverter(options: options).convert(markdown, from: .gfm, to: .commonMark)
        #expect(result.output.contains("<td><strong>hi</strong> <sup><a href=\"#fn-n\" id=\"fnref-n\">n</a></sup></td>"), "\(result.output)")
        #expect(result.diagnostics.isEmpty)
        // In GFM, a table with a block in a cell is HTML; the reference inside is the same link.
        let gfm = MarkupConverter(options: options).convert("<table><tr><td><p>a</p><p><sup><a href=\"#fn-n\">n</a></sup></p></td></tr></table>", from: .html, to: .gfm)
        #expect(!gfm.diagnostics.contains { $0.code == "markdown-self-check-differs" }, "\(gfm.output)")
    }

    @Test("a block re-emitted as HTML has its raw HTML resolved as the comparison read it (no tag re-nested by the paragraph around it)", arguments: [
        ("~,<div>~,", "<p><del>,</del>,</p>\n"), ("~<div>-~,", "<p><del>-</del>,</p>\n"),
    ])
    func rawHTMLInsideFormatting(_ example: (String, String)) {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let result = MarkupConverter(options: options).convert(example.0, from: .gfm, to: .commonMark)
        #expect(result.output == example.1)
        #expect(result.diagnostics.map(\.code) == ["markdown-self-check-reemitted"])
    }

    @Test("a link inside a link (HTML cannot nest them) compares as the inner link; a table fallback keeps MathML text")
    func nestedLinksAndForeignText() {
        let nested = Self.convert("<a href><table><a href>y")
        #expect(nested.markdown == "<p><a href=\"\">y</a></p>\n")
        #expect(nested.codes == ["markdown-self-check-reemitted"])
        let u = LinkTarget(destination: "u"), v = LinkTarget(destination: "v")
        #expect(MarkdownMeaning.splittingNestedLinks([
            .link(u, [.text("a "), .emphasis([.text("b "), .link(v, [.text("c")])]), .text(" d")]),
        ]) == [.link(u, [.text("a ")]), .emphasis([.link(u, [.text("b ")]), .link(v, [.text("c")])]), .link(u, [.text(" d")])])
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let math = MarkupConverter(options: options).convert("<table><td><tr><td><math>s</td><td>", from: .html, to: .commonMark)
        #expect(math.output.contains("<td>s</td>"))
        #expect(math.diagnostics.isEmpty)
    }

    @Test("off by default; Markdown input is checked too when asked")
    func defaults() {
        let html = "<p><b><i><strong>&quot;a b</strong> c</i></b></p>"
        let unchecked = MarkupConverter().convert(html, from: .html, to: .gfm)
        #expect(unchecked.output.hasPrefix("**"))
        #expect(!unchecked.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") })
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let checked = MarkupConverter(options: options).convert("**_**x** y_**\n\n<u>under</u> [a](b \"t\")\n", from: .gfm, to: .gfm)
        #expect(!checked.diagnostics.contains { $0.code.hasPrefix("markdown-self-check") })
    }

    @Test("the normalization ignores what Markdown cannot hold", arguments: [
        // White space: collapsed, moved out of formatting, soft breaks are spaces.
        ([.paragraph([.text("a  "), .emphasis([.text(" b ")]), .softBreak, .text("c")])], "P a <*b*> c"),
        // Spans, attributes and empty formatting go; adjacent formatting of one kind merges.
        ([.paragraph([.span(Attributes(id: "x"), []), .strong([.text("a")]), .strong([.text("b")]), .emphasis([.text(" ")]), .text("c")])], "P <**ab**> c"),
        // Adjacent code spans read as one; autolinks are text.
        ([.paragraph([.code("a"), .code("b"), .text(" "), .link(LinkTarget(destination: "https://x.org"), [.text("https://x.org")])])], "P `ab` https://x.org"),
        // Divs go; a caption is a paragraph; an empty header row is ignored.
        ([.div(Attributes(), [.thematicBreak()]), .table(Table(header: [TableRow(cells: [TableCell(blocks: [])])], body: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("v")])])])], caption: [.text("cap")]))], "HR|P cap|T[v]"),
        // Code blocks: first word of the info string, trailing newlines dropped.
        ([.codeBlock(info: "swift title=x", text: "let a = 1\n\n")], "C(swift)let a = 1"),
        // A row span ends with its row group: the HTML table model clamps it there.
        ([.table(Table(header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("h")])], rowSpan: 3)])],
                       body: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("a")])], rowSpan: 0)]), TableRow(cells: [TableCell(blocks: [.paragraph([.text("b")])], rowSpan: 2)]), TableRow(cells: [TableCell(blocks: [.paragraph([.text("c")])])])]))],
         "T[h/a{1x3}/b{1x2}/c]"),
        // Empty headings go, as an HTML reader drops `<h1></h1>` (a re-emitted one reads back so).
        ([.heading(level: 1, []), .heading(level: 2, [.text(" ")]), .paragraph([.text("x")])], "P x"),
        // Lists without items go, at the top and inside an item.
        ([.list(ListStyle(kind: .bullet), []), .list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("a")]), .list(ListStyle(kind: .ordered(start: 5, delimiter: .period)), [])])])], "UL[I[P a]]"),
        // Empty items (not tasks) go, as an HTML reader drops `<li></li>`.
        ([.list(ListStyle(kind: .bullet), [ListItem(blocks: []), ListItem(blocks: [.paragraph([.text("a")])])])], "UL[I[P a]]"),
        // White space at a code span's ends is a space outside it; blank code is a space;
        // code spans that touch are one.
        ([.paragraph([.text("a"), .code(" b "), .text("c"), .code("d"), .code("  "), .code("e")])], "P a `b` c`d` `e`"),
        ([.paragraph([.code("d"), .span(Attributes(), [.code("e")]), .code(" f")])], "P `de` `f`"),
    ] as [([Block], String)])
    func normalization(_ example: ([Block], String)) {
        #expect(MarkdownMeaning.lines(of: example.0).lineTexts.joined(separator: "|") == example.1)
    }

    // MARK: - Math

    private static func convert(_ html: String, math: MarkdownRenderOptions.MathStyle) -> (markdown: String, codes: [String]) {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        options.markdownOutput.math = math
        let result = MarkupConverter(options: options).convert(html, from: .html, to: .gfm)
        return (result.output, result.diagnostics.map(\.code).filter { $0.hasPrefix("markdown-self-check") })
    }

    @Test("$…$ that cmark-gfm reads back as the same literal text (escapes resolved) passes", arguments: [
        (#"<p>Set <script type="math/tex">\{x \mid x_1 < y\}</script> holds &amp; $5.</p>"#, "Set $\\{x \\mid x_1 < y\\}$ holds & \\$5.\n"),
        (#"<p>A <span class="math inline">\(a&lt;b\)</span> and <span class="math inline">\(a &amp;b\)</span>.</p>"#, "A $a< b$ and $a & b$.\n"),
        (#"<p><span class="math display">\[a\\\#n- b\]</span></p>"#, "$$\na\\\\\n    - b\n$$\n"),
        (#"<table><tr><th>f</th></tr><tr><td><span class="math inline">\(|x|\)</span></td></tr></table>"#, "| f |\n| --- |\n| $\\|x\\|$ |\n"),
    ])
    func mathReadsBack(_ example: (String, String)) {
        let result = Self.convert(example.0, math: .dollars)
        #expect(result.markdown == example.1)
        #expect(result.codes.isEmpty)
    }

    @Test("$…$ that cmark-gfm reads as emphasis is re-emitted as HTML, and then compares equal")
    func mathReemitted() {
        let html = #"<p>Stars <span class="math inline">\(a*b*c\)</span>.</p><p>Next.</p>"#
        let result = Self.convert(html, math: .dollars)
        #expect(result.markdown == "<p>Stars <span class=\"math inline\">\\(a*b*c\\)</span>.</p>\n\nNext.\n")
        #expect(result.codes == ["markdown-self-check-reemitted"])
    }

    @Test("formulas that cannot be one math span are code, and read back as code", arguments: [
        (#"<p><span class="math inline">\(a\$b $c\)</span></p>"#, "`a\\$b $c`\n"),
        (#"<p><span class="math inline">\(x\)</span>2</p>"#, "`x`2\n"),
        (#"<p><span class="math inline">\(a % note\)</span></p>"#, "`a % note`\n"),
        (#"<p><span class="math display">\[a`b\]</span></p>"#, "```math\na`b\n```\n"),
    ])
    func mathFallsBackToCode(_ example: (String, String)) {
        let result = Self.convert(example.0, math: .dollars)
        #expect(result.markdown == example.1)
        #expect(result.codes.isEmpty)
    }

    @Test("the code and html styles read back as written", arguments: [MarkdownRenderOptions.MathStyle.code, .html])
    func otherStyles(style: MarkdownRenderOptions.MathStyle) {
        let html = #"<p>A <span class="math inline">\(a*b*c &lt; d\)</span> and:</p><p><span class="math display">\[\frac{1}{2}\]</span></p>"#
        #expect(Self.convert(html, math: style).codes.isEmpty)
    }

    @Test("bold that a style takes away inside an unknown element is split in Markdown as in HTML", arguments: [
        // The fallback unwraps `x-note`, so the span is a direct child of the bold there.
        (#"<p><b>a <x-note><span style="font-weight:400">r</span> c</x-note> d</b></p>"#, "**a** r **c d**\n"),
        (#"<p><i>a <x-note><span style="font-style:normal">r</span></x-note></i></p>"#, "*a* r\n"),
        // A span whose only attribute has a name no writer can write (`1`) is a plain span,
        // which the reader drops: its child is the emphasis's own.
        (#"<p><i>a <span 1=x><span style="font-style:normal">r</span></span></i></p>"#, "*a* r\n"),
        // A span with a style of its own stays: the fallback keeps it, and does not split.
        (#"<p><b>a <span style="color:red"><span style="font-weight:400">r</span></span></b></p>"#, "**a r**\n"),
    ])
    func cancelledFormattingSplits(_ example: (String, String)) {
        let result = Self.convert(example.0)
        #expect(result.markdown == example.1)
        #expect(result.codes.isEmpty)
    }

    /// The formatting kinds around the first text holding `needle` in `inlines`, outermost first.
    private static func formatting(around needle: String, in inlines: [Inline], outer: [Inline.Formatting] = []) -> [Inline.Formatting]? {
        for inline in inlines {
            if case .text(let text) = inline, text.contains(needle) { return outer }
            let kinds = inline.formatting.map { outer + [$0.kind] } ?? outer
            if let found = formatting(around: needle, in: inline.children, outer: kinds) { return found }
        }
        return nil
    }

    @Test("a style that takes formatting away is split out of every level above it, however many", arguments: [3, 5, 20])
    func cancelledFormattingSplitsAtAnyDepth(levels: Int) {
        // b, i, b, i… `levels` deep, then an unknown element holding a span whose style takes
        // bold and italic away: an HTML reader moves the span out of each as it closes it.
        var html = "<p>"
        for level in 0..<levels { html += level % 2 == 0 ? "<b>w\(level) " : "<i>w\(level) " }
        html += #"<x-note><span style="font-weight:400;font-style:normal">rest</span></x-note>"#
        for level in (0..<levels).reversed() { html += level % 2 == 0 ? "</b>" : "</i>" }
        html += "</p>"
        let result = Self.convert(html)
        #expect(!result.codes.contains("markdown-self-check-differs"))
        // Read back as the check reads it: raw HTML (a block re-emitted) resolved.
        let parsed = MarkdownParser().parse(utf8: Array(result.markdown.utf8))
        let readBack = RawHTMLResolver(options: HTMLParseOptions()).resolve(parsed).document
        guard case .paragraph(let inlines, _)? = readBack.blocks.first else {
            Issue.record("no paragraph read back from \(result.markdown)")
            return
        }
        #expect(Self.formatting(around: "rest", in: inlines) == [])
        #expect(Self.formatting(around: "w0", in: inlines) == [.strong])
    }

    @Test("a table written as HTML in CommonMark has its cells' raw HTML resolved, so a <script> left open stays in its cell")
    func commonMarkTableRawHTMLStaysInCell() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let markdown = "| a |\n| - |\n| x <script> |\n\n<div>after</div>\n"
        let result = MarkupConverter(options: options).convert(markdown, from: .gfm, to: .commonMark)
        #expect(!result.output.contains("<script>"))
        #expect(result.output.contains("<td>x</td>"))
        #expect(result.output.hasSuffix("<div>after</div>\n"))
        #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" })
    }

    @Test("an unclosed tag that swallows the next block is resolved within its own block when re-emitted")
    func unclosedTagConfinedWhenReemitted() {
        var options = ConversionOptions()
        options.markdownSelfCheck = true
        let markdown = "<v>\n<i\n\n| a |\n| - |\n| b |\n"
        let result = MarkupConverter(options: options).convert(markdown, from: .gfm, to: .commonMark)
        #expect(result.output.contains("<td>b</td>"))
        #expect(result.diagnostics.map(\.code).contains("markdown-self-check-reemitted"))
        #expect(!result.diagnostics.contains { $0.code == "markdown-self-check-differs" })
    }

    @Test("code spans that would touch are joined, or written apart where white space meets", arguments: [
        ("<p><code>a</code><code>b</code></p>", "`ab`\n"),
        ("<p><code>a</code><code> b</code></p>", "`a` `b`\n"),
        // Through an element the Markdown writes as its content alone.
        ("<p><code>&gt;</code><x-n e><code> [</code><a name></a></x-n></p>", "`>` `[`\n"),
        ("<p><x-y id=k><code>a</code></x-y><code>b</code></p>", "<a id=\"k\"></a>`ab`\n"),
        // A link target's anchor between them keeps them apart.
        ("<p><code>a</code><x-y id=k><code>b</code></x-y></p>", "`a`<a id=\"k\"></a>`b`\n"),
    ])
    func touchingCodeSpans(_ example: (String, String)) {
        let result = Self.convert(example.0)
        #expect(result.markdown == example.1)
        #expect(result.codes.isEmpty)
    }
}
