/// The CSS properties an ``InlineStyle`` keeps, by their CSS names.
///
/// Only longhands: the parser expands the shorthands it understands (`font`,
/// `text-decoration`, `background`, `list-style`) into these, as CSSOM does, so every
/// consumer reads one form. Properties not listed are dropped by the parser.
public enum CSSProperty: String, Hashable, Sendable, CaseIterable {
    /// `color` (CSS Color 4 §3.1).
    case color
    /// `background-color` (CSS Backgrounds 3 §3.2).
    case backgroundColor = "background-color"
    /// `font-family` (CSS Fonts 4 §2.1).
    case fontFamily = "font-family"
    /// `font-size` (CSS Fonts 4 §2.5).
    case fontSize = "font-size"
    /// `font-style` (CSS Fonts 4 §2.4).
    case fontStyle = "font-style"
    /// `font-weight` (CSS Fonts 4 §2.2).
    case fontWeight = "font-weight"
    /// `line-height` (CSS 2.1 §10.8.1).
    case lineHeight = "line-height"
    /// `letter-spacing` (CSS Text 3 §8.2).
    case letterSpacing = "letter-spacing"
    /// `word-spacing` (CSS Text 3 §8.1).
    case wordSpacing = "word-spacing"
    /// `text-align` (CSS Text 3 §7.1).
    case textAlign = "text-align"
    /// `text-decoration-line` (CSS Text Decoration 3 §2.1).
    case textDecorationLine = "text-decoration-line"
    /// `text-decoration-style` (CSS Text Decoration 3 §2.3).
    case textDecorationStyle = "text-decoration-style"
    /// `text-decoration-color` (CSS Text Decoration 3 §2.2).
    case textDecorationColor = "text-decoration-color"
    /// `text-transform` (CSS Text 3 §2.1).
    case textTransform = "text-transform"
    /// `vertical-align` (CSS 2.1 §10.8.1).
    case verticalAlign = "vertical-align"
    /// `list-style-type` (CSS Lists 3 §3.3).
    case listStyleType = "list-style-type"
    /// `white-space` (CSS Text 3 §3).
    case whiteSpace = "white-space"
    /// `display` (CSS Display 3 §2).
    case display

    /// Whether the property is inherited by default (the "Inherited" line of its
    /// definition); the style system uses it for `unset` and for inheritance.
    public var isInherited: Bool {
        switch self {
        case .color, .fontFamily, .fontSize, .fontStyle, .fontWeight, .lineHeight, .letterSpacing, .wordSpacing,
            .textAlign, .textTransform, .listStyleType, .whiteSpace:
            true
        case .backgroundColor, .textDecorationLine, .textDecorationStyle, .textDecorationColor, .verticalAlign,
            .display:
            false
        }
    }
}
