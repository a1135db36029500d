/// A specified `line-height` (CSS 2.1 §10.8.1).
public enum CSSLineHeight: Hashable, Sendable {
    /// `normal`: the font's own spacing.
    case normal
    /// A non-negative multiple of the element's font size (inherited as the number).
    case number(Double)
    /// A non-negative length, or a percentage of the element's font size.
    case length(CSSLength)
}
