import MarkupAST

/// The theme defaults every style resolves against: runs.json's `base`.
///
/// Apps that scale text (Dynamic Type, Android font scale) multiply each resolved
/// `fontSize` by `newBase / fontSize`.
public struct RootStyle: Hashable, Sendable {
    /// A name for the theme, written to runs.json's `base.theme`.
    public var theme: String
    /// Body text size in points (CSS px at 1x, iOS pt, Android sp).
    public var fontSize: Double
    public var fontFamily: [String]
    public var monospaceFontFamily: [String]
    public var color: RGBAColor
    public var background: RGBAColor?
    /// Link colour, recorded in `base` for apps that colour links themselves; the link rule of
    /// the stylesheet decides what links actually get.
    public var linkColor: RGBAColor?

    public init(
        theme: String = "custom", fontSize: Double = 16, fontFamily: [String] = ["system"],
        monospaceFontFamily: [String] = ["monospace"], color: RGBAColor = RGBAColor(rgb: 0x000000),
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
