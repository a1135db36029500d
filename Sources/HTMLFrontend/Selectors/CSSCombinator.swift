/// How two compound selectors of a ``CSSComplexSelector`` relate (Selectors 4 §16).
public enum CSSCombinator: Hashable, Sendable {
    /// `a b`: the right one is a descendant of the left one.
    case descendant
    /// `a > b`: the right one is a child of the left one.
    case child
    /// `a + b`: the right one is the element sibling right after the left one.
    case nextSibling
    /// `a ~ b`: the right one is an element sibling somewhere after the left one.
    case subsequentSibling
}
