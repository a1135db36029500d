import MarkupAST

/// A property name the inline-style parser understands: a longhand kept in ``InlineStyle``
/// or a shorthand it expands into longhands.
enum CSSPropertyName: Sendable {
    /// A longhand stored as it is.
    case longhand(CSSProperty)
    /// `font` (CSS Fonts 4 §2.7).
    case font
    /// `text-decoration` (CSS Text Decoration 3 §2.4).
    case textDecoration
    /// `background` (CSS Backgrounds 3 §3.10); only its colour is kept.
    case background
    /// `list-style` (CSS Lists 3 §3.5); only its type is kept.
    case listStyle

    /// Every name, ignoring ASCII case. Vendor-prefixed, custom (`--x`) and other
    /// properties are absent and ignored by the parser.
    static let table = CSSKeywordTable<CSSPropertyName>(
        CSSProperty.allCases.map { ($0.rawValue, .longhand($0)) } + [
            ("font", .font), ("text-decoration", .textDecoration), ("background", .background),
            ("list-style", .listStyle),
        ])

    /// The name as written in CSS, for messages.
    var name: String {
        switch self {
        case .longhand(let property): property.rawValue
        case .font: "font"
        case .textDecoration: "text-decoration"
        case .background: "background"
        case .listStyle: "list-style"
        }
    }

    /// The longhands the name sets; a CSS-wide keyword on a shorthand sets each of them.
    var longhands: [CSSProperty] {
        switch self {
        case .longhand(let property): [property]
        case .font: [.fontStyle, .fontWeight, .fontSize, .lineHeight, .fontFamily]
        case .textDecoration: [.textDecorationLine, .textDecorationStyle, .textDecorationColor]
        case .background: [.backgroundColor]
        case .listStyle: [.listStyleType]
        }
    }
}
