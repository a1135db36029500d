import MarkupAST

/// The content of a link the policy takes the link away from (its URL refused, or `a` not
/// allowed), as HTML written under the policy is read back.
///
/// A link is underlined, so the HTML reader gives a styled span inside it no underline of its
/// own: `<a href="j:"><span style="text-decoration: underline">t</span></a>` is a link around
/// a plain span. Written without the `href`, the `<a>` underlines nothing, and the reader
/// makes that span underline formatting (`<u style="…">`): sanitizing a second time would
/// change the output. So the sanitizing writer writes the span as the underline it will be
/// read as, before the first reading rather than after it.
extension SanitizerPolicy {
    /// `children` of a link written without its link, each generic span whose written style
    /// underlines made underline formatting (with the span's attributes), where nothing
    /// between it and the link underlines already: the first such span on each path; the
    /// spans inside it stay spans, as the reader finds them underlined by it.
    func underliningStyledSpans(in children: [Inline], depth: Int = 0) -> [Inline] {
        guard depth < Self.maximumDelinkedDepth else { return children }
        return children.map { child in
            switch child {
            case .span(let attributes, let content) where writesUnderline(attributes):
                return .underline(content, attributes: attributes)
            case .underline, .link, .image:
                // Underlined already, or a link of its own (written by its own rule).
                return child
            default:
                return child.isContainer ? child.mapChildren { underliningStyledSpans(in: $0, depth: depth + 1) } : child
            }
        }
    }

    /// Whether a span with `attributes` is a generic span (or `font`), which a reader makes
    /// formatting of by its style, written with a style that underlines.
    private func writesUnderline(_ attributes: Attributes) -> Bool {
        guard attributes.elementName == nil || attributes.elementName == "font",
              disposal(of: .span, kept: attributes.elementName, isGeneric: true) == nil else { return false }
        return HTMLDocumentWriter.subset(of: attributes.style, keeping: styleProperties).textDecorationLine?.contains(.underline) == true
    }

    /// How deep ``underliningStyledSpans(in:depth:)`` looks: deeper than any reader nests.
    private static let maximumDelinkedDepth = 1_024
}
