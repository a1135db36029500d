import Backends
import MarkupAST
import Testing

/// How the Markdown writer spells formulas (``MarkupAST/MathFormula``) in each
/// ``MarkdownRenderOptions/MathStyle``, and the rules of ``MarkdownMath``.
@Suite("Markdown writer: math")
struct MarkdownMathWriterTests {
    private static func render(_ blocks: [Block], _ style: MarkdownRenderOptions.MathStyle, width: Int? = nil) -> String {
        var options = MarkdownRenderOptions()
        options.math = style
        options.lineWidth = width
        return MarkdownRenderer(options: options).render(Document(blocks: blocks))
    }

    private static func inline(_ tex: String) -> Inline { MathFormula(tex: tex, isDisplay: false).inline }
    private static func display(_ tex: String) -> Inline { MathFormula(tex: tex, isDisplay: true).inline }

    @Test("inline formulas in each style")
    func inlineStyles() {
        let paragraph = Block.paragraph([.text("a "), Self.inline("x_1^2"), .text(" and "), Self.display("y"), .text(" $3")])
        #expect(Self.render([paragraph], .code) == "a `x_1^2` and `y` $3\n")
        #expect(Self.render([paragraph], .dollars) == "a $x_1^2$ and $$y$$ \\$3\n")
        #expect(Self.render([paragraph], .html)
            == "a <span class=\"math inline\">\\\\(x_1^2\\\\)</span> and <span class=\"math display\">\\\\\\[y\\\\\\]</span> $3\n")
    }

    @Test("adjacent formulas stay apart unless written as code")
    func adjacent() {
        let paragraph = Block.paragraph([Self.inline("a"), Self.inline("b")])
        #expect(Self.render([paragraph], .code) == "`ab`\n")
        #expect(Self.render([paragraph], .dollars) == "$a$$b$\n")
    }

    @Test("inline TeX: white space joined, tags and entities kept from forming", arguments: [
        ("  a\n  +b  ", "$a +b$"), ("a<b", "$a< b$"), ("a</b", "$a< /b$"), ("a &amp; b&c", "$a & amp; b& c$"),
        ("a<1", "$a<1$"), ("\\{x\\}", "$\\{x\\}$"), ("a\\\\", "$a\\\\$"),
    ])
    func inlineTeX(tex: String, written: String) {
        #expect(MarkdownMath.inlineDollars(MathFormula(tex: tex, isDisplay: false), next: nil) == written)
    }

    @Test("inline TeX that cannot be one math span is nil (a code span)", arguments: [
        "", "  ", "a$b", "a`b", "a % c", "a\\",
    ])
    func inlineFallback(tex: String) {
        #expect(MarkdownMath.inlineDollars(MathFormula(tex: tex, isDisplay: false), next: nil) == nil)
    }

    @Test("a digit after an inline formula keeps $ from closing: a code span; \\$ and % are fine escaped")
    func digitAfter() {
        #expect(MarkdownMath.inlineDollars(MathFormula(tex: "x", isDisplay: false), next: "2") == nil)
        #expect(MarkdownMath.inlineDollars(MathFormula(tex: "x", isDisplay: true), next: "2") == "$$x$$")
        #expect(MarkdownMath.inlineDollars(MathFormula(tex: "5\\% \\$", isDisplay: false), next: nil) == "$5\\% \\$$")
    }

    @Test("display lines: blank lines dropped, block starts indented, comments kept on their line")
    func displayLines() {
        let formula = MathFormula(tex: "a \\\\  \n\n- b % minus\n  = c\n    # d\n1. e", isDisplay: true)
        #expect(MarkdownMath.displayLines(formula) == ["a \\\\", "    - b % minus", "    = c", "    # d", "    1. e"])
        #expect(MarkdownMath.displayLines(MathFormula(tex: "a\\\nb", isDisplay: true)) == nil)
        #expect(MarkdownMath.displayLines(MathFormula(tex: "a $ b", isDisplay: true)) == nil)
    }

    @Test("a paragraph of display math is a block in each style; in a list item too")
    func displayBlocks() {
        let block = Block.paragraph([Self.display("x^2")])
        #expect(Self.render([block], .code) == "```math\nx^2\n```\n")
        #expect(Self.render([block], .dollars) == "$$\nx^2\n$$\n")
        #expect(Self.render([block], .html) == "<p><span class=\"math display\">\\[x^2\\]</span></p>\n")
        let list = Block.list(ListStyle(kind: .bullet), [ListItem(blocks: [block])])
        #expect(Self.render([list], .dollars) == "- $$\n  x^2\n  $$\n")
        #expect(Self.render([.paragraph([Self.display("a$b")])], .dollars) == "```math\na$b\n```\n")
    }

    @Test("what a reader without math reads: backslash escapes resolved")
    func readWithoutMath() {
        #expect(MarkdownMath.readWithoutMath("$\\{a\\}\\\\ \\alpha$") == "${a}\\ \\alpha$")
    }

    @Test("wrapping never breaks inside $…$")
    func wrapping() {
        let paragraph = Block.paragraph([.text("see "), Self.inline("a + b + c + d + e"), .text(" and more words here")])
        #expect(Self.render([paragraph], .dollars, width: 20) == "see\n$a + b + c + d + e$\nand more words here\n")
    }
}
