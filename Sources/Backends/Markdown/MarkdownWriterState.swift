/// What the block and inline writers of one document share: the link reference
/// definitions (with ``MarkdownRenderOptions/LinkStyle/reference``) and how many embedded
/// media were written as links, for the `embed-converted` note.
final class MarkdownWriterState {
    /// `nil` with inline links.
    let references: MarkdownLinkReferences?
    /// Embedded media written as links.
    var embedsConverted = 0

    init(options: MarkdownRenderOptions) {
        references = options.linkStyle == .reference ? MarkdownLinkReferences() : nil
    }
}
