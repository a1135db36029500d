/// The format of a raw block or inline that is passed through, not modelled.
public enum RawFormat: String, Hashable, Sendable {
    /// HTML markup, from Markdown's raw HTML or an HTML fallback.
    case html
}
