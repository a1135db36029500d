/// The typed value of one ``StyleDeclaration``; the case names the property, so a value can
/// never belong to the wrong property.
///
/// Consumers `switch` over it exhaustively; a new property becomes a compile error in every
/// place that must handle it.
public enum StyleValue: Hashable, Sendable {
    /// `color`.
    case color(CSSColor)
    /// `background-color`.
    case backgroundColor(CSSColor)
    /// `font-family`: a non-empty list in priority order.
    case fontFamily([CSSFontFamily])
    /// `font-size`.
    case fontSize(CSSFontSize)
    /// `font-style`.
    case fontStyle(CSSFontStyle)
    /// `font-weight`.
    case fontWeight(CSSFontWeight)
    /// `line-height`.
    case lineHeight(CSSLineHeight)
    /// `letter-spacing`.
    case letterSpacing(CSSSpacing)
    /// `word-spacing`.
    case wordSpacing(CSSSpacing)
    /// `text-align`.
    case textAlign(CSSTextAlign)
    /// `text-decoration-line`.
    case textDecorationLine(CSSTextDecorationLine)
    /// `text-decoration-style`.
    case textDecorationStyle(CSSTextDecorationStyle)
    /// `text-decoration-color`.
    case textDecorationColor(CSSColor)
    /// `text-transform`.
    case textTransform(CSSTextTransform)
    /// `vertical-align`.
    case verticalAlign(CSSVerticalAlign)
    /// `list-style-type`.
    case listStyleType(CSSListStyleType)
    /// `white-space`.
    case whiteSpace(CSSWhiteSpace)
    /// `display`.
    case display(CSSDisplay)
    /// A CSS-wide keyword (`inherit`, `initial`…) for any property.
    case cssWide(CSSProperty, CSSWideKeyword)

    /// The property this value is for.
    public var property: CSSProperty {
        switch self {
        case .color: .color
        case .backgroundColor: .backgroundColor
        case .fontFamily: .fontFamily
        case .fontSize: .fontSize
        case .fontStyle: .fontStyle
        case .fontWeight: .fontWeight
        case .lineHeight: .lineHeight
        case .letterSpacing: .letterSpacing
        case .wordSpacing: .wordSpacing
        case .textAlign: .textAlign
        case .textDecorationLine: .textDecorationLine
        case .textDecorationStyle: .textDecorationStyle
        case .textDecorationColor: .textDecorationColor
        case .textTransform: .textTransform
        case .verticalAlign: .verticalAlign
        case .listStyleType: .listStyleType
        case .whiteSpace: .whiteSpace
        case .display: .display
        case .cssWide(let property, _): property
        }
    }
}
