/// How an element carries a formula, as the math renderers of the web write it: the
/// ``ElementRole/math(_:)`` of the element, whose TeX ``DOMTree/mathFormula(at:source:)``
/// reads. The lowering makes a ``MarkupAST/MathFormula`` of it (an `Inline.code` with the
/// classes `math inline` or `math display`) and never walks the element's children, so the
/// visual rendering next to the TeX (KaTeX's `.katex-html`, MathJax's glyph spans) is not
/// written out as text a second time.
///
/// Recognised (see ``recognize(_:of:)``):
/// - MathJax 2: `<script type="math/tex">` and `type="math/tex; mode=display"` (the TeX, a
///   kramdown `% <![CDATA[ … %]]>` wrapper removed). Its rendered siblings before it
///   (`.MathJax_Preview`, `span.MathJax`, `div.MathJax_Display`, the SVG, CommonHTML and
///   PreviewHTML outputs) are dropped when such a script follows them; without one, a
///   rendered element is read as a container (its assistive MathML).
/// - MathJax 3 and 4: `<mjx-container>` (`display="true"` is display math): a `data-latex`
///   or `data-tex` attribute, else its assistive `<math>`.
/// - KaTeX: `span.katex` and `span.katex-display`: the TeX of the `<annotation
///   encoding="application/x-tex">` in `.katex-mathml`.
/// - Wikipedia: `span.mwe-math-element`: its MathML's TeX annotation, else its fallback
///   image's `alt`; `{\displaystyle …}` is unwrapped.
/// - MathML `<math>` (`display="block"` is display math): a TeX annotation, else a
///   `data-latex`/`data-tex` attribute, else a linear TeX rendering of the MathML
///   (``MathMLLinearizer``, best effort).
/// - Images of formulas: `img.tex`, `img.latex` (WordPress), Wikipedia's
///   `img.mwe-math-fallback-image-inline`/`-display`, pandoc's `--webtex` `img.math`: the
///   `alt` text.
/// - pandoc's HTML: `<span class="math inline">\(…\)</span>` and `<span class="math
///   display">\[…\]</span>` (the `--mathjax`/`--katex` output; pandoc's default plain
///   rendering, without the delimiters, stays formatted text).
enum MathSource: Hashable {
    /// MathJax 2's `<script type="math/tex">`.
    case texScript(isDisplay: Bool)
    /// A `<math>` element.
    case mathML
    /// A renderer's wrapper (KaTeX, MathJax, Wikipedia) holding the TeX or MathML somewhere
    /// inside; `isDisplay` when the wrapper says so (the MathML inside may say it too).
    case container(isDisplay: Bool)
    /// An image whose `alt` is the TeX.
    case texImage(isDisplay: Bool)
    /// pandoc's `<span class="math inline|display">` with delimited TeX.
    case delimitedSpan(isDisplay: Bool)

    /// The role of HTML element `nodes[index]` when it carries math or is a math renderer's
    /// duplicate of math carried next to it (`.dropped`); `nil` for every other element.
    /// Reads only elements with a `class` (or a script's `type`, or an `mjx-container`), and
    /// splits the classes only when their bytes can name math.
    static func recognize(_ index: Int, of nodes: [DOMTree.Node]) -> ElementRole? {
        switch nodes[index].tag {
        case .script:
            guard let type = attribute("type", of: index, in: nodes), let display = texScriptDisplay(type) else { return nil }
            return .math(.texScript(isDisplay: display))
        case .unknown:
            if nodes[index].name == "mjx-container" {
                let display = attribute("display", of: index, in: nodes).map { $0 == "true" || $0 == "block" } ?? false
                return .math(.container(isDisplay: display))
            }
            return nil
        case .span, .div, .img:
            guard let classValue = attribute("class", of: index, in: nodes), mayNameMath(classValue) else { return nil }
            let classes = classValue.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
            if nodes[index].tag == .img { return imageRole(index, of: nodes, classes: classes) }
            if classes.contains("katex-display") { return .math(.container(isDisplay: true)) }
            if classes.contains("katex") { return .math(.container(isDisplay: false)) }
            if classes.contains("mwe-math-element") { return .math(.container(isDisplay: false)) }
            if classes.contains("math") {
                let display = classes.contains("display")
                guard display || classes.contains("inline"), delimitedTeX(of: index, in: nodes, isDisplay: display) != nil else { return nil }
                return .math(.delimitedSpan(isDisplay: display))
            }
            guard classes.contains(where: isMathJaxRendering) else { return nil }
            if texScriptFollows(index, in: nodes) { return .dropped }
            // A preview without its script is what is left to read: lowered as it is.
            if classes.contains("MathJax_Preview") { return nil }
            return .math(.container(isDisplay: classes.contains(where: { $0.hasSuffix("Display") || $0.hasSuffix("display") })))
        default:
            return nil
        }
    }

    /// `true`/`false` (display or inline) for a MathJax 2 TeX script type (`math/tex`,
    /// `math/tex; mode=display`, any case and spacing); `nil` for another type.
    static func texScriptDisplay(_ type: String) -> Bool? {
        let folded = ASCIIFolding.lowercased(type)
        let parts = folded.split(separator: ";").map { $0.trimmingASCIIWhitespace() }
        guard parts.first == "math/tex" else { return nil }
        return parts.dropFirst().contains("mode=display")
    }

    /// The TeX of pandoc's `<span class="math …">`: its text (the span has text children
    /// only) between `\(` and `\)`, or `\[` and `\]` for display math.
    static func delimitedTeX(of index: Int, in nodes: [DOMTree.Node], isDisplay: Bool) -> Substring? {
        let first = nodes[index].firstChild
        guard first != DOMTree.none, nodes[Int(first)].kind == .text, nodes[Int(first)].nextSibling == DOMTree.none else { return nil }
        return delimitedTeX(in: nodes[Int(first)].text[...], isDisplay: isDisplay)
    }

    /// The TeX of `text` between `\(` and `\)`, or `\[` and `\]` for display math, white
    /// space around the delimiters aside.
    static func delimitedTeX(in text: Substring, isDisplay: Bool) -> Substring? {
        let trimmed = text.trimmingASCIIWhitespace()
        let (open, close) = isDisplay ? ("\\[", "\\]") : ("\\(", "\\)")
        guard trimmed.utf8.count >= 4, trimmed.hasPrefix(open), trimmed.hasSuffix(close) else { return nil }
        return trimmed.dropFirst(2).dropLast(2)
    }

    private static func imageRole(_ index: Int, of nodes: [DOMTree.Node], classes: [Substring]) -> ElementRole? {
        guard let alt = attribute("alt", of: index, in: nodes), !alt.trimmingASCIIWhitespace().isEmpty else { return nil }
        if classes.contains("mwe-math-fallback-image-display") { return .math(.texImage(isDisplay: true)) }
        if classes.contains("tex") || classes.contains("latex") || classes.contains("mwe-math-fallback-image-inline") {
            return .math(.texImage(isDisplay: false))
        }
        if classes.contains("math") {
            if classes.contains("display") { return .math(.texImage(isDisplay: true)) }
            if classes.contains("inline") { return .math(.texImage(isDisplay: false)) }
        }
        return nil
    }

    /// MathJax 2's rendered output classes (HTML-CSS, SVG, CommonHTML, PreviewHTML, native
    /// MathML), and its preview.
    private static func isMathJaxRendering(_ word: Substring) -> Bool {
        switch word {
        case "MathJax", "MathJax_Display", "MathJax_Preview", "MathJax_SVG", "MathJax_SVG_Display", "MathJax_CHTML",
             "mjx-chtml", "MJXc-display", "MathJax_PHTML", "MathJax_PHTML_Display", "MathJax_MathML", "MathJax_MathContainer":
            return true
        default:
            return false
        }
    }

    /// Whether the next element siblings of `nodes[index]`, past other MathJax renderings and
    /// white space, reach a MathJax TeX script: the script MathJax 2 rendered them from.
    private static func texScriptFollows(_ index: Int, in nodes: [DOMTree.Node]) -> Bool {
        var node = nodes[index].nextSibling
        while node != DOMTree.none {
            let sibling = Int(node)
            switch nodes[sibling].kind {
            case .text:
                guard nodes[sibling].text.utf8.allSatisfy(ASCIIFolding.isWhitespace) else { return false }
            case .element:
                if nodes[sibling].tag == .script {
                    return attribute("type", of: sibling, in: nodes).flatMap(texScriptDisplay) != nil
                }
                guard let classes = attribute("class", of: sibling, in: nodes),
                      classes.split(separator: " ").contains(where: isMathJaxRendering) else { return false }
            default:
                break
            }
            node = nodes[sibling].nextSibling
        }
        return false
    }

    /// Whether a class attribute's bytes hold `math`, `tex` or `mjx` (any case): the
    /// prefilter before splitting it into words.
    private static func mayNameMath(_ value: String) -> Bool {
        if let found = value.utf8.withContiguousStorageIfAvailable(holdsMathWord) { return found }
        return holdsMathWord(Array(value.utf8))
    }

    /// The last three bytes seen, folded to lower case, as one integer: `ath`, `tex`, `mjx`.
    private static let mathWords: (UInt32, UInt32, UInt32) = (0x61_74_68, 0x74_65_78, 0x6D_6A_78)

    private static func holdsMathWord<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var window: UInt32 = 0
        for byte in bytes {
            window = (window << 8 | UInt32(ASCIIFolding.lower(byte))) & 0xFF_FFFF
            if window == mathWords.0 || window == mathWords.1 || window == mathWords.2 { return true }
        }
        return false
    }

    static func attribute(_ name: String, of index: Int, in nodes: [DOMTree.Node]) -> String? {
        nodes[index].attributes.first { $0.name == name }?.value
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text without ASCII white space at either end.
    func trimmingASCIIWhitespace() -> Substring {
        let whole = self[...]
        guard let start = whole.utf8.firstIndex(where: { !ASCIIFolding.isWhitespace($0) }),
              let last = whole.utf8.lastIndex(where: { !ASCIIFolding.isWhitespace($0) }) else { return whole[whole.endIndex...] }
        return Substring(whole.utf8[start...last])
    }
}
