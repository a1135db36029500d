import MarkupAST

/// A formatting mark on a piece of text, as the app formats put them on text leaves
/// (ProseMirror `marks`, Portable Text decorators and mark definitions, Contentful `marks`),
/// before ``InlineMarkNester`` turns runs of marked leaves into nested inlines.
///
/// Code is not a mark here: a code-marked leaf becomes ``MarkupAST/Inline/code(_:attributes:)``.
enum InlineMark: Hashable {
    case strong
    case emphasis
    case underline
    case strikethrough
    case superscript
    case `subscript`
    case link(LinkTarget)
    /// An element the AST models as a `span` (a highlight's `mark`, a text colour).
    case span(Attributes)

    /// `children` wrapped in the node this mark stands for.
    func wrap(_ children: [Inline]) -> Inline {
        switch self {
        case .strong: return .strong(children)
        case .emphasis: return .emphasis(children)
        case .underline: return .underline(children)
        case .strikethrough: return .strikethrough(children)
        case .superscript: return .superscript(children)
        case .subscript: return .subscript(children)
        case .link(let target): return .link(target, children)
        case .span(let attributes): return .span(attributes, children)
        }
    }

    /// At most this many marks are applied to one leaf (more would only nest deeper; no
    /// editor schema has as many mark types).
    static let maxPerLeaf = 32
}
