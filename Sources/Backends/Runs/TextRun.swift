/// A maximal stretch of text with one style, one leaf block, and at most one link and one
/// attachment. Concatenating all run texts gives the document string.
public struct TextRun: Hashable, Sendable {
    /// Never empty. For an attachment, exactly U+FFFC.
    public var text: String
    public var range: TextRange
    /// Index into ``RunsDocument/styles``.
    public var style: Int
    /// Index into ``RunsDocument/blocks``; always a leaf block.
    public var block: Int
    /// Index into ``RunsDocument/links``.
    public var link: Int?
    /// Index into ``RunsDocument/attachments``.
    public var attachment: Int?
    public var role: RunRole
    /// The footnote label when this run is a footnote reference.
    public var footnote: String?
    /// With role ``RunRole/raw``: the format of the unrendered source (`"html"`).
    public var rawFormat: String?

    public init(
        text: String, range: TextRange, style: Int, block: Int, link: Int? = nil, attachment: Int? = nil,
        role: RunRole = .text, footnote: String? = nil, rawFormat: String? = nil
    ) {
        self.text = text
        self.range = range
        self.style = style
        self.block = block
        self.link = link
        self.attachment = attachment
        self.role = role
        self.footnote = footnote
        self.rawFormat = rawFormat
    }
}
