/// A specified `vertical-align` (CSS 2.1 §10.8.1).
public enum CSSVerticalAlign: Hashable, Sendable {
    /// The keyword values.
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        /// `baseline`, the initial value.
        case baseline
        /// `sub`: lowered as a subscript.
        case sub
        /// `super`: raised as a superscript.
        case `super`
        /// `text-top`.
        case textTop = "text-top"
        /// `text-bottom`.
        case textBottom = "text-bottom"
        /// `middle`.
        case middle
        /// `top`.
        case top
        /// `bottom`.
        case bottom
    }

    /// A keyword.
    case keyword(Keyword)
    /// A raise (positive) or lowering (negative) of the baseline; `%` of the line height.
    case length(CSSLength)
}
