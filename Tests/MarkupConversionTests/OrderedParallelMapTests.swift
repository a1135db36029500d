import Synchronization
import Testing
@testable import MarkupConversion

/// The thread pool under directory conversion and `--jsonl`: results in input order for any
/// number of jobs, never more than the window in flight, and all items processed.
@Suite("ordered parallel map")
struct OrderedParallelMapTests {
    /// Hands out 0..<count from the producer thread.
    private final class Counter: Sendable {
        let count: Int
        let next = Mutex(0)
        let inFlight = Mutex((now: 0, peak: 0))
        init(count: Int) { self.count = count }
        func produce() -> Int? {
            next.withLock { value in
                guard value < count else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    @Test("results arrive in input order whatever the jobs", arguments: [1, 2, 3, 8])
    func order(jobs: Int) {
        let counter = Counter(count: 2_000)
        var delivered: [Int] = []
        OrderedParallelMap.run(jobs: jobs, produce: { counter.produce() }, work: { item in
            // Uneven work, so later items often finish first.
            var sum = 0
            for value in 0..<((item * 7919) % 500) { sum &+= value }
            return item + (sum & 0)
        }, deliver: { delivered.append($0) })
        #expect(delivered == Array(0..<2_000))
    }

    @Test("no more than the window is produced ahead of delivery")
    func boundedWindow() {
        let counter = Counter(count: 500)
        let produced = Mutex(0)
        var maxAhead = 0
        var deliveredCount = 0
        OrderedParallelMap.run(jobs: 4, window: 6, produce: {
            let item = counter.produce()
            if item != nil { produced.withLock { $0 += 1 } }
            return item
        }, work: { $0 }, deliver: { _ in
            deliveredCount += 1
            maxAhead = max(maxAhead, produced.withLock { $0 } - deliveredCount)
        })
        #expect(deliveredCount == 500)
        #expect(maxAhead <= 6, "at most the window may be produced beyond those delivered")
    }

    @Test("an empty input delivers nothing and returns")
    func empty() {
        var count = 0
        OrderedParallelMap.run(jobs: 4, produce: { Int?.none }, work: { $0 }, deliver: { _ in count += 1 })
        #expect(count == 0)
    }
}
