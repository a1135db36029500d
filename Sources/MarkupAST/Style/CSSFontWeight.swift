/// A specified `font-weight` (CSS Fonts 4 §2.2).
///
/// `normal` and `bold` are stored as the numbers they are defined as (400 and 700), so
/// a consumer sees one form; `bolder` and `lighter` depend on the parent's weight.
public enum CSSFontWeight: Hashable, Sendable {
    /// A weight on the 1–1000 scale (400 regular, 700 bold).
    case number(Int)
    /// `bolder`: heavier than the parent's weight.
    case bolder
    /// `lighter`: lighter than the parent's weight.
    case lighter

    /// `normal`, 400.
    public static let normal = CSSFontWeight.number(400)
    /// `bold`, 700.
    public static let bold = CSSFontWeight.number(700)
}
