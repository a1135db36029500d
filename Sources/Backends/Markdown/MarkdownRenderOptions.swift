/// Options of ``MarkdownRenderer``; every field has a default, and the defaults are the safe
/// choices (GitHub Flavored Markdown, `-` bullets, `*`/`**`, backtick fences).
public struct MarkdownRenderOptions: Hashable, Sendable {
    /// Which Markdown dialect to write.
    public enum Flavor: String, Hashable, Sendable, CaseIterable {
        /// GitHub Flavored Markdown: pipe tables, `~~strikethrough~~`, task items, footnotes.
        case gfm
        /// Plain CommonMark: GFM-only constructs fall back to raw HTML (`<del>`, `<table>`,
        /// checkbox `<input>`s, footnote links).
        case commonMark
    }

    /// The character of bullet list markers.
    public enum BulletCharacter: String, Hashable, Sendable, CaseIterable {
        /// `- item`
        case hyphen = "-"
        /// `* item`
        case asterisk = "*"
        /// `+ item`
        case plus = "+"
    }

    /// The delimiter character of emphasis or strong emphasis.
    ///
    /// `*` works inside words and `_` does not, so `_` falls back to `*` where a word
    /// boundary is missing.
    public enum EmphasisCharacter: String, Hashable, Sendable, CaseIterable {
        /// `*em*`, `**strong**`
        case asterisk = "*"
        /// `_em_`, `__strong__`
        case underscore = "_"
    }

    /// The character of code fences.
    public enum FenceCharacter: String, Hashable, Sendable, CaseIterable {
        /// ```` ``` ````
        case backtick = "`"
        /// `~~~`
        case tilde = "~"
    }

    /// The dialect; defaults to ``Flavor/gfm``.
    public var flavor: Flavor
    /// The bullet character; adjacent bullet lists alternate with `*` (or `-`).
    public var bullet: BulletCharacter
    /// The emphasis delimiter (`*em*` by default).
    public var emphasis: EmphasisCharacter
    /// The strong-emphasis delimiter, doubled (`**strong**` by default).
    public var strong: EmphasisCharacter
    /// The code fence character; tildes are used anyway when a backtick info string needs them.
    public var fence: FenceCharacter
    /// In GFM, write text that spells a URL (`https://example.com/a_b`, `www.example.org`)
    /// as it is, so that GFM's autolink extension links it, instead of escaping it so that it
    /// stays text (`https\://example.com/a\_b`). Off by default, so that Markdown parses
    /// back to the same tree; ``MarkupConversion`` turns it on for HTML input, where a bare
    /// URL in text is what its author meant as a link and the escaped form is unreadable.
    /// E-mail addresses in text stay text either way.
    public var linksBareURLs: Bool
    /// Which link targets (`id`, `<a name>`) become `<a id="…"></a>` anchors; every one by
    /// default (see ``MarkdownAnchorPolicy``).
    public var anchors: MarkdownAnchorPolicy
    /// ATX (`## Title`) or setext (`Title` over `===`/`---`) headings; setext applies to
    /// levels 1 and 2 only, deeper headings stay ATX. ATX by default.
    public var headingStyle: HeadingStyle = .atx
    /// The line width paragraphs are wrapped at, in characters (Unicode scalars after the
    /// line's quote and list prefixes); `nil` (the default) never wraps. Lines break only
    /// at a single space outside links, images, code spans, raw HTML, autolinks and `$…$`
    /// formulas, and never before a character that would start a block; headings, table
    /// rows and code stay one line each, so a word longer than the width stays on its line.
    public var lineWidth: Int?
    /// Inline links (`[text](url)`, the default) or reference links (`[text][1]` with the
    /// definitions at the end of the document, one per distinct URL and title).
    public var linkStyle: LinkStyle = .inline
    /// What becomes raw HTML among the elements Markdown has no syntax for (see
    /// ``HTMLKeeping``); ``HTMLKeeping/unknown`` by default.
    public var keepHTML: HTMLKeeping = .unknown
    /// Tables with `colspan`/`rowspan`: an HTML table (the default, lossless), or a pipe
    /// table with the spans expanded into empty cells when it stays readable (see
    /// ``TableSpans``).
    public var tableSpans: TableSpans = .html
    /// Write YAML front matter made from the document's metadata (title, description,
    /// author, date, tags, lang, canonical; the title falls back to the first level-1
    /// heading) when the document has no front matter block of its own. A front matter
    /// block read from Markdown is always written back as it was.
    public var writesFrontMatter = false
    /// How formulas are written: code spans and fenced `math` blocks (the default),
    /// `$…$`/`$$` (``MathStyle/dollars``) or pandoc's HTML (see ``MathStyle``).
    public var math: MathStyle = .code

    /// Creates options.
    public init(
        flavor: Flavor = .gfm,
        bullet: BulletCharacter = .hyphen,
        emphasis: EmphasisCharacter = .asterisk,
        strong: EmphasisCharacter = .asterisk,
        fence: FenceCharacter = .backtick,
        linksBareURLs: Bool = false,
        anchors: MarkdownAnchorPolicy = .all
    ) {
        self.flavor = flavor
        self.bullet = bullet
        self.emphasis = emphasis
        self.strong = strong
        self.fence = fence
        self.linksBareURLs = linksBareURLs
        self.anchors = anchors
    }
}
