import MarkupAST

/// What a run's inline content is wrapped in: a formatting inline for a mark, a link for a
/// `links[]` entry, a `span` for a named mark (`mark`, `small`…) or for presentation no mark
/// explains. Runs that share an equal wrapper and are neighbours share one node.
enum RunsInlineWrapper: Hashable {
    case formatting(Inline.Formatting, Attributes)
    /// A link by its `links[]` index: two neighbouring links to the same URL stay two.
    case link(index: Int, LinkTarget)
    case span(Attributes)

    /// The nesting order among wrappers that cover the same runs, outermost first:
    /// presentation spans, strikethrough (GFM's `~~www.example.com~~` holds an autolink),
    /// links (`[*a*](u)`), emphasis outside strong (as CommonMark nests `***a***`), the other
    /// formatting, named spans innermost.
    var rank: Int {
        switch self {
        case .span(let attributes): return attributes.elementName == nil && attributes.classes.isEmpty ? 0 : 9
        case .formatting(let kind, _):
            switch kind {
            case .strikethrough: return 1
            case .emphasis: return 3
            case .strong: return 4
            case .underline: return 5
            case .superscript: return 6
            case .subscript: return 7
            }
        case .link: return 2
        }
    }

    /// The node around `children`.
    func wrap(_ children: [Inline]) -> Inline {
        switch self {
        case .formatting(let kind, let attributes): return .formatted(kind, children, attributes: attributes)
        case .link(_, let target): return .link(target, children)
        case .span(let attributes): return .span(attributes, children)
        }
    }

    /// The wrappers `marks` stand for, code excepted (code is the content itself, see
    /// ``RunsInlineItem``): `delete` names a strikethrough `del`, `insert` an underline
    /// `ins`; `mark`, `small`, `abbreviation` and a `keyboard` without `code` are the spans
    /// of those elements; `math` and `spoiler` are spans of that class.
    static func wrappers(for marks: RunsMarks, into wrappers: inout [RunsInlineWrapper]) {
        if marks.contains(.emphasis) { wrappers.append(.formatting(.emphasis, Attributes())) }
        if marks.contains(.strong) { wrappers.append(.formatting(.strong, Attributes())) }
        if marks.contains(.delete) {
            wrappers.append(.formatting(.strikethrough, Attributes(elementName: "del")))
        } else if marks.contains(.strikethrough) {
            wrappers.append(.formatting(.strikethrough, Attributes()))
        }
        if marks.contains(.insert) {
            wrappers.append(.formatting(.underline, Attributes(elementName: "ins")))
        } else if marks.contains(.underline) {
            wrappers.append(.formatting(.underline, Attributes()))
        }
        if marks.contains(.superscript) { wrappers.append(.formatting(.superscript, Attributes())) }
        if marks.contains(.subscript) { wrappers.append(.formatting(.subscript, Attributes())) }
        if marks.contains(.mark) { wrappers.append(.span(Attributes(elementName: "mark"))) }
        if marks.contains(.small) { wrappers.append(.span(Attributes(elementName: "small"))) }
        if marks.contains(.abbreviation) { wrappers.append(.span(Attributes(elementName: "abbr"))) }
        if marks.contains(.keyboard), !marks.contains(.code) { wrappers.append(.span(Attributes(elementName: "kbd"))) }
        if marks.contains(.math) { wrappers.append(.span(Attributes(classes: ["math"]))) }
        if marks.contains(.spoiler) { wrappers.append(.span(Attributes(classes: ["spoiler"]))) }
    }
}
