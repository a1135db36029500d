/// A GitHub-Flavored-Markdown extension of cmark-gfm.
public enum MarkdownExtension: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Pipe tables.
    case table
    /// `~~struck~~` text.
    case strikethrough
    /// Bare URLs, `www.` links and e-mail addresses become links.
    case autolink
    /// Filters a few dangerous raw HTML tags at render time (see `HTMLRenderOptions`).
    case tagfilter
    /// `- [ ]` / `- [x]` task-list items.
    case tasklist
    /// `[^label]` references and `[^label]:` definitions.
    case footnotes

    /// All six extensions: GitHub Flavored Markdown.
    public static let gfm: Set<MarkdownExtension> = Set(allCases)

    /// Orders by declaration, for stable messages.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
