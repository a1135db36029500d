import MarkupAST

/// Inline code around content that is not only text (`<code><a href="#f">f()</a></code>`,
/// `<code>[core]<br>editor = vim</code>`, `<code><img alt="gear"></code>`): the AST's code
/// span holds text alone, so the code formatting moves down onto the text inside, the way
/// the content still renders in a monospace font. A link keeps its target around code
/// (`` [`f()`](#f) `` in Markdown), a line break stays a break between two code spans, and
/// an image stays an image.
///
/// Consecutive text (highlighting spans and formatting included, as for a code element
/// holding only text) becomes one code span; white space alone between two pieces stays
/// plain text, since a code span of spaces says nothing. Every code span carries the
/// element's attributes (its name, `kbd` or `samp`, its classes) except the `id`, which
/// only the first one keeps, so ids stay unique.
enum CodeSpanDistribution {
    /// `content` of a code element with `attributes`, with the code formatting on its text.
    static func distribute(_ content: [Inline], attributes: Attributes) -> [Inline] {
        var distribution = Distributor(attributes: attributes)
        return distribution.distribute(content)
    }

    /// The walk's state: the attributes for the next code span (the `id` is spent on the
    /// first).
    private struct Distributor {
        var attributes: Attributes

        /// `content` with each run of text made a code span and every other container
        /// rebuilt around its own content, distributed the same way. Recursion is bounded
        /// by the lowering's nesting cap.
        mutating func distribute(_ content: [Inline]) -> [Inline] {
            var result: [Inline] = []
            var run: [Inline] = []
            for inline in content {
                if Self.isText(inline) {
                    run.append(inline)
                    continue
                }
                flush(&run, into: &result)
                switch inline {
                case .link, .span, .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript:
                    result.append(inline.mapChildren { distribute($0) })
                case .image, .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
                    result.append(inline)
                }
            }
            flush(&run, into: &result)
            return result
        }

        /// Appends the pending run of text to `result` as one code span (or as plain text
        /// when it is only white space), and empties it.
        private mutating func flush(_ run: inout [Inline], into result: inout [Inline]) {
            guard !run.isEmpty else { return }
            let text = Inline.plainText(of: run)
            run.removeAll()
            guard !text.isEmpty else { return }
            if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }) {
                result.append(.text(text))
                return
            }
            result.append(.code(text, attributes: attributes))
            if attributes.id != nil { attributes.id = nil }
        }

        /// Whether `inline` is text, or formatting holding only text: what a code span can
        /// take in as its text. An empty span kept as a link target is not.
        private static func isText(_ inline: Inline) -> Bool {
            switch inline {
            case .text, .code:
                return true
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span:
                let children = inline.children
                return !children.isEmpty && children.allSatisfy(isText)
            case .link, .image, .softBreak, .hardBreak, .raw, .footnoteReference:
                return false
            }
        }
    }
}
