import MarkupAST

/// A formatting mark as the app JSON writers (ProseMirror, Portable Text, Contentful) put it
/// on a text leaf. Cases are declared in the order the writers list a leaf's marks (the rank
/// order of the ProseMirror schema in docs/prosemirror.md), so output does not depend on how
/// the source nested its formatting.
enum AppMark: Hashable, Comparable {
    case link(LinkTarget)
    /// A Contentful entry, asset or resource link, or an inline embed, as the Contentful
    /// reader keeps them (a `span` with a `contentful-<nodeType>` class); only the Contentful
    /// writer holds it.
    case contentfulReference(Attributes)
    case strong
    case emphasis
    case underline
    case strikethrough
    case code
    case `subscript`
    case superscript
    /// A highlight (`<mark>`), with its background colour if it had one.
    case highlight(CSSColor?)
    /// A text colour (`<span style="color: …">`).
    case color(CSSColor)

    private var rank: Int {
        switch self {
        case .link, .contentfulReference: return 0
        case .strong: return 1
        case .emphasis: return 2
        case .underline: return 3
        case .strikethrough: return 4
        case .code: return 5
        case .subscript: return 6
        case .superscript: return 7
        case .highlight: return 8
        case .color: return 9
        }
    }

    static func < (lhs: AppMark, rhs: AppMark) -> Bool { lhs.rank < rhs.rank }
}
