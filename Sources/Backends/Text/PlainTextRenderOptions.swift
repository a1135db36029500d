/// Options of ``PlainTextRenderer``; every field has a default.
public struct PlainTextRenderOptions: Hashable, Sendable {
    /// Append ` (url)` after a link's text (not when the text already is the URL).
    /// Defaults to `false`: the text reads as the author wrote it.
    public var showLinkURLs: Bool

    /// Creates options.
    public init(showLinkURLs: Bool = false) {
        self.showLinkURLs = showLinkURLs
    }
}
