/// A linear TeX rendering of Presentation MathML, for a `<math>` that carries no TeX of its
/// own (no `<annotation encoding="application/x-tex">`): best effort, meant to read right
/// and to typeset close to the original, not to reproduce the source it was made from.
///
/// The rules:
/// - tokens: `<mi>`, `<mn>`, `<mo>` give their text, TeX's special characters escaped
///   (`\{`, `\%`, `\_`…); a multi-letter `<mi>` is `\mathrm{…}` (`\sin`, `\log` and the
///   other standard operator names as themselves), a single letter with
///   `mathvariant="normal"` too; `<mtext>` and `<ms>` are `\text{…}`; `<mspace>` a space;
///   a few symbols become their command (Greek letters, `∑ ∏ ∫ ± × · ≤ ≥ ≠ ≈ → ∞ ∂ ∇ …`);
///   the invisible operators (U+2061–U+2064) are dropped;
/// - layout: `<msup>` is `base^{…}`, `<msub>` `base_{…}`, `<msubsup>` `base_{…}^{…}`,
///   `<mfrac>` `\frac{…}{…}`, `<msqrt>` `\sqrt{…}`, `<mroot>` `\sqrt[…]{…}`, `<mover>` an
///   accent (`\hat`, `\bar`, `\vec`, `\tilde`, `\dot`, `\ddot`, `\overline`) or
///   `\overset{…}{…}` (limits `^{…}` on `∑ ∏ ∫ lim`…), `<munder>` likewise
///   (`\underline`, `\underset`, `_{…}`), `<munderover>` both, `<mfenced>` its
///   `open`/`close`/`separators` around its children, `<mtable>` a
///   `\begin{matrix} … & … \\ … \end{matrix}`; a base of more than one symbol is braced;
/// - `<mrow>`, `<mstyle>`, `<mpadded>`, `<menclose>`, `<merror>` and unknown elements are
///   their children in order; `<mphantom>`, `<annotation>`, `<annotation-xml>` and a
///   `<semantics>`'s other children than its first are dropped;
/// - beyond 128 levels of nesting, the text of the deeper elements is written as it is.
struct MathMLLinearizer {
    let tree: DOMTree

    /// The TeX of MathML element `id` (usually a `<math>`).
    func tex(of id: DOMTree.NodeID) -> String {
        var output = TeXBuilder()
        appendChildren(of: id, to: &output, depth: 0)
        return output.text
    }

    private static let maxDepth = 128

    private func appendChildren(of id: DOMTree.NodeID, to output: inout TeXBuilder, depth: Int) {
        for child in elementChildren(of: id) { append(child, to: &output, depth: depth + 1) }
    }

    private func append(_ id: DOMTree.NodeID, to output: inout TeXBuilder, depth: Int) {
        let index = Int(id)
        guard depth < Self.maxDepth else {
            output.appendEscaped(tokenText(id))
            return
        }
        let name = tree.nodes[index].name
        let children = elementChildren(of: id)
        func argument(_ position: Int) -> String {
            guard position < children.count else { return "" }
            var inner = TeXBuilder()
            append(children[position], to: &inner, depth: depth + 1)
            return inner.text
        }
        func group(_ position: Int) -> String { Self.grouped(argument(position)) }
        switch name {
        case "mi":
            appendIdentifier(tokenText(id), variant: MathSource.attribute("mathvariant", of: index, in: tree.nodes), to: &output)
        case "mn":
            output.appendEscaped(tokenText(id))
        case "mo":
            output.appendEscaped(tokenText(id))
        case "mtext", "ms":
            let text = tokenText(id)
            guard !text.isEmpty else { return }
            output.appendCommand("\\text")
            output.appendRaw("{" + TeXBuilder.escapedText(text) + "}")
        case "mspace":
            output.appendRaw("\\ ")
        case "msup":
            output.appendRaw(group(0) + "^{" + argument(1) + "}")
        case "msub":
            output.appendRaw(group(0) + "_{" + argument(1) + "}")
        case "msubsup":
            output.appendRaw(group(0) + "_{" + argument(1) + "}^{" + argument(2) + "}")
        case "mfrac":
            output.appendCommand("\\frac")
            output.appendRaw("{" + argument(0) + "}{" + argument(1) + "}")
        case "msqrt":
            var inner = TeXBuilder()
            appendChildren(of: id, to: &inner, depth: depth)
            output.appendCommand("\\sqrt")
            output.appendRaw("{" + inner.text + "}")
        case "mroot":
            output.appendCommand("\\sqrt")
            output.appendRaw("[" + argument(1) + "]{" + argument(0) + "}")
        case "mover", "munder", "munderover":
            appendScripted(name, base: argument(0), first: argument(1), second: argument(2), baseID: children.first, to: &output)
        case "mfenced":
            appendFenced(id, children: children, to: &output, depth: depth)
        case "mtable":
            appendTable(id, to: &output, depth: depth)
        case "semantics":
            if let first = children.first { append(first, to: &output, depth: depth + 1) }
        case "mphantom", "annotation", "annotation-xml", "none", "mprescripts":
            return
        default:
            appendChildren(of: id, to: &output, depth: depth)
        }
    }

    private func appendIdentifier(_ text: String, variant: String?, to output: inout TeXBuilder) {
        guard !text.isEmpty else { return }
        let isSingle = text.unicodeScalars.count == 1
        if isSingle && variant != "normal" {
            output.appendEscaped(text)
        } else if Self.operatorNames.contains(text) {
            output.appendCommand("\\" + text)
        } else {
            output.appendCommand("\\mathrm")
            output.appendRaw("{" + TeXBuilder.escapedText(text) + "}")
        }
    }

    private func appendScripted(_ name: String, base: String, first: String, second: String, baseID: DOMTree.NodeID?, to output: inout TeXBuilder) {
        let takesLimits = Self.limitBases.contains(base) || baseID.map { Self.operatorNames.contains(tokenText($0)) } ?? false
        switch name {
        case "mover", "munder":
            // One script above or below: an accent, a limit, or a stacked symbol.
            let isOver = name == "mover"
            if let accent = (isOver ? Self.overAccents : Self.underAccents)[first] {
                output.appendCommand(accent)
                output.appendRaw("{" + base + "}")
            } else if takesLimits {
                output.appendRaw(Self.grouped(base) + (isOver ? "^{" : "_{") + first + "}")
            } else {
                output.appendCommand(isOver ? "\\overset" : "\\underset")
                output.appendRaw("{" + first + "}{" + base + "}")
            }
        default:
            if takesLimits {
                output.appendRaw(Self.grouped(base) + "_{" + first + "}^{" + second + "}")
            } else {
                output.appendCommand("\\underset")
                output.appendRaw("{" + first + "}{\\overset{" + second + "}{" + base + "}}")
            }
        }
    }

    private func appendFenced(_ id: DOMTree.NodeID, children: [DOMTree.NodeID], to output: inout TeXBuilder, depth: Int) {
        let index = Int(id)
        let open = MathSource.attribute("open", of: index, in: tree.nodes) ?? "("
        let close = MathSource.attribute("close", of: index, in: tree.nodes) ?? ")"
        let separators = Array((MathSource.attribute("separators", of: index, in: tree.nodes) ?? ",").filter { !$0.isWhitespace })
        output.appendEscaped(open)
        for (position, child) in children.enumerated() {
            if position > 0, !separators.isEmpty {
                output.appendEscaped(String(separators[min(position - 1, separators.count - 1)]))
            }
            append(child, to: &output, depth: depth + 1)
        }
        output.appendEscaped(close)
    }

    private func appendTable(_ id: DOMTree.NodeID, to output: inout TeXBuilder, depth: Int) {
        var rows: [String] = []
        for row in elementChildren(of: id) where tree.nodes[Int(row)].name == "mtr" || tree.nodes[Int(row)].name == "mlabeledtr" {
            var cells = elementChildren(of: row)
            if tree.nodes[Int(row)].name == "mlabeledtr", !cells.isEmpty { cells.removeFirst() }
            rows.append(cells.map { cell in
                var inner = TeXBuilder()
                appendChildren(of: cell, to: &inner, depth: depth + 1)
                return inner.text
            }.joined(separator: " & "))
        }
        output.appendRaw("\\begin{matrix} " + rows.joined(separator: " \\\\ ") + " \\end{matrix}")
    }

    private func elementChildren(of id: DOMTree.NodeID) -> [DOMTree.NodeID] {
        tree.children(of: id).filter { tree.nodes[Int($0)].kind == .element }
    }

    /// The text of a token element, white space collapsed and trimmed (iterative).
    private func tokenText(_ id: DOMTree.NodeID) -> String {
        var bytes: [UInt8] = []
        var pendingSpace = false
        var node = tree.nodes[Int(id)].firstChild
        while node != DOMTree.none {
            let current = Int(node)
            if tree.nodes[current].kind == .text {
                for byte in tree.nodes[current].text.utf8 {
                    if ASCIIFolding.isWhitespace(byte) {
                        pendingSpace = !bytes.isEmpty
                    } else {
                        if pendingSpace { bytes.append(0x20) }
                        pendingSpace = false
                        bytes.append(byte)
                    }
                }
            }
            let descends = tree.nodes[current].kind == .element && tree.nodes[current].firstChild != DOMTree.none
            node = descends ? tree.nodes[current].firstChild : FlowAnalysis.next(after: node, in: tree, root: id)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as the base of a script: as it is when it is one symbol or one command, else
    /// in braces.
    private static func grouped(_ text: String) -> String {
        if text.unicodeScalars.count == 1 { return text }
        if text.hasPrefix("\\"), text.utf8.dropFirst().allSatisfy({ ASCIIFolding.lower($0) >= 0x61 && ASCIIFolding.lower($0) <= 0x7A }) {
            return text
        }
        if text.hasPrefix("{"), text.hasSuffix("}"), isOneGroup(text) { return text }
        return "{" + text + "}"
    }

    /// Whether the braces of `text` (which starts with `{`) close only at its end.
    private static func isOneGroup(_ text: String) -> Bool {
        var depth = 0
        var escaped = false
        let bytes = Array(text.utf8)
        for (offset, byte) in bytes.enumerated() {
            if escaped { escaped = false; continue }
            if byte == 0x5C { escaped = true; continue }
            if byte == 0x7B { depth += 1 }
            if byte == 0x7D {
                depth -= 1
                if depth == 0 && offset != bytes.count - 1 { return false }
            }
        }
        return depth == 0
    }

    /// The standard TeX operator names, written as their command.
    private static let operatorNames: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "coth",
        "log", "ln", "lg", "exp", "lim", "liminf", "limsup", "max", "min", "sup", "inf", "det", "dim", "ker",
        "deg", "gcd", "arg", "hom", "Pr",
    ]

    /// Bases whose scripts are limits (`\sum_{i=1}^{n}`), as the linearizer writes them.
    private static let limitBases: Set<String> = ["\\sum", "\\prod", "\\int", "\\oint", "\\coprod", "\\bigcup", "\\bigcap", "\\lim"]

    private static let overAccents: [String: String] = [
        "^": "\\hat", "\\^{}": "\\hat", "ˆ": "\\hat", "¯": "\\bar", "‾": "\\overline", "\\_": "\\overline",
        "\\to": "\\vec", "~": "\\tilde", "\\sim": "\\tilde", "˜": "\\tilde", "˙": "\\dot", "¨": "\\ddot", ".": "\\dot",
    ]

    private static let underAccents: [String: String] = ["\\_": "\\underline", "¯": "\\underline", "‾": "\\underline"]
}
