/// Lets the threads of a batch run one step in the plan's order (item 0's, then item 1's…)
/// while everything else runs in parallel: media extraction names copies in the order
/// images are met, so names must not depend on which thread is faster.
///
/// Every turn must be taken exactly once (``take(_:_:)`` with an empty body for an item that
/// has nothing to do), or later turns wait forever. Items are handed out in order, so the
/// thread holding turn `n` never waits for a later one.
final class TurnGate: @unchecked Sendable {
    private let lock = ConditionLock(conditionCount: 1)
    private var next = 0

    /// Waits for turn `turn`, runs `body`, and lets turn `turn + 1` go.
    func take<Result>(_ turn: Int, _ body: () -> Result) -> Result {
        lock.lock()
        while next != turn { lock.wait(0) }
        lock.unlock()
        let result = body()
        lock.withLock { next += 1 }
        lock.broadcast(0)
        return result
    }
}
