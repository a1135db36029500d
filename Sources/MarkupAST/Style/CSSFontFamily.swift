/// One entry of a `font-family` list (CSS Fonts 4 §2.1): a family name or a generic family.
public enum CSSFontFamily: Hashable, Sendable {
    /// A generic font family keyword.
    public enum Generic: String, Hashable, Sendable, CaseIterable {
        /// `serif`.
        case serif
        /// `sans-serif`.
        case sansSerif = "sans-serif"
        /// `monospace`.
        case monospace
        /// `cursive`.
        case cursive
        /// `fantasy`.
        case fantasy
        /// `system-ui`: the platform's user-interface font.
        case systemUI = "system-ui"
        /// `ui-serif`.
        case uiSerif = "ui-serif"
        /// `ui-sans-serif`.
        case uiSansSerif = "ui-sans-serif"
        /// `ui-monospace`.
        case uiMonospace = "ui-monospace"
        /// `ui-rounded`.
        case uiRounded = "ui-rounded"
        /// `math`.
        case math
        /// `emoji`.
        case emoji
        /// `fangsong`.
        case fangsong
    }

    /// A family name as written, quotes removed and spaces between words collapsed to one
    /// (`Times New Roman`).
    case named(String)
    /// A generic family, written as an unquoted keyword.
    case generic(Generic)
}
