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
    public var role: RunRole
    /// The attachment, footnote and raw-format fields, which few runs have, out of line.
    var rare = SparseFields<TextRunRareFields>()

    /// Index into ``RunsDocument/attachments``.
    public var attachment: Int? {
        get { rare.box?.fields.attachment }
        set { if newValue != nil || rare.box != nil { rare.modify { $0.attachment = newValue } } }
    }
    /// The footnote label when this run is a footnote reference.
    public var footnote: String? {
        get { rare.box?.fields.footnote }
        set { if newValue != nil || rare.box != nil { rare.modify { $0.footnote = newValue } } }
    }
    /// With role ``RunRole/raw``: the format of the unrendered source (`"html"`).
    public var rawFormat: String? {
        get { rare.box?.fields.rawFormat }
        set { if newValue != nil || rare.box != nil { rare.modify { $0.rawFormat = newValue } } }
    }

    public init(
        text: String, range: TextRange, style: Int, block: Int, link: Int? = nil, attachment: Int? = nil,
        role: RunRole = .text, footnote: String? = nil, rawFormat: String? = nil
    ) {
        self.text = text
        self.range = range
        self.style = style
        self.block = block
        self.link = link
        self.role = role
        if attachment != nil || footnote != nil || rawFormat != nil {
            rare.modify {
                $0.attachment = attachment
                $0.footnote = footnote
                $0.rawFormat = rawFormat
            }
        }
    }
}
