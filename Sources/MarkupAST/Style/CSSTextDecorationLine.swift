/// A specified `text-decoration-line` (CSS Text Decoration 3 §2.1): a set of lines; the
/// empty set is `none`.
public struct CSSTextDecorationLine: OptionSet, Hashable, Sendable {
    /// The bits, one per line kind.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `underline`.
    public static let underline = CSSTextDecorationLine(rawValue: 1 << 0)
    /// `overline`.
    public static let overline = CSSTextDecorationLine(rawValue: 1 << 1)
    /// `line-through`.
    public static let lineThrough = CSSTextDecorationLine(rawValue: 1 << 2)
    /// `blink` (valid; user agents need not blink).
    public static let blink = CSSTextDecorationLine(rawValue: 1 << 3)

    /// `none`.
    public static let none: CSSTextDecorationLine = []
}
