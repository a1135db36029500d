@testable import Backends
import MarkdownFrontend
import MarkupAST
import TestSupport
import Testing

/// The line invariants of ``ANSIInvariants`` on documents built to break them: seeded random
/// Markdown from hostile pieces (CJK, emoji clusters, words longer than any line, deep
/// nesting, wide tables, long URLs, escape sequences in text and URLs), at every width from
/// 10 to 100 and in every terminal mode.
@Suite("ANSI line invariants")
struct ANSIInvariantTests {
    static let pieces = [
        "plain words ", "日本語の文章は折り返す", "、。", "👨‍👩‍👧‍👦👍🏽🇫🇷1️⃣", "e\u{301}", String(repeating: "long", count: 40), " ",
        "**bold *both*** ", "`code span` ", "~~gone~~ ", "[link text](https://example.com/a?b=c) ", "<https://example.com/" + String(repeating: "x", count: 90) + "> ",
        "\u{1B}]0;title\u{7} ", "\u{1B}[31mred ", "![alt](i.png) ", "x[^1] ", "<b>html</b> ",
    ]

    static let blocks = [
        "", "# ", "## ", "> ", "> > > > > > > > > > > > ", "- ", "1. ", "- [ ] ", "    - ", "1. - > ",
    ]

    static func document(_ generator: inout SeededGenerator) -> String {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                let columns = Int.random(in: 1...9, using: &generator)
                let cell = { (g: inout SeededGenerator) in pieces[Int.random(in: 0..<pieces.count, using: &g)].replacing("|", with: "") }
                lines.append("| " + (0..<columns).map { _ in cell(&generator) }.joined(separator: " | ") + " |")
                lines.append("|" + Array(repeating: "---|", count: columns).joined())
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    lines.append("| " + (0..<columns).map { _ in cell(&generator) }.joined(separator: " | ") + " |")
                }
            case 1:
                lines.append("```swift\nlet x = \"" + String(repeating: "long code ", count: 12) + "\"\n\tindented\n```")
            default:
                let prefix = blocks[Int.random(in: 0..<blocks.count, using: &generator)]
                let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
                lines.append(prefix + text)
            }
            lines.append("")
        }
        lines.append("[^1]: A note with " + pieces[6])
        return lines.joined(separator: "\n")
    }

    static let modes: [(String, ANSIRenderOptions)] = [
        ("plain", .plain()),
        ("16", ANSIRenderOptions(colorDepth: .sixteen, hyperlinks: false)),
        ("256 links", ANSIRenderOptions(colorDepth: .palette256, hyperlinks: true)),
        ("24bit reference ascii", ANSIRenderOptions(colorDepth: .trueColor, hyperlinks: false, linkStyle: .reference, unicode: false)),
        ("no colour", ANSIRenderOptions(colorDepth: nil, hyperlinks: true)),
    ]

    @Test("every line fits, has no trailing space, closes its escapes; on 200 random documents at widths 10…100")
    func randomDocuments() {
        var generator = SeededGenerator(seed: 11)
        var failures = 0
        for round in 0..<200 {
            let markdown = Self.document(&generator)
            let document = MarkdownParser().parse(markdown).document
            let width = 10 + (round * 7) % 91
            for (name, mode) in Self.modes {
                var options = mode
                options.columns = width
                let output = ANSIRenderer(options: options).render(document)
                let problems = ANSIInvariants.violations(in: output, width: width)
                if !problems.isEmpty && failures < 5 {
                    failures += 1
                    Issue.record("round \(round), \(name), width \(width): \(problems.prefix(3).joined(separator: "; "))\n\(markdown)")
                }
            }
        }
    }

    @Test("very deep nesting: quotes and lists beyond half the width are not drawn, text keeps the line")
    func deepNesting() {
        let markdown = String(repeating: "> - ", count: 40) + "deep text that has to wrap somewhere"
        let output = ANSIRenderer(options: ANSIRenderOptions(columns: 20, colorDepth: .sixteen)).render(MarkdownParser().parse(markdown).document)
        #expect(ANSIInvariants.violations(in: output, width: 20).isEmpty)
        #expect(TerminalOutputParser.plainText(of: output).contains("deep"))
    }

    @Test("a table too wide for its columns' words is written stacked, one cell per line under its header")
    func stackedTable() {
        let markdown = "| Name | Description | Status |\n|---|---|---|\n| mconv | a markup converter | active |"
        let output = ANSIRenderer(options: .plain(columns: 20)).render(MarkdownParser().parse(markdown).document)
        #expect(TerminalOutputParser.lines(of: output).map(\.text) == [
            "Name: mconv", "Description: a", "  markup converter", "Status: active",
        ])
    }

    @Test("the checker itself catches each kind of broken line")
    func checkerCatches() {
        let e = "\u{1B}"
        let bad: [(String, String)] = [
            ("too wide", "12345678901\n"),
            ("trailing space", "text \n"),
            ("open SGR", "\(e)[1mbold\n"),
            ("open colour", "\(e)[38;5;10mgreen\(e)[22m\n"),
            ("open link", "\(e)]8;id=1;https://e.com\(e)\\link\n"),
            ("stray control", "bell\u{7}\n"),
            ("other CSI", "\(e)[2Jclear\n"),
            ("broken OSC", "\(e)]8;;https://e.com\n"),
            ("no final line feed", "text"),
            ("wide CJK", "日本語の文章は\n"),
        ]
        for (name, output) in bad {
            #expect(!ANSIInvariants.violations(in: output, width: 10).isEmpty, "\(name)")
        }
        #expect(ANSIInvariants.violations(in: "\(e)[1mok\(e)[22m \(e)]8;id=1;u\(e)\\x\(e)]8;;\(e)\\\n", width: 10).isEmpty)
    }
}
