import MarkupAST

/// A run's fully resolved character style: every field a renderer needs, no inheritance
/// left to do. One entry of runs.json's `styles` table.
public struct ResolvedTextStyle: Hashable, Sendable {
    public var marks: InlineMarks
    public var fontSize: Double
    /// CSS scale, 1…1000.
    public var fontWeight: Int
    public var italic: Bool
    public var monospace: Bool
    /// Only when it differs from the theme's family (``RootStyle/fontFamily``, or
    /// ``RootStyle/monospaceFontFamily`` for monospace text).
    public var fontFamily: [String]?
    public var color: RGBAColor
    public var background: RGBAColor?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    public var baselineOffset: Double?
    public var script: MarkupStyle.Script?
    public var kern: Double?
    public var lang: String?

    public init(
        marks: InlineMarks = [], fontSize: Double, fontWeight: Int = 400, italic: Bool = false, monospace: Bool = false,
        fontFamily: [String]? = nil, color: RGBAColor, background: RGBAColor? = nil,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: Double? = nil,
        script: MarkupStyle.Script? = nil, kern: Double? = nil, lang: String? = nil
    ) {
        self.marks = marks
        self.fontSize = fontSize
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
