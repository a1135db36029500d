/// The markup a ``MarkupConverter`` reads.
public enum SourceFormat: String, Hashable, Sendable, CaseIterable {
    /// HTML: whole pages or snippets, parsed leniently (WHATWG + the snippet policy).
    case html
    /// GitHub Flavored Markdown (tables, strikethrough, autolinks, task lists, footnotes).
    case markdown
    /// CommonMark without extensions.
    case commonMark = "commonmark"
}
