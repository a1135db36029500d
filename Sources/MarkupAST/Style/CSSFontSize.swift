/// A specified `font-size` (CSS Fonts 4 §2.5).
public enum CSSFontSize: Hashable, Sendable {
    /// The `<absolute-size>` and `<relative-size>` keywords.
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        /// `xx-small`, 3/5 of `medium`.
        case xxSmall = "xx-small"
        /// `x-small`, 3/4 of `medium`.
        case xSmall = "x-small"
        /// `small`, 8/9 of `medium`.
        case small
        /// `medium`, the user's preferred size (16px by default).
        case medium
        /// `large`, 6/5 of `medium`.
        case large
        /// `x-large`, 3/2 of `medium`.
        case xLarge = "x-large"
        /// `xx-large`, 2 × `medium`.
        case xxLarge = "xx-large"
        /// `xxx-large`, 3 × `medium` (reachable from HTML `<font size=7>`).
        case xxxLarge = "xxx-large"
        /// `smaller`: one step down from the parent's size.
        case smaller
        /// `larger`: one step up from the parent's size.
        case larger

        /// The size relative to `medium` for the absolute keywords (the CSS Fonts 4 §2.5
        /// scaling table), `nil` for `smaller`/`larger`.
        public var scaleFromMedium: Double? {
            switch self {
            case .xxSmall: 3.0 / 5.0
            case .xSmall: 3.0 / 4.0
            case .small: 8.0 / 9.0
            case .medium: 1
            case .large: 6.0 / 5.0
            case .xLarge: 3.0 / 2.0
            case .xxLarge: 2
            case .xxxLarge: 3
            case .smaller, .larger: nil
            }
        }
    }

    /// A non-negative length or percentage of the parent's font size.
    case length(CSSLength)
    /// An absolute or relative size keyword.
    case keyword(Keyword)
}
