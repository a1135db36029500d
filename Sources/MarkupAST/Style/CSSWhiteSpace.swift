/// A specified `white-space` (CSS Text 3 §3): how spaces and newlines collapse and whether
/// lines wrap. The HTML lowering reads it to decide whitespace collapsing.
public enum CSSWhiteSpace: String, Hashable, Sendable, CaseIterable {
    /// Collapse spaces and newlines; wrap.
    case normal
    /// Keep spaces and newlines; do not wrap.
    case pre
    /// Collapse spaces and newlines; do not wrap.
    case nowrap
    /// Keep spaces and newlines; wrap.
    case preWrap = "pre-wrap"
    /// Collapse spaces, keep newlines; wrap.
    case preLine = "pre-line"
    /// Like `pre-wrap`, but preserved spaces take room and can break.
    case breakSpaces = "break-spaces"

    /// Whether runs of spaces and tabs are kept.
    public var preservesSpaces: Bool {
        switch self {
        case .pre, .preWrap, .breakSpaces: true
        case .normal, .nowrap, .preLine: false
        }
    }

    /// Whether newlines are kept as forced line breaks.
    public var preservesNewlines: Bool {
        switch self {
        case .pre, .preWrap, .preLine, .breakSpaces: true
        case .normal, .nowrap: false
        }
    }
}
