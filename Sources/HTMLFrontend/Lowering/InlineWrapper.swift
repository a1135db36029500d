import MarkupAST

/// Formatting of a phrasing element that holds blocks, repeated around each paragraph
/// inside it: `<a href=u><h3>T</h3><p>x</p></a>` becomes a heading and a paragraph whose
/// content is each a link to `u`, the way the browser makes both clickable.
///
/// A block frame's wrappers are a set: at most one of each kind (`<b><div><b><p>` is bold
/// once), and an inner link replaces an outer one (a nested link is what a click follows).
/// So the list stays shorter than the number of kinds, whatever the nesting.
enum InlineWrapper: Hashable {
    case strong
    case emphasis
    case underline
    case strikethrough
    case superscript
    case `subscript`
    case link(LinkTarget)

    /// The wrapper for `format`, or `nil` when the format cannot wrap block content.
    init?(_ format: InlineFormat, target: LinkTarget?) {
        switch format {
        case .strong: self = .strong
        case .emphasis, .namedEmphasis: self = .emphasis
        case .underline: self = .underline
        case .strikethrough: self = .strikethrough
        case .superscript: self = .superscript
        case .subscript: self = .subscript
        case .link:
            guard let target else { return nil }
            self = .link(target)
        case .code, .namedCode: return nil
        }
    }

    /// `inlines` inside this wrapper.
    func wrap(_ inlines: [Inline]) -> Inline {
        switch self {
        case .strong: return .strong(inlines)
        case .emphasis: return .emphasis(inlines)
        case .underline: return .underline(inlines)
        case .strikethrough: return .strikethrough(inlines)
        case .superscript: return .superscript(inlines)
        case .subscript: return .subscript(inlines)
        case .link(let target): return .link(target, inlines)
        }
    }

    private var isLink: Bool {
        if case .link = self { return true }
        return false
    }

    /// `wrappers` with `wrapper` added innermost, unless one of its kind is there already;
    /// a link replaces the link that is there.
    static func adding(_ wrapper: InlineWrapper, to wrappers: [InlineWrapper]) -> [InlineWrapper] {
        if wrapper.isLink {
            return wrappers.filter { !$0.isLink } + [wrapper]
        }
        return wrappers.contains(wrapper) ? wrappers : wrappers + [wrapper]
    }

    /// `inlines` inside the first `limit` of `wrappers` (outermost first).
    static func apply(_ wrappers: [InlineWrapper], limit: Int, to inlines: [Inline]) -> [Inline] {
        guard !inlines.isEmpty, limit > 0, !wrappers.isEmpty else { return inlines }
        var result = inlines
        for wrapper in wrappers.prefix(limit).reversed() {
            result = [wrapper.wrap(result)]
        }
        return result
    }
}
