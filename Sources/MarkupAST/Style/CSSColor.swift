/// A specified CSS `<color>` value (CSS Color 4 §4).
///
/// Every syntax with a fixed meaning (hex, names, every ``ColorFunction``) is resolved to
/// ``RGBAColor`` by the parser, a colour written outside sRGB gamut-mapped and keeping its
/// original in ``RGBAColor/specified``; only `currentcolor`, which means "the element's
/// `color`", stays symbolic because it can be resolved only during style resolution.
public enum CSSColor: Hashable, Sendable {
    /// A resolved sRGB colour (hex, a named colour, `transparent`, a colour function).
    case rgba(RGBAColor)
    /// `currentcolor` (CSS Color 4 §6.4): the used value of the element's `color`.
    case currentColor
}
