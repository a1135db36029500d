import MarkdownFrontend
import MarkupAST
import Testing
import TestSupport

@Suite("MarkdownParser options")
struct MarkdownParserOptionsTests {
    static let gfmSample = """
        | a | b |
        |---|---|
        | c | d |

        ~~struck~~ www.example.com

        - [x] task

        Note[^n].

        [^n]: The note.
        """

    @Test("default options turn on every GFM extension")
    func defaultIsGFM() {
        #expect(MarkdownParseOptions().extensions == MarkdownExtension.gfm)
        #expect(MarkdownExtension.gfm.count == 7)
        #expect(MarkdownParseOptions.commonMark.extensions.isEmpty)
        #expect(MarkdownExtension.gfm.sorted() == MarkdownExtension.allCases)
    }

    @Test("GFM options produce table, strikethrough, autolink, task and footnote nodes")
    func gfmConstructs() {
        let document = MarkdownParser().parse(Self.gfmSample).document
        let dump = document.dump
        #expect(dump.contains("table [none,none]"))
        #expect(dump.contains("strikethrough"))
        #expect(dump.contains("link \"http://www.example.com\""))
        #expect(dump.contains("item [x]"))
        #expect(dump.contains("footnoteReference \"n\""))
        #expect(dump.contains("footnoteDefinition \"n\""))
    }

    @Test("CommonMark options produce none of the GFM constructs")
    func commonMarkHasNoExtensions() {
        let result = MarkdownParser(options: .commonMark).parse(Self.gfmSample)
        let dump = result.document.dump
        #expect(result.diagnostics.isEmpty)
        for construct in ["table", "strikethrough", "link", "item [", "footnote"] {
            #expect(!dump.contains(construct), "CommonMark dump contains \(construct):\n\(dump)")
        }
        #expect(dump.contains("text \"| a | b |\""))
        #expect(dump.contains("~~struck~~ www.example.com"))
        #expect(dump.contains("text \"[x] task\""))
    }

    @Test("each extension switches on only its own construct", arguments: [
        (MarkdownExtension.table, "| a |\n|---|\n| b |", "table [none]"),
        (.strikethrough, "~~gone~~", "strikethrough"),
        (.autolink, "see www.example.com now", "link \"http://www.example.com\""),
        (.tasklist, "- [ ] open", "item [ ]"),
        (.footnotes, "x[^1]\n\n[^1]: y", "footnoteDefinition \"1\""),
        (.frontMatter, "---\ntitle: x\n---\n# H", "frontMatter yaml \"title: x\\n\""),
    ])
    func singleExtension(_ ext: MarkdownExtension, markdown: String, expected: String) {
        let on = MarkdownParser(options: MarkdownParseOptions(extensions: [ext])).parse(markdown).document.dump
        let off = MarkdownParser(options: MarkdownParseOptions(extensions: MarkdownExtension.gfm.subtracting([ext])))
            .parse(markdown).document.dump
        #expect(on.contains(expected), "with only \(ext):\n\(on)")
        #expect(!off.contains(expected), "with all but \(ext):\n\(off)")
    }

    @Test("front matter: the block is kept whole; only the keys metadata shares reach the metadata")
    func frontMatterMetadata() {
        let document = MarkdownParser().parse("---\ntitle: T\nbase: https://x.org/\nlayout: post\ntags: [a, b]\n---\nText\n").document
        #expect(document.frontMatter?.fields.map(\.key) == ["title", "base", "layout", "tags"])
        #expect(document.metadata == ["title": "T", "tags": "a, b"])
        #expect(document.blocks == [.paragraph([.text("Text")])])
    }

    @Test("tagfilter does not change the tree: it acts when rendering")
    func tagfilterKeepsRawHTML() {
        let markdown = "<script>x()</script>\n\nInline <xmp>y</xmp>."
        let with = MarkdownParser(options: MarkdownParseOptions(extensions: [.tagfilter])).parse(markdown)
        let without = MarkdownParser(options: .commonMark).parse(markdown)
        #expect(with == without)
        #expect(with.document.dump.contains("raw html \"<script>x()</script>\\n\""))
    }

    @Test("smart punctuation makes typographic quotes, dashes and ellipses")
    func smartPunctuation() {
        let markdown = "\"Double\" and 'single', it's -- and --- and..."
        let smart = MarkdownParser(options: MarkdownParseOptions(smartPunctuation: true)).parse(markdown).document
        let plain = MarkdownParser().parse(markdown).document
        #expect(smart == Document(blocks: [.paragraph([.text("\u{201C}Double\u{201D} and \u{2018}single\u{2019}, it\u{2019}s \u{2013} and \u{2014} and\u{2026}")])]))
        #expect(plain == Document(blocks: [.paragraph([.text(markdown)])]))
    }

    @Test("smart punctuation leaves code alone")
    func smartPunctuationSkipsCode() {
        let document = MarkdownParser(options: MarkdownParseOptions(smartPunctuation: true)).parse("`\"a\" -- b...`\n\n    \"c\" --\n").document
        #expect(document == Document(blocks: [.paragraph([.code("\"a\" -- b...")]), .codeBlock(info: "", text: "\"c\" --\n")]))
    }

    @Test("ordinary input produces no diagnostics", arguments: [MarkdownParseOptions(), .commonMark, MarkdownParseOptions(smartPunctuation: true)])
    func noDiagnostics(_ options: MarkdownParseOptions) {
        let markdown = Self.gfmSample + "\n\n" + String(repeating: "> quote *em* **strong** `code` [l](u)\n>\n", count: 50)
            + "1. a\n   - b\n     > c\n"
        #expect(MarkdownParser(options: options).parse(markdown).diagnostics.isEmpty)
        #expect(MarkdownParser(options: options).parse("").diagnostics.isEmpty)
    }

    @Test("nesting exactly at the limit is kept and not reported")
    func nestingAtLimit() {
        let options = MarkdownParseOptions(maxNestingDepth: 4)
        // Four block quotes, then the paragraph: the paragraph is not a flattenable container.
        let result = MarkdownParser(options: options).parse("> > > > deep")
        #expect(result.diagnostics.isEmpty)
        #expect(TreeStatistics(result.document).maxDepth == 6)
    }

    @Test("nesting beyond a custom limit is flattened once and reported once")
    func customNestingLimit() {
        let options = MarkdownParseOptions(maxNestingDepth: 3)
        let result = MarkdownParser(options: options).parse("> > > > > five deep\n\n> > > > > again")
        let stats = TreeStatistics(result.document)
        #expect(result.diagnostics.map(\.code) == [NestingLimit.diagnosticCode])
        #expect(stats.text == "five deepagain")
        #expect(result.document.dump == """
            document
              blockQuote
                blockQuote
                  blockQuote
                    paragraph
                      text "five deep"
              blockQuote
                blockQuote
                  blockQuote
                    paragraph
                      text "again"

            """)
    }

    @Test("parsing bytes and parsing a String agree")
    func bytesAndString() {
        let markdown = "# Title\n\n" + Self.gfmSample + "\n\nCJK 日本語 😀\n"
        var copy = markdown
        let fromBytes = copy.withUTF8 { MarkdownParser().parse(utf8: $0) }
        #expect(fromBytes == MarkdownParser().parse(markdown))
        let empty = [UInt8]().withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        #expect(empty == ParseResult(document: Document()))
    }
}
