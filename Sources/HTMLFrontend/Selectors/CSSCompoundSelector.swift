/// A sequence of simple selectors not separated by a combinator (`div.note#x[data-a]`): an
/// element matches when it matches every part.
public struct CSSCompoundSelector: Hashable, Sendable {
    /// The type selector; `nil` for `*` or when none is written (`.note` is `*.note`).
    public var type: CSSTypeSelector?
    /// The other conditions, in source order.
    public var conditions: [CSSSimpleSelector]

    /// Creates a compound selector; with no type and no conditions it is `*`.
    public init(type: CSSTypeSelector? = nil, conditions: [CSSSimpleSelector] = []) {
        self.type = type
        self.conditions = conditions
    }
}
