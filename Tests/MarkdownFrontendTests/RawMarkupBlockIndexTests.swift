import MarkdownFrontend
import MarkupAST
import Testing

/// The frontend records which top-level blocks hold raw HTML
/// (`ParseResult.blocksHoldingRawMarkup`), so the raw-HTML pass can skip the rest. The list
/// may name a block without raw HTML but must never miss one: each case compares it with a
/// walk of the whole tree.
@Suite("top-level blocks holding raw markup")
struct RawMarkupBlockIndexTests {
    static let documents: [String] = [
        "",
        "plain paragraph\n\nanother one\n",
        "<div>\nblock html\n</div>\n\ntext\n",
        "text with <b>inline</b> html\n\n# heading <em>x</em>\n\nplain\n",
        "- item\n- item with <kbd>k</kbd>\n  - nested <sup>2</sup>\n\n> quote\n>\n> > deeper <span>s</span>\n\nafter\n",
        "| a | b |\n|---|---|\n| <i>x</i> | y |\n\nplain\n",
        "x[^n]\n\n[^n]: note with <abbr>raw</abbr>\n\nlast\n",
        "1. one\n\n   <details>\n   <summary>s</summary>\n\n   body\n\n   </details>\n2. two\n",
        "*emphasis with <!-- a comment --> inside* and **strong <u>u</u>**\n",
        "[link <code>c</code>](http://x) ![image <b>alt</b>](i.png)\n",
        "```\n<not raw in code>\n```\n\n    <not raw either>\n\n`<code span>`\n",
        "<!-- only a comment -->\n\npara\n\n<p>html paragraph</p>\n",
    ]

    @Test("every block with raw HTML is listed, in ascending order", arguments: documents, [false, true])
    func listedBlocks(markdown: String, usesArena: Bool) throws {
        let result = MarkdownParser(options: MarkdownParseOptions(usesProcessArena: usesArena)).parse(markdown)
        let listed = try #require(result.blocksHoldingRawMarkup)
        let holding = result.document.blocks.indices.filter { Self.holdsRaw(result.document.blocks[$0]) }
        #expect(listed == holding, "\(markdown.debugDescription)")
        #expect(listed == listed.sorted() && Set(listed).count == listed.count)
    }

    @Test("the list is a hint, not content: results compare equal without it")
    func notPartOfEquality() {
        let result = MarkdownParser().parse("a <b>b</b>\n")
        var withoutHint = result
        withoutHint.blocksHoldingRawMarkup = nil
        #expect(result.blocksHoldingRawMarkup == [0])
        #expect(result == withoutHint)
        #expect(Set([result, withoutHint]).count == 1)
    }

    private static func holdsRaw(_ block: Block) -> Bool {
        block.containsBlock { inner in
            if case .raw = inner { return true }
            return inner.childInlines.containsInline { inline in
                if case .raw = inline { return true }
                return false
            }
        }
    }
}
