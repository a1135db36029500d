import MarkupAST

extension DOMTree {
    /// The formula element `id` carries as `source` (see ``MathSource``), or `nil` when no
    /// TeX can be read from it (a KaTeX rendering without its MathML, a MathJax 3 container
    /// without assistive MathML): the lowering then keeps its text as it did any element.
    func mathFormula(at id: NodeID, source: MathSource) -> MathFormula? {
        let index = Int(id)
        let tex: Substring?
        var isDisplay = false
        switch source {
        case .texScript(let display):
            isDisplay = display
            tex = Self.unwrappingCDATAComment(rawText(of: id)[...])
        case .mathML:
            isDisplay = Self.isDisplayMath(nodes[index].attributes)
            tex = texOfMath(id)
        case .container(let display):
            isDisplay = display
            tex = containerTeX(id, isDisplay: &isDisplay)
        case .texImage(let display):
            isDisplay = display
            tex = MathSource.attribute("alt", of: index, in: nodes)?[...]
        case .delimitedSpan(let display):
            isDisplay = display
            tex = MathSource.delimitedTeX(of: index, in: nodes, isDisplay: display)
        }
        guard let tex else { return nil }
        let cleaned = Self.unwrappingStyleGroup(tex.trimmingASCIIWhitespace())
        guard !cleaned.isEmpty else { return nil }
        return MathFormula(tex: String(cleaned), isDisplay: isDisplay)
    }

    /// The TeX inside a renderer's wrapper: its own `data-latex`/`data-tex`, else the first
    /// `<math>` inside (its TeX annotation or linear form), else (Wikipedia) the `alt` of a
    /// formula image inside. Display math is also read from the wrapper's parts (Wikipedia's
    /// `mwe-math-mathml-display`, a `<math display="block">`).
    private func containerTeX(_ id: NodeID, isDisplay: inout Bool) -> Substring? {
        let index = Int(id)
        if let tex = MathSource.attribute("data-latex", of: index, in: nodes) ?? MathSource.attribute("data-tex", of: index, in: nodes) {
            return tex[...]
        }
        var image: Int?
        var node = nodes[index].firstChild
        while node != DOMTree.none {
            let current = Int(node)
            var descends = true
            if nodes[current].kind == .element {
                if nodes[current].namespace == .mathml && nodes[current].name == "math" {
                    if Self.isDisplayMath(nodes[current].attributes) { isDisplay = true }
                    return texOfMath(node)
                }
                if let classes = MathSource.attribute("class", of: current, in: nodes) {
                    if classes.contains("mwe-math-mathml-display") || classes.contains("mwe-math-fallback-image-display") { isDisplay = true }
                    if image == nil, nodes[current].tag == .img, classes.contains("mwe-math-fallback-image") { image = current }
                }
                descends = nodes[current].namespace == .html
            }
            node = descends && nodes[current].firstChild != DOMTree.none ? nodes[current].firstChild : FlowAnalysis.next(after: node, in: self, root: id)
        }
        return image.flatMap { MathSource.attribute("alt", of: $0, in: nodes)?[...] }
    }

    /// The TeX of `<math>` element `id`: a `<semantics>` annotation in TeX, else a
    /// `data-latex`/`data-tex` attribute (MathJax 4), else the linear rendering.
    private func texOfMath(_ id: NodeID) -> Substring {
        let index = Int(id)
        if let annotation = texAnnotation(in: id) { return annotation }
        if let tex = MathSource.attribute("data-latex", of: index, in: nodes) ?? MathSource.attribute("data-tex", of: index, in: nodes) {
            return tex[...]
        }
        return MathMLLinearizer(tree: self).tex(of: id)[...]
    }

    /// The text of the first `<annotation encoding="application/x-tex">` (or `TeX`,
    /// `text/x-tex`, `application/x-latex`) of a `<semantics>` in `<math>` element `id`.
    private func texAnnotation(in id: NodeID) -> Substring? {
        var node = nodes[Int(id)].firstChild
        while node != DOMTree.none {
            let current = Int(node)
            if nodes[current].kind == .element && nodes[current].name == "annotation",
               let encoding = MathSource.attribute("encoding", of: current, in: nodes),
               Self.texEncodings.contains(ASCIIFolding.lowercased(encoding)) {
                return rawText(of: node)[...]
            }
            node = nodes[current].firstChild != DOMTree.none ? nodes[current].firstChild : FlowAnalysis.next(after: node, in: self, root: id)
        }
        return nil
    }

    private static let texEncodings: Set<String> = ["application/x-tex", "tex", "text/x-tex", "application/x-latex", "latex"]

    /// The concatenated text children of element `id` (a script's or an annotation's text).
    private func rawText(of id: NodeID) -> String {
        var text = ""
        for child in children(of: id) where nodes[Int(child)].kind == .text { text += nodes[Int(child)].text }
        return text
    }

    /// `display="block"` on a `<math>` (or MathML 1's `mode="display"`).
    private static func isDisplayMath(_ attributes: [HTMLAttribute]) -> Bool {
        attributes.contains { ($0.name == "display" && ASCIIFolding.equal($0.value, "block")) || ($0.name == "mode" && ASCIIFolding.equal($0.value, "display")) }
    }

    /// TeX without the `% <![CDATA[` … `%]]>` comment lines kramdown wraps around formulas
    /// holding `<` or `&` in its MathJax scripts.
    static func unwrappingCDATAComment(_ tex: Substring) -> Substring {
        let trimmed = tex.trimmingASCIIWhitespace()
        guard trimmed.hasPrefix("%"), trimmed.hasSuffix("%]]>") else { return trimmed }
        let opener = trimmed.dropFirst().trimmingASCIIWhitespace()
        guard opener.hasPrefix("<![CDATA[") else { return trimmed }
        return opener.dropFirst(9).dropLast(4)
    }

    /// TeX without a `{\displaystyle …}` or `{\textstyle …}` group around all of it (how
    /// Wikipedia stores every formula); the group stays when its brace closes earlier.
    static func unwrappingStyleGroup(_ tex: Substring) -> Substring {
        for command in ["{\\displaystyle", "{\\textstyle"] where tex.hasPrefix(command) && tex.hasSuffix("}") {
            let body = tex.dropFirst(command.utf8.count)
            guard let first = body.utf8.first, first == 0x20 || first == 0x0A || first == 0x7B || first == 0x5C else { continue }
            var depth = 1
            var escaped = false
            var closesAtEnd = false
            for (offset, byte) in body.utf8.enumerated() {
                if escaped { escaped = false; continue }
                if byte == 0x5C { escaped = true; continue }
                if byte == 0x7B { depth += 1 }
                if byte == 0x7D {
                    depth -= 1
                    if depth == 0 {
                        closesAtEnd = offset == body.utf8.count - 1
                        break
                    }
                }
            }
            if closesAtEnd { return body.dropLast().trimmingASCIIWhitespace() }
        }
        return tex
    }
}
