/// A specified `text-transform` (CSS Text 3 §2.1).
public enum CSSTextTransform: String, Hashable, Sendable, CaseIterable {
    /// `none`.
    case none
    /// `capitalize`: first letter of each word upper-cased.
    case capitalize
    /// `uppercase`.
    case uppercase
    /// `lowercase`.
    case lowercase
    /// `full-width`.
    case fullWidth = "full-width"
    /// `full-size-kana`.
    case fullSizeKana = "full-size-kana"
}
