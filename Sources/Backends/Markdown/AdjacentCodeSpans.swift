import MarkupAST

/// Code spans that would touch in the Markdown: Markdown cannot write two code spans side
/// by side, as their backticks form one longer run (`` `HOME``/bin` `` reads as one span
/// holding two backticks).
///
/// - Two that meet with no white space between are joined into one: they show the same
///   text in the same font.
/// - Two that meet at white space (`<code>a</code><code> b</code>`) are written apart, that
///   white space one space between them, as the HTML writer and reader move a code
///   element's edge white space outside it: `` `a` `b` ``.
/// - A span the Markdown writer writes as its content alone (an unknown element, a `span`)
///   is looked through: where a code span inside it would touch one outside, its content
///   takes its place in the sequence (a link target it has stays, as the empty span the
///   writer anchors before the content).
///
/// Keys (`<kbd>`) and code with a link target of its own stay apart, and so do formulas
/// when `keepingMathApart` (they are not written as code spans).
enum AdjacentCodeSpans {
    /// `inlines` with no two code spans that would touch.
    static func separated(_ inlines: [Inline], keepingMathApart: Bool) -> [Inline] {
        guard inlines.count > 1 else { return inlines }
        var inlines = inlines
        if inlines.indices.dropFirst().contains(where: { endsWithCode(inlines[$0 - 1], depth: 0) && startsWithCode(inlines[$0], depth: 0) })
            && inlines.contains(where: isTransparent) {
            var flat: [Inline] = []
            flattening(inlines, into: &flat, depth: 0)
            inlines = flat
        }
        guard inlines.indices.dropFirst().contains(where: {
            plainCode(inlines[$0], keepingMathApart: keepingMathApart) != nil
                && plainCode(inlines[$0 - 1], keepingMathApart: keepingMathApart) != nil
        }) else { return inlines }
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            guard let text = plainCode(inline, keepingMathApart: keepingMathApart), MarkdownAnchor.target(of: inline) == nil,
                  let last = result.last, let previous = plainCode(last, keepingMathApart: keepingMathApart),
                  case .code(_, let previousAttributes) = last, case .code(_, let attributes) = inline else {
                result.append(inline)
                continue
            }
            guard endsWithWhiteSpace(previous) || startsWithWhiteSpace(text) else {
                result[result.count - 1] = .code(previous + text, attributes: previousAttributes)
                continue
            }
            let kept = trimmingTrailingWhiteSpace(previous)
            if kept.isEmpty { result.removeLast() } else { result[result.count - 1] = .code(kept, attributes: previousAttributes) }
            result.append(.text(" "))
            let rest = trimmingLeadingWhiteSpace(text)
            if !rest.isEmpty { result.append(.code(rest, attributes: attributes)) }
        }
        return result
    }

    /// The text of a code span written with backticks; `nil` for anything else.
    private static func plainCode(_ inline: Inline, keepingMathApart: Bool) -> String? {
        guard case .code(let text, let attributes) = inline else { return nil }
        if let name = attributes.elementName, MarkdownInlineWriter.inlineHTMLElements.contains(name) { return nil }
        if keepingMathApart && MathFormula(inline) != nil { return nil }
        return text
    }

    /// Whether the Markdown writer writes `inline`, a span, as its content alone (anchored
    /// before it when it is a link target).
    private static func isTransparent(_ inline: Inline) -> Bool {
        guard case .span(let attributes, _) = inline else { return false }
        if EmbeddedMedia.isMediaElement(attributes.elementName) || QuotationMarks.isQuotation(attributes) { return false }
        if let name = attributes.elementName, MarkdownInlineWriter.inlineHTMLElements.contains(name) { return false }
        return true
    }

    private static func endsWithCode(_ inline: Inline, depth: Int) -> Bool {
        if case .code = inline { return true }
        guard depth < 16, isTransparent(inline), let last = inline.children.last else { return false }
        return endsWithCode(last, depth: depth + 1)
    }

    /// (A link target's anchor is written before the content, between it and a code span
    /// before it.)
    private static func startsWithCode(_ inline: Inline, depth: Int) -> Bool {
        if case .code = inline { return true }
        guard depth < 16, isTransparent(inline), MarkdownAnchor.target(of: inline) == nil, let first = inline.children.first else {
            return false
        }
        return startsWithCode(first, depth: depth + 1)
    }

    /// Appends `inlines` with each transparent span replaced by its content (to 16 levels),
    /// after an empty span with its attributes when it is a link target.
    private static func flattening(_ inlines: [Inline], into result: inout [Inline], depth: Int) {
        for inline in inlines {
            guard depth < 16, isTransparent(inline), case .span(let attributes, let children) = inline else {
                result.append(inline)
                continue
            }
            if MarkdownAnchor.target(of: inline) != nil { result.append(.span(attributes, [])) }
            flattening(children, into: &result, depth: depth + 1)
        }
    }

    /// HTML's ASCII white space: what the HTML writer and reader move out of a code element.
    private static func isWhiteSpace(_ byte: UInt8) -> Bool { HTMLWriter.isWhiteSpace(byte) }

    private static func startsWithWhiteSpace(_ text: String) -> Bool { text.utf8.first.map(isWhiteSpace) ?? false }
    private static func endsWithWhiteSpace(_ text: String) -> Bool { text.utf8.last.map(isWhiteSpace) ?? false }

    private static func trimmingLeadingWhiteSpace(_ text: String) -> String {
        String(decoding: text.utf8.drop(while: isWhiteSpace), as: UTF8.self)
    }

    private static func trimmingTrailingWhiteSpace(_ text: String) -> String {
        var utf8 = text.utf8[...]
        while let last = utf8.last, isWhiteSpace(last) { utf8 = utf8.dropLast() }
        return String(decoding: utf8, as: UTF8.self)
    }
}
