/// What a ``MarkupConverter`` writes.
public enum TargetFormat: String, Hashable, Sendable, CaseIterable {
    /// Attributed runs as JSON (docs/runs-format.md).
    case runsJSON = "runs.json"
    /// Sanitized HTML.
    case html
    /// GitHub Flavored Markdown.
    case markdown
    /// CommonMark (GFM-only constructs fall back to HTML).
    case commonMark = "commonmark"
    /// Readable plain text, markup stripped.
    case plainText = "text"
}
