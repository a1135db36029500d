@testable import Backends
import MarkdownFrontend
import MarkupAST
import Testing

/// The ANSI renderer's behaviours one at a time: escapes, wrapping, blocks, links, and what
/// untrusted input can never do. Expected sequences are written out from ECMA-48 (SGR) and
/// the OSC 8 convention, not copied from the renderer.
@Suite("ANSI renderer")
struct ANSIRendererTests {
    static let esc = "\u{1B}"

    static func render(_ markdown: String, _ options: ANSIRenderOptions = ANSIRenderOptions()) -> String {
        ANSIRenderer(options: options).render(MarkdownParser().parse(markdown).document)
    }

    static func plain(_ markdown: String, columns: Int = 80) -> String {
        render(markdown, .plain(columns: columns))
    }

    static func visible(_ output: String) -> [String] {
        TerminalOutputParser.lines(of: output).map(\.text)
    }

    // MARK: - Inline escapes

    @Test("nested bold and italic close with their own off codes (22, 23), never a full reset")
    func nestedAttributes() {
        let output = Self.render("**bold *both* bold**", ANSIRenderOptions(colorDepth: nil))
        let e = Self.esc
        #expect(output == "\(e)[1mbold \(e)[3mboth\(e)[23m bold\(e)[22m\n")
        #expect(!output.contains("\(e)[0m"))
    }

    @Test("strike, underline and inline code: 9/29, 4/24, a colour and 39, no padding spaces")
    func inlineCodes() {
        let e = Self.esc
        let output = Self.render("~~gone~~ <u>under</u> `code`", ANSIRenderOptions(colorDepth: .sixteen))
        #expect(output.contains("\(e)[9mgone\(e)[29m"))
        #expect(output.contains("\(e)[33mcode\(e)[39m"), "inline code in the theme's yellow, closed with 39")
        #expect(!output.contains(" code "), "no padding around inline code")
    }

    @Test("colour depth: 16 colours as 3x/9x, 256 as 38;5;n, 24-bit as 38;2;r;g;b")
    func depths() {
        let e = Self.esc
        let markdown = "`x`"
        #expect(Self.render(markdown, ANSIRenderOptions(colorDepth: .sixteen)).contains("\(e)[33m"))
        #expect(Self.render(markdown, ANSIRenderOptions(colorDepth: .palette256)).contains("\(e)[38;5;180m"))
        #expect(Self.render(markdown, ANSIRenderOptions(colorDepth: .trueColor)).contains("\(e)[38;2;229;192;123m"))
        let noColour = Self.render("**b** `x`", ANSIRenderOptions(colorDepth: nil))
        #expect(noColour.contains("\(e)[1m"), "without colour, bold stays")
        #expect(!noColour.contains("38;") && !noColour.contains("[33m"))
    }

    // MARK: - Links

    @Test("a link is OSC 8 with an id; wrapped, both lines carry the same id and close it")
    func hyperlinkWrapped() {
        let output = Self.render("[a link text that wraps over the line end](https://example.com/x)", ANSIRenderOptions(columns: 20))
        let lines = TerminalOutputParser.lines(of: output)
        #expect(lines.count >= 2)
        let ids = lines.flatMap(\.linkIDs)
        #expect(ids.count == lines.count && Set(ids).count == 1, "one id on every line: \(ids)")
        #expect(lines.allSatisfy { $0.openLink == nil })
        #expect(lines.allSatisfy { line in line.linkOfCharacter.allSatisfy { $0 == "https://example.com/x" } })
    }

    @Test("URLs in OSC 8 have spaces and non-ASCII percent-encoded; a URL with control characters is not linked")
    func hyperlinkURLSafety() {
        let encoded = ANSIRenderer(options: ANSIRenderOptions()).render(
            Document(blocks: [.paragraph([.link(LinkTarget(destination: "https://e.com/a b/é"), [.text("x")])])])
        )
        #expect(encoded.contains("https://e.com/a%20b/%C3%A9"))
        let hostile = ANSIRenderer(options: ANSIRenderOptions()).render(
            Document(blocks: [.paragraph([.link(LinkTarget(destination: "https://e.com/\u{1B}]0;pwned\u{7}/"), [.text("x")])])])
        )
        #expect(!hostile.contains("]8;") && !hostile.contains("pwned"))
        #expect(TerminalOutputParser.lines(of: hostile).allSatisfy { $0.problems.isEmpty })
    }

    @Test("without hyperlinks: text (url); an autolink once; reference style numbers URLs and lists them")
    func linksWithoutHyperlinks() {
        let options = ANSIRenderOptions(hyperlinks: false)
        #expect(Self.visible(Self.render("[docs](https://e.com/d)", options)) == ["docs (https://e.com/d)"])
        #expect(Self.visible(Self.render("<https://e.com/d>", options)) == ["https://e.com/d"])
        var reference = options
        reference.linkStyle = .reference
        let lines = Self.visible(Self.render("[a](https://e.com/1), [b](https://e.com/2), [a again](https://e.com/1)", reference))
        #expect(lines == ["a[1], b[2], a again[1]", "", "[1] https://e.com/1", "[2] https://e.com/2"])
    }

    @Test("javascript: links are not linked, their text stays")
    func dangerousLink() {
        let output = Self.render("[click](javascript:alert(1))")
        #expect(Self.visible(output) == ["click"])
        #expect(!output.contains("javascript"))
    }

    // MARK: - Untrusted input

    @Test("escape sequences and controls in the text never reach the terminal")
    func controlsInText() {
        let document = Document(blocks: [.paragraph([.text("a\u{1B}]0;title\u{7}b\u{1B}[2Jc\u{9B}31md\u{7F}")])])
        let output = ANSIRenderer(options: ANSIRenderOptions()).render(document)
        #expect(!output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x7F })
        #expect(!output.contains("\u{1B}]0") && !output.contains("\u{1B}[2J"))
        let lines = TerminalOutputParser.lines(of: output)
        #expect(lines.allSatisfy { $0.problems.isEmpty }, "\(lines.flatMap(\.problems))")
    }

    // MARK: - Wrapping

    @Test("CJK wraps between characters, never before a closing mark")
    func cjkWrapping() {
        let lines = Self.visible(Self.plain("日本語の文章はスペースを使わずに書かれるので、折り返しは文字と文字の間で行う。", columns: 20))
        #expect(lines.count > 1)
        for line in lines {
            #expect(TerminalCellWidth.width(of: line) <= 20, "\(line)")
            #expect(!line.hasPrefix("、") && !line.hasPrefix("。"), "\(line)")
        }
        #expect(lines.joined() == "日本語の文章はスペースを使わずに書かれるので、折り返しは文字と文字の間で行う。")
    }

    @Test("a word longer than the line is broken, not overflowed; no line ends in a space")
    func longWord() {
        let word = String(repeating: "abcdefghij", count: 5)
        let lines = Self.visible(Self.plain("x \(word) y", columns: 20))
        #expect(lines.allSatisfy { $0.count <= 20 && !$0.hasSuffix(" ") })
        #expect(lines.joined(separator: " ").replacing(" ", with: "") == "x\(word)y")
    }

    @Test("emoji clusters are never split and count two cells")
    func emojiClusters() {
        let family = "👨‍👩‍👧‍👦"
        let lines = Self.visible(Self.plain(String(repeating: family, count: 12), columns: 10))
        #expect(lines == Array(repeating: String(repeating: family, count: 5), count: 2) + [String(repeating: family, count: 2)])
    }

    // MARK: - Blocks

    @Test("lists: bullets by level, hanging indent, right-aligned numbers from the start, task boxes")
    func lists() {
        #expect(Self.visible(Self.plain("- one\n  - two\n    - three\n      - four")) == ["• one", "  ◦ two", "    ▪ three", "      • four"])
        let numbered = Self.visible(Self.plain((8...10).map { "\($0). item" }.joined(separator: "\n"), columns: 12))
        #expect(numbered == [" 8. item", " 9. item", "10. item"])
        #expect(Self.visible(Self.plain("- [ ] open\n- [x] done")) == ["☐ open", "☒ done"])
        let hanging = Self.visible(Self.plain("- a list item long enough to wrap", columns: 16))
        #expect(hanging == ["• a list item", "  long enough to", "  wrap"])
    }

    @Test("quotes: a bar per level; a blank line inside is the bar alone, without a space")
    func quotes() {
        let lines = Self.visible(Self.plain("> one\n>\n> > two"))
        #expect(lines == ["│ one", "│", "│ │ two"])
    }

    @Test("code blocks: indented, never wrapped; long lines cut with …, or kept; tabs to 4")
    func codeBlocks() {
        let code = "```\nshort\n\tindented\n" + String(repeating: "x", count: 40) + "\n```"
        #expect(Self.visible(Self.plain(code, columns: 20)) == ["    short", "        indented", "    " + String(repeating: "x", count: 15) + "…"])
        var keep = ANSIRenderOptions.plain(columns: 20)
        keep.codeLines = .keep
        #expect(Self.visible(Self.render(code, keep)).last == "    " + String(repeating: "x", count: 40))
    }

    @Test("tables: box drawing, alignment, CJK widths")
    func table() {
        let lines = Self.visible(Self.plain("| L | C | R |\n|:--|:-:|--:|\n| a | 中文 | 1 |\n| bb | c | 22 |"))
        #expect(lines == [
            "┌────┬──────┬────┐",
            "│ L  │  C   │  R │",
            "├────┼──────┼────┤",
            "│ a  │ 中文 │  1 │",
            "│ bb │  c   │ 22 │",
            "└────┴──────┴────┘",
        ])
    }

    @Test("a table wider than the terminal wraps its cells inside their columns")
    func wideTable() {
        let lines = Self.visible(Self.plain("| a | b |\n|---|---|\n| one two three four five | six seven |", columns: 20))
        #expect(lines.allSatisfy { TerminalCellWidth.width(of: $0) <= 20 }, "\(lines)")
        #expect(lines.count > 5)
    }

    @Test("headings: h1 and h2 ruled; --heading-prefix writes the Markdown marks instead")
    func headings() {
        #expect(Self.visible(Self.plain("# Title\n\n## Sub\n\n### Third")) == ["Title", "━━━━━", "", "Sub", "───", "", "Third"])
        var prefixed = ANSIRenderOptions.plain()
        prefixed.headingPrefixes = true
        #expect(Self.visible(Self.render("# Title\n\n### Third", prefixed)) == ["# Title", "", "### Third"])
    }

    @Test("images read [image: alt]; footnotes [1] with the notes after a rule")
    func imagesAndFootnotes() {
        #expect(Self.visible(Self.plain("![a cat](c.png)")) == ["[image: a cat] (c.png)"])
        let lines = Self.visible(Self.plain("Text[^n].\n\n[^n]: The note."))
        #expect(lines == ["Text[1].", "", String(repeating: "─", count: 20), "[1] The note."])
    }

    @Test("ASCII symbols when the locale is not UTF-8, or with --ascii")
    func ascii() {
        var options = ANSIRenderOptions.plain()
        options.unicode = false
        #expect(Self.visible(Self.render("- a\n\n> q\n\n---", options)) == ["* a", "", "| q", "", String(repeating: "-", count: 80)])
        let environment = TerminalEnvironment(variables: ["LANG": "C"], isTerminal: true)
        #expect(!ANSIRenderOptions(preferences: ANSIPreferences(), environment: environment).unicode)
        #expect(ANSIRenderOptions(preferences: ANSIPreferences(), environment: TerminalEnvironment(variables: ["LANG": "en_US.UTF-8"])).unicode)
    }
}
