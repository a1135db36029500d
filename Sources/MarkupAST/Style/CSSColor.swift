/// A specified CSS `<color>` value (CSS Color 4 §4).
///
/// Every syntax with a fixed meaning is resolved to ``RGBAColor`` by the parser; only
/// `currentcolor`, which means "the element's `color`", stays symbolic because it can be
/// resolved only during style resolution.
public enum CSSColor: Hashable, Sendable {
    /// A resolved sRGB colour (hex, `rgb()`, `hsl()`, a named colour, `transparent`).
    case rgba(RGBAColor)
    /// `currentcolor` (CSS Color 4 §6.4): the used value of the element's `color`.
    case currentColor
}
