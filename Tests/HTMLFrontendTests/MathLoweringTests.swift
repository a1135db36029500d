import HTMLFrontend
import MarkupAST
import Testing

/// Formulas in HTML (``MarkupAST/MathFormula``): where each renderer keeps the TeX, what is
/// dropped as its visual duplicate, and the linear TeX of MathML without a TeX annotation.
@Suite("Lowering: math")
struct MathLoweringTests {
    private func formulas(_ html: String) -> [MathFormula] {
        var found: [MathFormula] = []
        Lowered.blocks(html).forEachInline { inline in
            if let formula = MathFormula(inline) { found.append(formula) }
        }
        return found
    }

    /// The TeX of a `<math>` holding `mathML`, read by the linearizer.
    private func linear(_ mathML: String) -> String? {
        let result = formulas("<math>" + mathML + "</math>")
        return result.count == 1 ? result[0].tex : nil
    }

    @Test("MathML without a TeX annotation becomes linear TeX", arguments: [
        ("<mi>x</mi><mo>+</mo><mn>1</mn>", "x+1"),
        ("<msup><mi>x</mi><mn>2</mn></msup>", "x^{2}"),
        ("<msub><mi>a</mi><mrow><mi>i</mi><mo>,</mo><mi>j</mi></mrow></msub>", "a_{i,j}"),
        ("<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>", "x_{i}^{2}"),
        ("<msup><mrow><mo>(</mo><mi>a</mi><mo>+</mo><mi>b</mi><mo>)</mo></mrow><mn>2</mn></msup>", "{(a+b)}^{2}"),
        ("<mfrac><mn>1</mn><mi>n</mi></mfrac>", "\\frac{1}{n}"),
        ("<msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt>", "\\sqrt{x+1}"),
        ("<mroot><mi>x</mi><mn>3</mn></mroot>", "\\sqrt[3]{x}"),
        ("<mi>α</mi><mi>x</mi>", "\\alpha x"),
        ("<mi>sin</mi><mo>&#x2061;</mo><mi>x</mi>", "\\sin x"),
        ("<mi>span</mi>", "\\mathrm{span}"),
        ("<mi mathvariant=\"normal\">d</mi><mi>x</mi>", "\\mathrm{d}x"),
        ("<mtext>for all</mtext><mi>x</mi>", "\\text{for all}x"),
        ("<mtext>50% &amp; more</mtext>", "\\text{50\\% \\& more}"),
        ("<mo>{</mo><mi>a</mi><mo>}</mo>", "\\{a\\}"),
        ("<mi>a</mi><mo>_</mo><mo>#</mo>", "a\\_\\#"),
        ("<munderover><mo>∑</mo><mrow><mi>k</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover>", "\\sum_{k=1}^{n}"),
        ("<munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder>", "\\lim_{x\\to0}"),
        ("<mover><mi>x</mi><mo>¯</mo></mover>", "\\bar{x}"),
        ("<mover><mi>v</mi><mo>→</mo></mover>", "\\vec{v}"),
        ("<mover><mi>A</mi><mi>def</mi></mover>", "\\overset{\\mathrm{def}}{A}"),
        ("<munder><mi>x</mi><mo>_</mo></munder>", "\\underline{x}"),
        ("<mfenced><mi>a</mi><mi>b</mi></mfenced>", "(a,b)"),
        ("<mfenced open=\"[\" close=\"]\" separators=\";\"><mi>a</mi><mi>b</mi><mi>c</mi></mfenced>", "[a;b;c]"),
        ("<mtable><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable>",
         "\\begin{matrix} a & b \\\\ c & d \\end{matrix}"),
        ("<mi>x</mi><mphantom><mi>y</mi></mphantom><mspace width=\"1em\"></mspace><mi>z</mi>", "x\\ z"),
        ("<semantics><mi>x</mi><annotation-xml encoding=\"MathML-Content\"><ci>x</ci></annotation-xml></semantics>", "x"),
    ])
    func linearized(mathML: String, tex: String) {
        #expect(linear(mathML) == tex)
    }

    @Test("a TeX annotation, or MathJax 4's data-latex, wins over the MathML")
    func annotations() {
        #expect(linear("<semantics><mi>x</mi><annotation encoding=\"application/x-tex\">\\mathit{x}</annotation></semantics>") == "\\mathit{x}")
        #expect(formulas("<math data-latex=\"\\pi\"><mi>π</mi></math>") == [MathFormula(tex: "\\pi", isDisplay: false)])
        #expect(formulas("<math display=\"block\"><mi>x</mi></math>") == [MathFormula(tex: "x", isDisplay: true)])
    }

    @Test("deep MathML is linearized to the depth limit, then read as text")
    func deepMathML() {
        let html = "<math>" + String(repeating: "<mrow>", count: 400) + "<mi>x</mi>" + String(repeating: "</mrow>", count: 400) + "</math>"
        #expect(formulas(html).map(\.tex) == ["x"])
    }

    @Test("MathJax 2 scripts are formulas; their renderings and previews are not written again")
    func mathJax2() {
        let html = "<p>a <span class=\"MathJax_Preview\">x^2</span><span class=\"MathJax\"><nobr>x2</nobr></span>"
            + "<script type=\"math/tex\">x^2</script> b</p><div class=\"MathJax_Display\">y</div><script type=\"math/tex; mode=display\">y</script>"
        #expect(Lowered.blocks(html) == [
            .paragraph([.text("a "), MathFormula(tex: "x^2", isDisplay: false).inline, .text(" b")]),
            .paragraph([MathFormula(tex: "y", isDisplay: true).inline]),
        ])
    }

    @Test("a MathJax 2 preview without its script is what is left to read")
    func orphanPreview() {
        #expect(Lowered.inlines("<p>a <span class=\"MathJax_Preview\">x^2</span> b</p>").map { Inline.plainText(of: $0) } == "a x^2 b")
    }

    @Test("other scripts are still dropped; the type is read without case and spacing")
    func scriptTypes() {
        #expect(formulas("<script>x</script><script type=\"text/tex\">y</script>").isEmpty)
        #expect(formulas("<script type=\"Math/TeX ; Mode=Display\">z</script>") == [MathFormula(tex: "z", isDisplay: true)])
    }

    @Test("kramdown's CDATA comment around a script's TeX is removed")
    func kramdownCDATA() {
        #expect(formulas("<script type=\"math/tex\">% <![CDATA[\na < b\n%]]></script>").map(\.tex) == ["a < b"])
    }

    @Test("Wikipedia's \\displaystyle group is unwrapped only when it holds the whole formula", arguments: [
        ("{\\displaystyle x^{2}}", "x^{2}"), ("{\\textstyle \\pi}", "\\pi"), ("{\\displaystyle a}+{b}", "{\\displaystyle a}+{b}"),
        ("{\\displaystyle{x}}", "{x}"), ("{\\displaystylex}", "{\\displaystylex}"),
    ])
    func styleGroup(alt: String, tex: String) {
        #expect(formulas("<img class=\"tex\" alt=\"\(alt)\" src=\"f.png\">").map(\.tex) == [tex])
    }

    @Test("pandoc's spans need their delimiters; without them they stay formatted text")
    func pandocSpans() {
        #expect(formulas("<span class=\"math inline\">\\(a\\)</span><span class=\"math display\">\\[b\\]</span>") == [
            MathFormula(tex: "a", isDisplay: false), MathFormula(tex: "b", isDisplay: true),
        ])
        #expect(formulas("<span class=\"math inline\"><em>x</em></span><span class=\"math display\">\\(c\\)</span>").isEmpty)
    }

    @Test("a KaTeX rendering without its MathML keeps its text")
    func katexWithoutMathML() {
        #expect(Lowered.inlines("<span class=\"katex\"><span class=\"katex-html\">x2</span></span>").map { Inline.plainText(of: $0) } == "x2")
    }

    @Test("an image with a formula class but no alt is an image")
    func imageWithoutAlt() {
        guard case .image? = Lowered.inlines("<img class=\"tex\" src=\"f.png\">")?.first else {
            Issue.record("expected an image")
            return
        }
    }

    @Test("a formula inside a <pre> is its TeX")
    func formulaInPreformatted() {
        #expect(Lowered.blocks("<pre>f = <script type=\"math/tex\">x^2</script></pre>") == [.codeBlock(info: "", text: "f = x^2\n")])
    }
}
