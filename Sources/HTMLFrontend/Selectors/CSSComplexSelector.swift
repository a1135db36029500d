/// Compound selectors joined by combinators (`article > .content p`), read left to right:
/// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`. An element matches when it
/// matches the last compound and the others relate to it as the combinators say.
public struct CSSComplexSelector: Hashable, Sendable {
    /// At least one compound selector.
    public var compounds: [CSSCompoundSelector]
    /// One fewer than ``compounds``.
    public var combinators: [CSSCombinator]

    /// Creates a complex selector; `combinators.count` must be `compounds.count - 1`.
    public init(compounds: [CSSCompoundSelector], combinators: [CSSCombinator]) {
        self.compounds = compounds
        self.combinators = combinators
    }
}
