/// An inline node: text and its formatting inside a block.
///
/// Build sequences with ``InlineBuilder`` (or ``Inline/normalized(_:)``) so adjacent text
/// is merged and empty containers are dropped: two frontends cannot then produce trees
/// that differ only in such trivia. Only the large cases are `indirect`: text, code and
/// formatting are stored inline in their parent's array with no extra allocation.
public enum Inline: Hashable, Sendable {
    /// Literal text (never empty in a normalized sequence).
    case text(String)
    /// A code span.
    case code(String)
    /// A line break that renders as a space or a newline, at the renderer's choice.
    case softBreak
    /// A forced line break (`<br>`).
    case hardBreak
    /// Emphasis (`<em>`).
    case emphasis([Inline])
    /// Strong emphasis (`<strong>`).
    case strong([Inline])
    /// Struck-through text (`<del>`).
    case strikethrough([Inline])
    /// Underlined or inserted text (`<u>`, `<ins>`).
    case underline([Inline])
    /// Superscript (`<sup>`).
    case superscript([Inline])
    /// Subscript (`<sub>`).
    case `subscript`([Inline])
    /// A link around inline content.
    indirect case link(LinkTarget, [Inline])
    /// An image; the inlines are its description (alt text).
    indirect case image(LinkTarget, [Inline])
    /// A generic container that keeps an element the AST does not model.
    indirect case span(Attributes, [Inline])
    /// Raw markup passed through untouched (only trusted renderers emit it as is).
    case raw(RawFormat, String)
    /// A reference to the footnote whose definition has `label`.
    case footnoteReference(label: String)
}
