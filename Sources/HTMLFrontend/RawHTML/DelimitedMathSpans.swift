import MarkupAST

/// pandoc's math spans in raw HTML (`<span class="math inline">\(x^2\)</span>` in
/// Markdown): the HTML parse of raw HTML sees a placeholder where the Markdown text between
/// the tags goes, so the lowering cannot read the TeX (``MathSource``); once the text is
/// put back, such a span (one text child, delimited) becomes the formula the HTML frontend
/// makes of it.
enum DelimitedMathSpans {
    /// `blocks` with every delimited math span replaced by its ``MarkupAST/MathFormula``.
    static func recognized(in blocks: [Block]) -> [Block] {
        let hasCandidate = blocks.nodes.contains { node in
            if case .inline(let inline) = node { return isCandidate(inline) }
            return false
        }
        guard hasCandidate else { return blocks }
        return TreeRewriter(inline: { [formula(of: $0)?.inline ?? $0] }).rewrite(blocks)
    }

    private static func isCandidate(_ inline: Inline) -> Bool {
        guard case .span(let attributes, let children) = inline, children.count == 1 else { return false }
        return attributes.classes.contains(MathFormula.mathClass)
    }

    private static func formula(of inline: Inline) -> MathFormula? {
        guard case .span(let attributes, let children) = inline, children.count == 1, case .text(let text) = children[0] else { return nil }
        let classes = attributes.classes
        guard classes.contains(MathFormula.mathClass) else { return nil }
        let display = classes.contains(MathFormula.displayClass)
        guard display || classes.contains(MathFormula.inlineClass),
              let tex = MathSource.delimitedTeX(in: text[...], isDisplay: display) else { return nil }
        let cleaned = DOMTree.unwrappingStyleGroup(tex.trimmingASCIIWhitespace())
        return cleaned.isEmpty ? nil : MathFormula(tex: String(cleaned), isDisplay: display)
    }
}
