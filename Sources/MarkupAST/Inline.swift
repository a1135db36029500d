/// An inline node: text and its formatting inside a block.
///
/// Build sequences with ``InlineBuilder`` (or ``Inline/normalized(_:)``) so adjacent text
/// is merged and empty containers are dropped: two frontends cannot then produce trees
/// that differ only in such trivia. Element-like cases carry ``Attributes`` (see there for the
/// convention). Only the large cases are `indirect`: text, code and
/// formatting are stored inline in their parent's array with no extra allocation.
public enum Inline: Hashable, Sendable {
    /// Literal text (never empty in a normalized sequence).
    case text(String)
    /// A code span (`<code>`; `<kbd>`, `<samp>`, `<tt>` by their ``Attributes/elementName``).
    case code(String, attributes: Attributes = Attributes())
    /// A line break that renders as a space or a newline, at the renderer's choice.
    case softBreak
    /// A forced line break (`<br>`).
    case hardBreak
    /// Emphasis (`<em>`; `<i>`, `<cite>`, `<dfn>`, `<var>` by their element name).
    case emphasis([Inline], attributes: Attributes = Attributes())
    /// Strong emphasis (`<strong>`; `<b>` by its element name).
    case strong([Inline], attributes: Attributes = Attributes())
    /// Struck-through text (Markdown's `~~`; HTML's `<del>`, `<s>`, `<strike>` by their element
    /// name).
    case strikethrough([Inline], attributes: Attributes = Attributes())
    /// Underlined or inserted text (`<u>`; `<ins>` by its element name).
    case underline([Inline], attributes: Attributes = Attributes())
    /// Superscript (`<sup>`).
    case superscript([Inline], attributes: Attributes = Attributes())
    /// Subscript (`<sub>`).
    case `subscript`([Inline], attributes: Attributes = Attributes())
    /// A link around inline content.
    indirect case link(LinkTarget, [Inline])
    /// An image; the inlines are its description (alt text).
    indirect case image(LinkTarget, [Inline])
    /// A generic container that keeps an element the AST does not model (`mark`, `abbr`,
    /// `time`, `small`, a `span` with attributes), named by ``Attributes/elementName``.
    indirect case span(Attributes, [Inline])
    /// Raw markup passed through untouched (only trusted renderers emit it as is).
    case raw(RawFormat, String)
    /// A reference to the footnote whose definition has `label`.
    case footnoteReference(label: String)
}
