/// A specified `font-style` (CSS Fonts 4 §2.4).
public enum CSSFontStyle: Hashable, Sendable {
    /// `normal`.
    case normal
    /// `italic`.
    case italic
    /// `oblique`, with its angle in degrees (−90…90) when one was given.
    case oblique(degrees: Double?)
}
