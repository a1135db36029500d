import MarkupAST

/// Rich text as styled runs: what `mconv -t runs.json` writes, as a Swift value an app can
/// apply directly (NSAttributedString, Compose AnnotatedString, the web, Flutter).
///
/// The document string is the concatenation of the run texts; every run points at a
/// deduplicated, fully resolved style, at the leaf block it belongs to, and optionally at a
/// link and an attachment. Tables are in order of first use; runs are maximal; the same
/// input always gives the same value. See docs/runs-format.md.
public struct RunsDocument: Hashable, Sendable {
    /// The theme defaults the styles were resolved against.
    public var base: RootStyle
    public var styles: [ResolvedTextStyle]
    public var paragraphStyles: [ResolvedParagraphStyle]
    public var links: [RunsLink]
    public var attachments: [RunsAttachment]
    /// Pre-order; index == block id.
    public var blocks: [RunsBlock]
    public var runs: [TextRun]
    /// The document's title and language when the source declared them.
    public var title: String?
    public var lang: String?
    /// The fields of the source's front matter block (Markdown's leading YAML or TOML), in
    /// order; empty when it had none. Written as `meta.frontMatter`.
    public var frontMatter: [FrontMatter.Field] = []

    public init(
        base: RootStyle, styles: [ResolvedTextStyle] = [], paragraphStyles: [ResolvedParagraphStyle] = [],
        links: [RunsLink] = [], attachments: [RunsAttachment] = [], blocks: [RunsBlock] = [], runs: [TextRun] = []
    ) {
        self.base = base
        self.styles = styles
        self.paragraphStyles = paragraphStyles
        self.links = links
        self.attachments = attachments
        self.blocks = blocks
        self.runs = runs
    }

    /// The document string: all run texts in order.
    public var string: String {
        var result = ""
        result.reserveCapacity(length.utf8)
        for run in runs { result += run.text }
        return result
    }

    /// The length of the document string in every offset kind.
    public var length: TextOffsets { runs.last?.range.end ?? .zero }
}
