import MarkupAST

/// Formatting of a phrasing element that holds blocks, repeated around each paragraph
/// inside it: `<a href=u><h3>T</h3><p>x</p></a>` becomes a heading and a paragraph whose
/// content is each a link to `u`, the way the browser makes both clickable.
///
/// A block frame's wrappers are a set: at most one of each kind (`<b><div><b><p>` is bold
/// once), and an inner link replaces an outer one (a nested link is what a click follows).
/// So the list stays shorter than the number of kinds, whatever the nesting. Each repeated
/// inline carries the element's attributes except its `id`, which must stay unique (the
/// lowering keeps it on a `.div` around the content instead).
struct InlineWrapper: Hashable {
    /// What the wrapper repeats.
    enum Kind: Hashable {
        case formatting(Inline.Formatting)
        case link(LinkTarget)
    }

    let kind: Kind
    /// The element's attributes (without `id`) for every repetition.
    let attributes: Attributes

    /// The wrapper for `format`, or `nil` when the format cannot wrap block content (code,
    /// whose content is text only).
    init?(_ format: InlineFormat, target: LinkTarget?, attributes: Attributes) {
        switch format {
        case .formatting(let formatting): kind = .formatting(formatting)
        case .link:
            guard let target else { return nil }
            kind = .link(target)
        case .code: return nil
        }
        var attributes = attributes
        if attributes.id != nil { attributes.id = nil }
        self.attributes = attributes
    }

    /// `inlines` inside this wrapper: formatting split around the children whose own style
    /// takes it away, as for the element around inline content (see ``CSSFormatting``), so
    /// `<i><p><span style="font-style:normal">` reads as `<p><i><span …>` does.
    func wrap(_ inlines: [Inline]) -> [Inline] {
        switch kind {
        case .formatting(let formatting): return CSSFormatting.formatted(formatting, inlines, attributes: attributes)
        case .link(let target): return [.link(target, inlines)]
        }
    }

    private var isLink: Bool {
        if case .link = kind { return true }
        return false
    }

    /// Whether `other` repeats the same kind of formatting (links compare as one kind).
    private func isSameKind(as other: InlineWrapper) -> Bool {
        isLink ? other.isLink : kind == other.kind
    }

    /// `wrappers` with `wrapper` added innermost, unless one of its kind is there already;
    /// a link replaces the link that is there.
    static func adding(_ wrapper: InlineWrapper, to wrappers: [InlineWrapper]) -> [InlineWrapper] {
        if wrapper.isLink {
            return wrappers.filter { !$0.isLink } + [wrapper]
        }
        return wrappers.contains(where: wrapper.isSameKind) ? wrappers : wrappers + [wrapper]
    }

    /// `inlines` inside the first `limit` of `wrappers` (outermost first).
    static func apply(_ wrappers: [InlineWrapper], limit: Int, to inlines: [Inline]) -> [Inline] {
        guard !inlines.isEmpty, limit > 0, !wrappers.isEmpty else { return inlines }
        var result = inlines
        for wrapper in wrappers.prefix(limit).reversed() {
            result = wrapper.wrap(result)
        }
        return result
    }
}
