/// A link target. A link over several differently styled runs is one entry that each of
/// those runs points at.
public struct RunsLink: Hashable, Sendable {
    /// How the source wrote the link, for writers that round-trip it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case inline, reference, autolink, email, anchor
    }

    /// Passed through the same scheme check as the sanitized HTML backend; a fragment-only
    /// href points at a block ``RunsBlock/anchor``.
    public var href: String
    public var title: String?
    public var kind: Kind?

    public init(href: String, title: String? = nil, kind: Kind? = nil) {
        self.href = href
        self.title = title
        self.kind = kind
    }
}
