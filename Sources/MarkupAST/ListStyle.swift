/// How a list is numbered and spaced.
public struct ListStyle: Hashable, Sendable {
    /// Bullet or ordered.
    public enum Kind: Hashable, Sendable {
        /// An unordered list.
        case bullet
        /// An ordered list starting at `start`, with `.` or `)` after the number.
        case ordered(start: Int, delimiter: Delimiter)
    }

    /// The character after an ordered list's number.
    public enum Delimiter: String, Hashable, Sendable {
        /// `1.`
        case period = "."
        /// `1)`
        case parenthesis = ")"
    }

    /// Bullet or ordered.
    public var kind: Kind
    /// Tight lists render items without paragraph spacing.
    public var isTight: Bool
    /// How an ordered list's numbers are written (HTML's `<ol type>`); Markdown has only
    /// ``Numbering/decimal``.
    public var numbering: Numbering
    /// Whether an ordered list counts down (HTML's `<ol reversed>`).
    public var isReversed: Bool

    /// Creates a list style.
    public init(kind: Kind, isTight: Bool = true, numbering: Numbering = .decimal, isReversed: Bool = false) {
        self.kind = kind
        self.isTight = isTight
        self.numbering = numbering
        self.isReversed = isReversed
    }

    /// The first number of an ordered list, `nil` for bullets.
    public var start: Int? {
        if case .ordered(let start, _) = kind { return start }
        return nil
    }
}
