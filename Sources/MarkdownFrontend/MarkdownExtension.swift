/// A GitHub-Flavored-Markdown extension of cmark-gfm, or front matter (read by mconv itself,
/// before cmark-gfm sees the text).
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
    /// A leading YAML (`---`) or TOML (`+++`) block is the document's
    /// ``MarkupAST/FrontMatter``, not a thematic break and a heading (see
    /// ``MarkupAST/FrontMatter/leading(in:)`` for what counts as one).
    case frontMatter = "front_matter"

    /// All seven extensions: GitHub Flavored Markdown, with front matter as GitHub and the
    /// static site generators read it.
    public static let gfm: Set<MarkdownExtension> = Set(allCases)

    /// Orders by declaration, for stable messages.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The position of this case in ``allCases``.
    var ordinal: Int {
        switch self {
        case .table: 0
        case .strikethrough: 1
        case .autolink: 2
        case .tagfilter: 3
        case .tasklist: 4
        case .footnotes: 5
        case .frontMatter: 6
        }
    }
}
