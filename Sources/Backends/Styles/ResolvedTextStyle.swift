import MarkupAST

/// A run's fully resolved character style: every field a renderer needs, no inheritance
/// left to do. One entry of runs.json's `styles` table.
///
/// Colours and font families are present only where the content or the stylesheet chose
/// them: under the app-neutral default theme (``StyleSheet/neutral``) text nobody coloured has
/// no ``color``, so the app's own label colour applies, in light and dark mode alike. The
/// named themes (``StyleSheet/githubLight``, ``StyleSheet/githubDark``) resolve every colour.
public struct ResolvedTextStyle: Hashable, Sendable {
    /// Hashes the fields that usually tell styles apart (size, weight, colour, marks, flags);
    /// equality still compares every field. Style tables are looked up once per styled
    /// element, so this keeps the lookup cheap.
    public func hash(into hasher: inout Hasher) {
        Self.hashDistinguishing(marks: marks, fontSize: fontSize, fontWeight: fontWeight, italic: italic, monospace: monospace, color: color, into: &hasher)
    }

    /// The hash of the fields that usually tell styles apart, shared with the runs builder's
    /// ``CompactTextStyle``.
    static func hashDistinguishing(
        marks: InlineMarks, fontSize: Double, fontWeight: Int, italic: Bool, monospace: Bool, color: RGBAColor?, into hasher: inout Hasher
    ) {
        let color = color.map { UInt32($0.red) << 24 | UInt32($0.green) << 16 | UInt32($0.blue) << 8 | UInt32($0.alpha) } ?? 0x0100
        let flags = UInt32(marks.rawValue) << 16 | UInt32(truncatingIfNeeded: fontWeight) << 2 | (italic ? 2 : 0) | (monospace ? 1 : 0)
        hasher.combine(UInt64(color) << 32 | UInt64(flags))
        hasher.combine(fontSize)
    }

    public var marks: InlineMarks
    /// The size in points, resolved against the theme's base size (``RootStyle/fontSize``).
    public var fontSize: Double
    /// ``fontSize`` relative to the theme's base size (`2` for a 32 pt heading on a 16 pt
    /// base, `0.85` for code), to four decimals: apps that scale text (Dynamic Type, Android
    /// font scale) multiply it by their own body size.
    public var fontScale: Double
    /// CSS scale, 1…1000.
    public var fontWeight: Int
    public var italic: Bool
    public var monospace: Bool
    /// Only when it differs from the theme's family (``RootStyle/fontFamily``, or
    /// ``RootStyle/monospaceFontFamily`` for monospace text).
    public var fontFamily: [String]?
    /// The text colour; `nil` when neither the content nor the theme chose one (the app's
    /// label colour applies).
    public var color: RGBAColor?
    public var background: RGBAColor?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    public var baselineOffset: Double?
    public var script: MarkupStyle.Script?
    public var kern: Double?
    public var lang: String?

    public init(
        marks: InlineMarks = [], fontSize: Double, fontScale: Double = 1, fontWeight: Int = 400, italic: Bool = false,
        monospace: Bool = false, fontFamily: [String]? = nil, color: RGBAColor? = nil, background: RGBAColor? = nil,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: Double? = nil,
        script: MarkupStyle.Script? = nil, kern: Double? = nil, lang: String? = nil
    ) {
        self.marks = marks
        self.fontSize = fontSize
        self.fontScale = fontScale
        self.fontWeight = fontWeight
        self.italic = italic
        self.monospace = monospace
        self.fontFamily = fontFamily
        self.color = color
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.script = script
        self.kern = kern
        self.lang = lang
    }
}
