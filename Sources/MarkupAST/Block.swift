/// A block-level node: the structure of a document.
///
/// An `enum` (pandoc style) so that every backend handles every case in an exhaustive
/// `switch`: adding a node kind is a compile error everywhere it must be handled.
/// Only the cases with large payloads are `indirect`, so a typical block is stored inline
/// in its parent's array with no extra allocation.
/// Containers hold arrays of children; nesting depth is capped by the frontends (see
/// ``NestingLimit``), so backends may recurse. Element-like cases carry ``Attributes`` (see
/// there for the convention); walk and rebuild children through ``Block/mapChildren(blocks:inlines:)``
/// and the queries in `Block+Traversal.swift`, so that no field is dropped by a hand-written walk.
public enum Block: Hashable, Sendable {
    /// A paragraph of inline content (`<p>`).
    case paragraph([Inline], attributes: Attributes = Attributes())
    /// A heading of `level` 1...6 (`<h1>`…`<h6>`).
    case heading(level: Int, [Inline], attributes: Attributes = Attributes())
    /// A block quote (`<blockquote>`).
    case blockQuote([Block], attributes: Attributes = Attributes())
    /// An ordered or bullet list (`<ol>`, `<ul>`).
    indirect case list(ListStyle, [ListItem], attributes: Attributes = Attributes())
    /// Literal code (`<pre>`); `info` is the fence's info string (empty for indented code),
    /// whose first word is the language.
    indirect case codeBlock(info: String, text: String, attributes: Attributes = Attributes())
    /// A thematic break (`<hr>`).
    case thematicBreak(attributes: Attributes = Attributes())
    /// A table (its attributes are ``Table/attributes``).
    indirect case table(Table)
    /// A generic container that keeps an element the AST does not model (`section`,
    /// `figure`, `dl`, a `div` with attributes), named by ``Attributes/elementName``.
    indirect case div(Attributes, [Block])
    /// Raw markup passed through untouched (only trusted renderers emit it as is).
    case raw(RawFormat, String)
    /// The body of footnote `label`; its number is its position among the document's
    /// footnote definitions.
    case footnoteDefinition(label: String, [Block])
}

extension Block {
    /// The language of a code block: the first word of its info string, or `nil`.
    public static func language(fromInfo info: String) -> String? {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        return word.map(String.init)
    }
}
