/// Walks the top-level component values of a range of collected tokens, stepping over
/// whole blocks and functions.
struct CSSComponentCursor {
    private let tokens: UnsafeBufferPointer<CSSToken>
    /// The index of the current component.
    private(set) var index: Int
    private let end: Int

    init(_ tokens: UnsafeBufferPointer<CSSToken>, _ range: Range<Int>) {
        self.tokens = tokens
        index = range.lowerBound
        end = min(range.upperBound, tokens.count)
    }

    /// Whether no component is left.
    var isAtEnd: Bool { index >= end }

    /// The current component, if any.
    var current: CSSToken? { index < end ? tokens[index] : nil }

    /// Moves past the current component (and its contents, for a block).
    mutating func advance() {
        if index < end { index = max(tokens[index].next, index + 1) }
    }

    /// Returns the current component and its index, and moves past it.
    mutating func take() -> (token: CSSToken, index: Int)? {
        guard index < end else { return nil }
        let taken = (tokens[index], index)
        advance()
        return taken
    }

    /// How many components are left (walks them).
    var remainingCount: Int {
        var copy = self
        var count = 0
        while !copy.isAtEnd {
            count += 1
            copy.advance()
        }
        return count
    }
}
