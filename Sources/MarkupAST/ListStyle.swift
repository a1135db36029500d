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

    /// Creates a list style.
    public init(kind: Kind, isTight: Bool = true) {
        self.kind = kind
        self.isTight = isTight
    }

    /// The first number of an ordered list, `nil` for bullets.
    public var start: Int? {
        if case .ordered(let start, _) = kind { return start }
        return nil
    }
}
