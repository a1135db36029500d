/// The `An+B` argument of `:nth-child()` and `:nth-last-child()` (CSS Syntax 3 §6): an
/// element matches when its 1-based position among its element siblings is `A×n + B` for
/// some integer `n ≥ 0`. `odd` is `2n+1`, `even` is `2n`, `3` is `0n+3`.
public struct CSSNthIndex: Hashable, Sendable {
    /// The step A.
    public var step: Int
    /// The offset B.
    public var offset: Int

    /// Creates `step`n+`offset`.
    public init(step: Int, offset: Int) {
        self.step = step
        self.offset = offset
    }

    /// Whether 1-based `position` is `step×n + offset` for some `n ≥ 0`.
    public func matches(_ position: Int) -> Bool {
        let (distance, overflow) = position.subtractingReportingOverflow(offset)
        guard !overflow else { return false }
        if distance == 0 { return true }
        // n = distance / step must be a whole number ≥ 0: same signs, no remainder.
        guard step != 0, (distance > 0) == (step > 0) else { return false }
        return distance.remainderReportingOverflow(dividingBy: step).partialValue == 0
    }
}
