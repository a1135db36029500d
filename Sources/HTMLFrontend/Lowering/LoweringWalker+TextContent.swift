import MarkupAST

/// The text of a subtree read at once: a `<pre>`'s code, an `<option>`'s label, a
/// `<title>`, a `<math>` formula. One loop over the subtree's links.
extension LoweringWalker {
    /// The text content of element `id`.
    ///
    /// - Preserving white space (code blocks): text as is, `<br>` as a newline, a newline
    ///   around each block-level element (`<pre><div>a</div><div>b</div></pre>` is two lines,
    ///   as it renders), and an image as its alt text (``preformattedImageText(_:)``).
    /// - Otherwise: white space runs collapsed to one space and trimmed at both ends.
    ///
    /// Hidden elements are skipped; the lenient policy's unclosed unknown tags are their text.
    func textContent(of id: DOMTree.NodeID, preservingWhitespace: Bool) -> String {
        var bytes: [UInt8] = []
        var pendingSpace = false
        func append(_ text: String) {
            if preservingWhitespace {
                bytes.append(contentsOf: text.utf8)
                return
            }
            for byte in text.utf8 {
                if Self.isWhitespace(byte) {
                    pendingSpace = !bytes.isEmpty
                } else {
                    if pendingSpace { bytes.append(0x20) }
                    pendingSpace = false
                    bytes.append(byte)
                }
            }
        }
        func lineBoundary() {
            if preservingWhitespace {
                if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
            } else {
                pendingSpace = !bytes.isEmpty
            }
        }

        var node = tree.nodes[Int(id)].firstChild
        while node != DOMTree.none {
            let index = Int(node)
            var descends = false
            switch tree.nodes[index].kind {
            case .text:
                append(tree.nodes[index].text)
            case .element:
                let role = ElementRole.classify(node, in: tree, options: options)
                if case .math(let source) = role, let formula = tree.mathFormula(at: node, source: source) {
                    append(formula.tex)
                    break
                }
                switch role {
                case .dropped, .title, .head:
                    break
                case .lineBreak:
                    if preservingWhitespace { bytes.append(0x0A) } else { pendingSpace = !bytes.isEmpty }
                case .image where preservingWhitespace:
                    append(Self.preformattedImageText(attributeValue("alt", of: node) ?? ""))
                case .lenientText:
                    append(literalStartTag(node))
                    descends = true
                default:
                    if tree.nodes[index].namespace == .mathml && Self.isMathAnnotation(tree.nodes[index].name) { break }
                    if role.isBlockLevel { lineBoundary() }
                    descends = true
                }
            case .document, .fragment, .documentType, .comment, .templateContents:
                break
            }
            if descends && tree.nodes[index].firstChild != DOMTree.none {
                node = tree.nodes[index].firstChild
                continue
            }
            // Up to the next node, ending the block-level elements left on the way.
            while true {
                let leaving = Int(node)
                if tree.nodes[leaving].kind == .element, ElementRole.classify(node, in: tree, options: options).isBlockLevel {
                    lineBoundary()
                }
                if tree.nodes[leaving].nextSibling != DOMTree.none {
                    node = tree.nodes[leaving].nextSibling
                    break
                }
                node = tree.nodes[leaving].parent
                if node == id || node == DOMTree.none {
                    node = DOMTree.none
                    break
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text an image inside preformatted text stands for: its `alt`, and a bare number
    /// (DocBook's callout marks, `<img src="callouts/4.png" alt="4">`) in parentheses, as
    /// DocBook writes callouts as text (`(4)`), so the mark never reads as part of the code.
    static func preformattedImageText(_ alt: String) -> String {
        guard !alt.isEmpty, alt.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return alt }
        return "(" + alt + ")"
    }

    /// The literal text of element `id`'s start tag in the input (`<Congratulation!>`), or
    /// `<name>` when its span is not a tag in the input.
    func literalStartTag(_ id: DOMTree.NodeID) -> String {
        let span = tree.nodes[Int(id)].span
        let start = Int(span.start)
        let end = Int(span.end)
        if start < end, end <= source.count, source[start] == UInt8(ascii: "<") {
            return String(decoding: source[start..<end], as: UTF8.self)
        }
        return "<" + tree.nodes[Int(id)].name + ">"
    }

    /// MathML annotations are not rendered (MathML Core §3.3.4 `semantics`).
    private static func isMathAnnotation(_ name: String) -> Bool {
        name == "annotation" || name == "annotation-xml"
    }
}
