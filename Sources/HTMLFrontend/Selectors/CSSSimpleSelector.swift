/// A condition of a ``CSSCompoundSelector`` besides its type: an id, a class, an attribute
/// test or a supported pseudo-class.
public enum CSSSimpleSelector: Hashable, Sendable {
    /// `#name`: the element's `id` is exactly `name`.
    case id(String)
    /// `.name`: one of the words of the element's `class` is exactly `name`.
    case `class`(String)
    /// `[…]`.
    case attribute(CSSAttributeSelector)
    /// `:first-child`: no element sibling before it.
    case firstChild
    /// `:last-child`: no element sibling after it.
    case lastChild
    /// `:only-child`: no element sibling at all.
    case onlyChild
    /// `:empty`: no element children and no text.
    case empty
    /// `:nth-child(An+B)`: its position among its element siblings, counted from 1.
    case nthChild(CSSNthIndex)
    /// `:nth-last-child(An+B)`: the same, counted from the last.
    case nthLastChild(CSSNthIndex)
    /// `:not(a, b)`: matches none of the compound selectors (which hold no `:not` themselves).
    case not([CSSCompoundSelector])
}
