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

    /// The number of the item at `offset` (0 for the first) of an ordered list: counting
    /// up from ``start``, or down when ``isReversed``; `nil` for a bullet list.
    public func ordinal(ofItemAt offset: Int) -> Int? {
        guard let start else { return nil }
        return isReversed ? start - offset : start + offset
    }

    /// The marker of the item at `offset` of an ordered list as the writers print it: its
    /// ordinal in the list's ``numbering`` followed by the delimiter (`3.`, `iv)`); `nil`
    /// for a bullet list, whose bullet each writer chooses.
    public func orderedMarker(ofItemAt offset: Int) -> String? {
        guard case .ordered(_, let delimiter) = kind, let number = ordinal(ofItemAt: offset) else { return nil }
        return numbering.counterText(number) + delimiter.rawValue
    }
}
