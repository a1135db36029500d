import MarkupAST

extension MarkdownOutput {
    /// `block` written as the raw HTML block the Markdown writer falls back to where Markdown
    /// has no syntax (no blank line inside, so the HTML block does not end early; element
    /// names and attributes kept to ``SanitizerPolicy/markdownFallback``). A check of the
    /// written Markdown (`MarkupConversion`'s self-check) puts it, as a `.raw(.html, …)`
    /// block, in place of a block whose Markdown did not read back as written.
    public static func htmlFallback(for block: Block) -> String {
        var layout = LineLayout()
        MarkdownHTMLFallback.write(block, to: &layout)
        var bytes = layout.output.bytes
        while bytes.last == 0x0A { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `inlines` with each formatting split around the children whose style takes it away,
    /// looked into through the elements the fallback unwraps, at every level at once,
    /// bottom-up, as the HTML fallback writes it and the HTML reader reads it back however
    /// deep the child is (``SanitizerPolicy/splittingCancelledFormattingThroughout(_:unwrapped:)``):
    /// the Markdown writer writes every inline sequence so, and the self-check compares so,
    /// so a block means the same in Markdown and in HTML.
    public static func splittingCancelledFormattingThroughout(_ inlines: [Inline]) -> [Inline] {
        var unwrapped: [String] = []
        return SanitizerPolicy.markdownFallback.splittingCancelledFormattingThroughout(inlines, unwrapped: &unwrapped)
    }
}
