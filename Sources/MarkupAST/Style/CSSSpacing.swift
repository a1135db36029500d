/// A specified `letter-spacing` or `word-spacing` (CSS Text 3 §8).
public enum CSSSpacing: Hashable, Sendable {
    /// `normal`: no extra spacing.
    case normal
    /// Extra spacing, possibly negative; a percentage for `word-spacing` is of the space
    /// width (CSS Text 4).
    case length(CSSLength)
}
