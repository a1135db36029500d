/// One parsed CSS declaration: a typed value for one property, and whether it was marked
/// `!important`.
///
/// ```swift
/// let red = StyleDeclaration(.color(.rgba(RGBAColor(rgb: 0xFF0000))))
/// red.property       // .color
/// ```
public struct StyleDeclaration: Hashable, Sendable {
    /// The typed value; its case determines ``property``.
    public var value: StyleValue
    /// Whether the declaration ended in `!important` (CSS Cascade 5 §6.4).
    public var isImportant: Bool

    /// Creates a declaration.
    public init(_ value: StyleValue, isImportant: Bool = false) {
        self.value = value
        self.isImportant = isImportant
    }

    /// The property the declaration sets.
    public var property: CSSProperty { value.property }
}
