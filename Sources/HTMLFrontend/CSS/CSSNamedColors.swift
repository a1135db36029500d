import MarkupAST

/// The named colours of CSS Color 4 §6.1 (``NamedColors``) in the CSS parser's
/// length-indexed keyword table, for the inline-style hot path.
enum CSSNamedColors {
    /// Names (lower-case) and `0xRRGGBB` values, in the specification's alphabetical order.
    static var entries: [(String, UInt32)] { NamedColors.entries }

    /// The table by name, ignoring ASCII case.
    static let table = CSSKeywordTable(NamedColors.entries.map { ($0.0, RGBAColor(rgb: $0.1)) })
}
