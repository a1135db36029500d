import MarkupAST

/// Which lists the Markdown writer can number: Markdown counts up in decimal only, so a list
/// that counts down (`<ol reversed>`) or numbers with letters or Roman numerals is written
/// as HTML. One rule for the writer and the Markdown self-check.
public enum MarkdownListNumbering {
    /// Whether a list of `style` is written as HTML because Markdown would change its numbers.
    public static func needsHTML(_ style: ListStyle) -> Bool {
        style.start != nil && (style.isReversed || style.numbering != .decimal)
    }
}
