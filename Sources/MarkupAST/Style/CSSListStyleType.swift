/// A specified `list-style-type` (CSS Lists 3 §3.3; counter styles from CSS Counter
/// Styles 3 §6–§7).
public enum CSSListStyleType: Hashable, Sendable {
    /// The predefined counter styles that `runs.json` and the text backends can draw.
    public enum Predefined: String, Hashable, Sendable, CaseIterable {
        /// `disc` •
        case disc
        /// `circle` ◦
        case circle
        /// `square` ▪
        case square
        /// `decimal` 1, 2, 3
        case decimal
        /// `decimal-leading-zero` 01, 02
        case decimalLeadingZero = "decimal-leading-zero"
        /// `lower-roman` i, ii
        case lowerRoman = "lower-roman"
        /// `upper-roman` I, II
        case upperRoman = "upper-roman"
        /// `lower-alpha` a, b
        case lowerAlpha = "lower-alpha"
        /// `upper-alpha` A, B
        case upperAlpha = "upper-alpha"
        /// `lower-latin`, the same as `lower-alpha`.
        case lowerLatin = "lower-latin"
        /// `upper-latin`, the same as `upper-alpha`.
        case upperLatin = "upper-latin"
        /// `lower-greek` α, β
        case lowerGreek = "lower-greek"
        /// `armenian`
        case armenian
        /// `georgian`
        case georgian
        /// `hebrew`
        case hebrew
        /// `hiragana`
        case hiragana
        /// `katakana`
        case katakana
        /// `cjk-decimal`
        case cjkDecimal = "cjk-decimal"
        /// `disclosure-open` ▾
        case disclosureOpen = "disclosure-open"
        /// `disclosure-closed` ▸
        case disclosureClosed = "disclosure-closed"
    }

    /// `none`: no marker.
    case none
    /// A predefined counter style.
    case predefined(Predefined)
    /// A `<string>` used as the marker as it is (`list-style-type: "–"`).
    case string(String)
    /// Any other counter style name, as written (defined by an `@counter-style` rule this
    /// document cannot have inline; renderers fall back to `decimal` as CSS does).
    case custom(String)
}
