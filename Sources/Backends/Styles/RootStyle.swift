import MarkupAST

/// The theme defaults every style resolves against: runs.json's `base`.
///
/// Only ``fontSize`` is always set. The app-neutral theme (``StyleSheet/neutral``) leaves the
/// colours and families `nil`, so the app's own label colour and fonts apply; the named themes
/// set them all. Apps that scale text (Dynamic Type, Android font scale) multiply each style's
/// ``ResolvedTextStyle/fontScale`` by their body size (or each `fontSize` by
/// `newBase / fontSize`).
public struct RootStyle: Hashable, Sendable {
    /// A name for the theme, written to runs.json's `base.theme`.
    public var theme: String
    /// Body text size in points (CSS px at 1x, iOS pt, Android sp).
    public var fontSize: Double
    /// The body font families; `nil` leaves the font to the app (generic name `system`).
    public var fontFamily: [String]?
    /// The monospace font families; `nil` leaves them to the app (generic name `monospace`).
    public var monospaceFontFamily: [String]?
    /// The text colour; `nil` leaves it to the app (its label colour, light or dark).
    public var color: RGBAColor?
    public var background: RGBAColor?
    /// Link colour, recorded in `base` for apps that colour links themselves; the link rule of
    /// the stylesheet decides what links actually get.
    public var linkColor: RGBAColor?

    public init(
        theme: String = "custom", fontSize: Double = 16, fontFamily: [String]? = nil,
        monospaceFontFamily: [String]? = nil, color: RGBAColor? = nil,
        background: RGBAColor? = nil, linkColor: RGBAColor? = nil
    ) {
        self.theme = theme
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.monospaceFontFamily = monospaceFontFamily
        self.color = color
        self.background = background
        self.linkColor = linkColor
    }
}
