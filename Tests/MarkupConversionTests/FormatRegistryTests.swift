import Backends
import MarkupAST
import MarkupConversion
import Testing

/// The format table: names, aliases, extensions, specifiers, and formats registered by a
/// library user (here, by the test: a format added without touching any other file).
@Suite("Format registry")
struct FormatRegistryTests {
    let registry = FormatRegistry.standard

    @Test("every name and alias of the standard formats is distinct")
    func distinctNames() {
        let names = registry.formats.flatMap(\.names)
        #expect(Set(names).count == names.count)
        #expect(registry.formats.map(\.name) == [
            "gfm", "commonmark", "html", "text", "runs.json", "prosemirror", "portable-text", "contentful", "ansi", "chat", "slack", "whatsapp",
            "telegram", "ast.json",
        ])
    }

    @Test("names resolve before +/- is split: hyphenated names work", arguments: [
        ("runs-json", "runs.json", [String]()), ("RUNS.JSON", "runs.json", []), ("md", "gfm", MarkdownNames.all),
        ("gfm-autolink", "gfm", MarkdownNames.all.filter { $0 != "autolink" }),
        ("commonmark+table+footnotes", "commonmark", ["table", "footnotes"]),
        ("commonmark+table-table", "commonmark", []),
    ])
    func specifiers(text: String, format: String, extensions: [String]) throws {
        let specifier = try FormatSpecifier(text, in: registry)
        #expect(specifier.format.name == format)
        #expect(specifier.extensions == Set(extensions))
    }

    @Test("unknown formats and extensions, and extensions of a format without any, are errors naming the choices")
    func specifierErrors() {
        #expect(throws: FormatError.self) { try FormatSpecifier("docx", in: registry) }
        do {
            _ = try FormatSpecifier("gfm+emoji", in: registry)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("unknown extension 'emoji'"))
            #expect(error.description.contains("table, strikethrough"))
        }
        do {
            _ = try FormatSpecifier("html+table", in: registry)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("has no extensions"))
        }
    }

    @Test("file extensions select formats by direction; unknown ones select none")
    func fileExtensions() {
        #expect(registry.format(forPath: "a/page.HTML", readable: true)?.name == "html")
        #expect(registry.format(forPath: "notes.mdown", readable: false)?.name == "gfm")
        #expect(registry.format(forPath: "out.txt", readable: false)?.name == "text")
        // No readable format claims .txt: a text file is read as the default (Markdown).
        #expect(registry.format(forPath: "notes.txt", readable: true) == nil)
        #expect(registry.format(forPath: "x.docx", readable: false) == nil)
        #expect(registry.format(forPath: ".hidden", readable: true) == nil)
    }

    @Test("a name already taken cannot be registered again")
    func duplicates() {
        var copy = registry
        #expect(throws: FormatError.self) {
            try copy.register(DocumentFormat(name: "shout", aliases: ["md"], summary: "clash"))
        }
        #expect(copy.formats.count == registry.formats.count)
    }

    /// A format added entirely from here: a reader (lines become paragraphs) and a writer
    /// (text upper-cased), registered and used through the same converter calls as the
    /// built-in formats.
    struct LinesParser: DocumentParser {
        func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            var diagnostics: [Diagnostic] = []
            if lines.isEmpty { diagnostics.append(Diagnostic(code: "lines-empty", message: "no lines")) }
            return ParseResult(document: Document(blocks: lines.map { .paragraph([.text(String($0))]) }), diagnostics: diagnostics)
        }
    }

    struct ShoutRenderer: DocumentRenderer {
        func render<Output: TextOutputStream>(_ document: Document, into output: inout Output) {
            output.write(PlainTextRenderer().render(document).uppercased())
        }
    }

    static let lines = DocumentFormat(
        name: "lines", aliases: ["lines-of-text"], fileExtensions: ["lines"], summary: "one paragraph per line",
        makeParser: { _ in LinesParser() }, makeRenderer: { _ in ShoutRenderer() }
    )

    @Test("a format registered by a library user converts to and from every other")
    func userFormat() throws {
        var registry = FormatRegistry.standard
        try registry.register(Self.lines)
        let converter = MarkupConverter(registry: registry)
        #expect(try converter.convert("one\ntwo", from: "lines-of-text", to: "gfm").output == "one\n\ntwo\n")
        #expect(try converter.convert("# Hi *there*", from: "markdown", to: "lines").output == "HI THERE\n")
        #expect(converter.convert("<p>a</p><p>b</p>", from: .html, to: Self.lines).output == "A\n\nB\n")
        #expect(registry.format(forPath: "x.lines", readable: true)?.name == "lines")
        let empty = try converter.convert("", from: "lines", to: "html")
        #expect(empty.diagnostics.map(\.code) == ["lines-empty"])
    }

    @Test("a format that cannot be read or written says so")
    func directions() {
        let converter = MarkupConverter()
        #expect(throws: FormatError.self) { try converter.convert("x", from: "text", to: "html") }
        #expect(throws: FormatError.self) { try converter.convert("x", from: "html", to: "nope") }
    }

    @Test("conversions return the output with every diagnostic: parser, raw HTML, input checks")
    func diagnostics() throws {
        let converter = MarkupConverter()
        let css = converter.convert(#"<p style="color: nonsense">x</p>"#, from: .html, to: .plainText)
        #expect(css.output == "x\n")
        #expect(css.diagnostics.map(\.code) == ["css-invalid-declaration"])
        let raw = converter.convert("a <script>b</script> c", from: .markdown, to: .html)
        #expect(raw.output == "<p>a c</p>\n")  // the two spaces the dropped script leaves collapse, as a reader reads them
        #expect(raw.diagnostics.map(\.code) == ["raw-html-dropped-content"])
        #expect(raw.diagnostics.first?.span?.start == 2)
        let controls = converter.convert("a\u{1B}[31mb\u{7}", from: .markdown, to: .plainText)
        #expect(controls.output == "a\u{FFFD}[31mb\u{FFFD}\n")
        #expect(controls.diagnostics.map(\.code) == ["control-character-replaced"])
    }

    @Test("bytes in, bytes out; strict mode throws on invalid UTF-8, otherwise it is replaced with a warning")
    func bytes() throws {
        let converter = MarkupConverter()
        let input = FormatSpecifier(format: .gfm)
        let result = try converter.convert(utf8: [0x61, 0xFF, 0x62], from: input, to: .plainText)
        #expect(result.output == Array("a\u{FFFD}b\n".utf8))
        #expect(result.diagnostics.map(\.code) == ["invalid-utf8"])
        var strict = converter
        strict.options.strictUTF8 = true
        let error = #expect(throws: InputError.self) { try strict.convert(utf8: [0x61, 0xFF], from: input, to: .html) }
        #expect(error?.description == "input is not valid UTF-8 (first invalid byte at offset 1)")
    }

    @Test("raw HTML: each output format says what it wants; the options can override")
    func rawHTMLModes() {
        var converter = MarkupConverter()
        let source = "Some <b>bold</b>"
        #expect(converter.convert(source, from: .markdown, to: .gfm).output == "Some <b>bold</b>\n")
        #expect(converter.convert(source, from: .markdown, to: .plainText).output == "Some bold\n")
        #expect(converter.convert(source, from: .markdown, to: .html).output == "<p>Some <b>bold</b></p>\n")
        converter.options.rawHTML = .resolve
        #expect(converter.convert(source, from: .markdown, to: .gfm).output == "Some **bold**\n")
        converter.options.rawHTML = nil
        converter.options.htmlOutput.isTrusted = true
        #expect(converter.rawHTMLMode(for: .html) == .keep)
    }
}

/// The Markdown extension names, as the registry lists them.
private enum MarkdownNames {
    static let all = ["table", "strikethrough", "autolink", "tagfilter", "tasklist", "footnotes", "front_matter"]
}

/// runs.json as an input format of the registry.
@Suite("runs.json input in the registry")
struct RunsInputFormatTests {
    @Test("runs.json is readable and claims .json inputs; its runs convert back")
    func readable() throws {
        #expect(DocumentFormat.runsJSON.isReadable)
        #expect(FormatRegistry.standard.format(forPath: "doc.json", readable: true)?.name == "runs.json")
        let converter = MarkupConverter()
        let runs = converter.convert("<p>Hi <b>there</b></p>", from: .html, to: .runsJSON).output
        let back = try converter.convert(runs, from: "runs", to: "markdown")
        #expect(back.output == "Hi **there**\n")
        #expect(back.diagnostics.isEmpty)
    }

    @Test("input that is not runs.json throws InputError.malformed from bytes; a String call gets a warning")
    func malformed() {
        let converter = MarkupConverter()
        let error = #expect(throws: InputError.self) {
            try converter.convert(utf8: Array("nope".utf8), from: FormatSpecifier(format: .runsJSON), to: .gfm)
        }
        guard case .malformed(let malformed)? = error else {
            Issue.record("expected .malformed, got \(String(describing: error))")
            return
        }
        #expect(malformed.description.hasPrefix("not a runs.json document: "))
        let lenient = converter.convert("nope", from: .runsJSON, to: .gfm)
        #expect(lenient.output == "")
        #expect(lenient.diagnostics.map(\.code) == ["malformed-input"])
    }
}
