import MarkupAST

/// A partial style: the fields a stylesheet rule or an inline `style=` sets, every one
/// optional. Unset fields inherit from the enclosing element, then from the root style.
///
/// Character fields (font, colours, decorations) apply to the text inside; paragraph fields
/// (alignment, spacing, indent) apply to the leaf blocks inside. `spacingBefore` and
/// `spacingAfter` apply only to the leaf block the rule matches, never to its descendants;
/// `indent` adds up through nested containers (a quote in a quote is indented twice).
///
/// ```swift
/// var sheet = StyleSheet.default
/// sheet[.kind(.link)] = MarkupStyle(color: RGBAColor(rgb: 0xD0_3050), underline: TextDecoration(.none))
/// sheet[.className("price")] = MarkupStyle(fontWeight: 700)
/// ```
public struct MarkupStyle: Hashable, Sendable {
    /// A font size: absolute points, or a multiple of the enclosing text's size (`em`).
    public enum FontSize: Hashable, Sendable {
        case points(Double)
        case scale(Double)
    }

    /// Horizontal alignment of a paragraph, as in runs.json.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case start, end, left, right, center, justify
    }

    /// Writing direction of a paragraph.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case ltr, rtl, auto
    }

    /// Line wrapping of a paragraph: `none` for code that scrolls instead of wrapping.
    public enum Wrap: String, Hashable, Sendable, CaseIterable {
        case word, none
    }

    /// Raised or lowered text.
    public enum Script: String, Hashable, Sendable, CaseIterable {
        case `super`, sub
    }

    public var fontSize: FontSize?
    /// CSS weight scale, 1…1000 (400 regular, 700 bold).
    public var fontWeight: Int?
    public var italic: Bool?
    public var monospace: Bool?
    /// Font families in preference order; generic names `system`, `serif`, `monospace`.
    public var fontFamily: [String]? {
        get { names.box?.fields.fontFamily }
        set { if newValue != nil || names.box != nil { names.modify { $0.fontFamily = newValue } } }
    }
    public var color: RGBAColor?
    public var background: RGBAColor?
    /// A pattern of ``TextDecoration/Pattern/none`` removes an inherited underline (CSS
    /// `text-decoration: none` on a link).
    public var underline: TextDecoration?
    /// A pattern of ``TextDecoration/Pattern/none`` removes an inherited strike-through.
    public var strikethrough: TextDecoration?
    /// Points; positive raises the text.
    public var baselineOffset: Double?
    public var script: Script?
    /// Extra spacing between characters, in points.
    public var kern: Double?
    /// BCP 47 language tag.
    public var lang: String? {
        get { names.box?.fields.lang }
        set { if newValue != nil || names.box != nil { names.modify { $0.lang = newValue } } }
    }
    /// The font families and the language, the two fields that are not plain values, kept in
    /// one box that most styles (those without either) do not have: a style is copied several
    /// times per element while a document is resolved, and without references inside it
    /// that copy costs no retains (bench/REPORT.md, eighth pass).
    private var names = SparseFields<MarkupStyleNames>()

    public var alignment: Alignment?
    public var direction: Direction?
    public var lineHeightMultiple: Double?
    public var lineSpacing: Double?
    public var spacingBefore: Double?
    public var spacingAfter: Double?
    /// Extra head indent, in points, for the leaf blocks inside (quotes, list items).
    public var indent: Double?
    public var wrap: Wrap?

    public init(
        fontSize: FontSize? = nil, fontWeight: Int? = nil, italic: Bool? = nil, monospace: Bool? = nil,
        fontFamily: [String]? = nil, color: RGBAColor? = nil, background: RGBAColor? = nil,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil,
        baselineOffset: Double? = nil, script: Script? = nil, kern: Double? = nil, lang: String? = nil,
        alignment: Alignment? = nil, direction: Direction? = nil, lineHeightMultiple: Double? = nil,
        lineSpacing: Double? = nil, spacingBefore: Double? = nil, spacingAfter: Double? = nil,
        indent: Double? = nil, wrap: Wrap? = nil
    ) {
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
        self.alignment = alignment
        self.direction = direction
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
        self.indent = indent
        self.wrap = wrap
    }

    /// Whether no field is set.
    public var isEmpty: Bool {
        fontSize == nil && fontWeight == nil && italic == nil && monospace == nil && fontFamily == nil && color == nil
            && background == nil && underline == nil && strikethrough == nil && baselineOffset == nil && script == nil
            && kern == nil && lang == nil && alignment == nil && direction == nil && lineHeightMultiple == nil
            && lineSpacing == nil && spacingBefore == nil && spacingAfter == nil && indent == nil && wrap == nil
    }

    /// Sets every field `other` sets; fields `other` leaves unset keep their value.
    ///
    /// This is the cascade within one element, so a relative size replaces the one before it
    /// (`<h2 style="font-size:0.5em">` is half the parent's size, as in CSS, not half the
    /// heading's); relative sizes compound only from parent to child.
    public mutating func apply(_ other: MarkupStyle) {
        if let value = other.fontSize { fontSize = value }
        if let value = other.fontWeight { fontWeight = value }
        if let value = other.italic { italic = value }
        if let value = other.monospace { monospace = value }
        if let value = other.fontFamily { fontFamily = value }
        if let value = other.color { color = value }
        if let value = other.background { background = value }
        if let value = other.underline { underline = value }
        if let value = other.strikethrough { strikethrough = value }
        if let value = other.baselineOffset { baselineOffset = value }
        if let value = other.script { script = value }
        if let value = other.kern { kern = value }
        if let value = other.lang { lang = value }
        if let value = other.alignment { alignment = value }
        if let value = other.direction { direction = value }
        if let value = other.lineHeightMultiple { lineHeightMultiple = value }
        if let value = other.lineSpacing { lineSpacing = value }
        if let value = other.spacingBefore { spacingBefore = value }
        if let value = other.spacingAfter { spacingAfter = value }
        if let value = other.indent { indent = value }
        if let value = other.wrap { wrap = value }
    }

    /// This style with `other`'s set fields on top.
    public func applying(_ other: MarkupStyle) -> MarkupStyle {
        var result = self
        result.apply(other)
        return result
    }
}
