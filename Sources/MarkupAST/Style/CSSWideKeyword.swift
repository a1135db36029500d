/// The CSS-wide keywords every property accepts (CSS Cascade 5 §7.3).
///
/// They are resolved by the style system, not the parser: `inherit` takes the parent's
/// value, `initial` the property's initial value, `unset` acts as `inherit` for inherited
/// properties and `initial` otherwise, `revert`/`revert-layer` roll back a cascade origin or
/// layer (for inline styles, to the user-agent or app stylesheet).
public enum CSSWideKeyword: String, Hashable, Sendable, CaseIterable {
    /// `inherit`.
    case inherit
    /// `initial`.
    case initial
    /// `unset`.
    case unset
    /// `revert`.
    case revert
    /// `revert-layer`.
    case revertLayer = "revert-layer"
}
