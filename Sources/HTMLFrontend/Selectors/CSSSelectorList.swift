/// A parsed CSS selector list (`article .content, main > p`), for choosing parts of an HTML
/// document: ``HTMLParseOptions/selection`` converts only the matching elements and
/// ``HTMLParseOptions/removal`` drops them.
///
/// Supported (Selectors 4): type selectors and `*`; `.class`, `#id`; `[attr]`, `[attr=v]`,
/// `[attr~=v]`, `[attr|=v]`, `[attr^=v]`, `[attr$=v]`, `[attr*=v]` with identifier or
/// quoted values and the ` i`/` s` flags; the descendant (white space), child (`>`),
/// next-sibling (`+`) and subsequent-sibling (`~`) combinators; `,` lists; `:not(…)` of
/// compound selectors, `:first-child`, `:last-child`, `:only-child`, `:empty`,
/// `:nth-child(An+B)`, `:nth-last-child(An+B)`. Identifiers
/// and strings take CSS escapes (`\31 0`, `\.`, CSS Syntax 3 §4.3.7) and comments are
/// allowed between tokens. Anything else (pseudo-elements, other pseudo-classes, namespace
/// prefixes) is a ``SelectorSyntaxError``, never a selector that silently matches
/// something else. Class and id selectors compare exactly, as in a no-quirks document.
///
/// The list is a value (`Hashable`, `Sendable`), parsed once and matched against any
/// number of trees.
///
/// ```swift
/// let list = try CSSSelectorList("nav, .ads, [aria-hidden=true]")
/// let dom = HTMLDOMParser().parse("<nav>menu</nav><p>text</p>")
/// let matched = list.matches(in: dom.tree)  // the <nav> element
/// ```
public struct CSSSelectorList: Hashable, Sendable, CustomStringConvertible {
    /// The complex selectors of the list, in source order (at least one).
    public var selectors: [CSSComplexSelector]
    /// The text the list was parsed from.
    public var text: String

    /// Parses `text`.
    /// - Throws: ``SelectorSyntaxError`` with the byte position of the first problem.
    public init(_ text: String) throws(SelectorSyntaxError) {
        var parser = SelectorParser(text)
        selectors = try parser.parseList()
        self.text = text
    }

    /// The source text.
    public var description: String { text }

    /// Every element of `tree` that matches the list, in document order (elements inside
    /// `<template>` contents are not searched, as `querySelectorAll` does not).
    ///
    /// Linear in the tree's size times the number of compound selectors, at any depth and
    /// any number of siblings.
    public func matches(in tree: DOMTree) -> [DOMTree.NodeID] {
        SelectorMatcher(self).matches(in: tree, outermostOnly: false) { _ in false }
    }

    /// The matching elements of `tree` that are not inside another matching element, in
    /// document order: the roots of the parts a selection keeps or a removal drops.
    public func outermostMatches(in tree: DOMTree) -> [DOMTree.NodeID] {
        SelectorMatcher(self).matches(in: tree, outermostOnly: true) { _ in false }
    }
}
