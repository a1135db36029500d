#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs independent work on several threads and hands the results back **in input order**,
/// with a bounded number of items in flight: the engine of directory conversion and of
/// `--jsonl` streaming.
///
/// - a producer thread pulls items from `produce` (it may block, reading a pipe) and stops
///   while `window` items are produced but not yet delivered, so memory stays bounded
///   however long the input is;
/// - `jobs` worker threads run `work`, each item independently;
/// - the calling thread receives every result, in the order the items were produced, through
///   `deliver`, as soon as it and all before it are done.
///
/// With `jobs` 1 (or when the system refuses threads) everything runs on the calling thread,
/// one item at a time: the same results in the same order.
package enum OrderedParallelMap {
    /// The number of processors online (at least 1): the default number of jobs.
    package static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Maps every item `produce` returns (until `nil`) through `work` on `jobs` threads and
    /// passes the outputs to `deliver` in order. `window` (default `2 × jobs`) bounds the items
    /// produced and not yet delivered.
    package static func run<Item: Sendable, Output: Sendable>(
        jobs: Int, window: Int? = nil,
        produce: @escaping @Sendable () -> Item?,
        work: @escaping @Sendable (Item) -> Output,
        deliver: (Output) -> Void
    ) {
        let jobs = max(1, jobs)
        if jobs > 1 {
            let state = SharedState<Item, Output>(window: max(jobs, window ?? 2 * jobs))
            if state.start(jobs: jobs, produce: produce, work: work) {
                state.deliverAll(deliver)
                return
            }
        }
        while let item = produce() { deliver(work(item)) }
    }

    /// The queues the threads share, under one lock.
    private final class SharedState<Item: Sendable, Output: Sendable>: @unchecked Sendable {
        private static var workAvailable: Int { 0 }
        private static var resultAvailable: Int { 1 }
        private static var spaceAvailable: Int { 2 }

        private let lock = ConditionLock(conditionCount: 3)
        private let window: Int
        private var pending: [(index: Int, item: Item)] = []
        private var pendingStart = 0
        private var results: [Int: Output] = [:]
        private var produced = 0
        private var delivered = 0
        private var isExhausted = false
        private var threads: [WorkerThread] = []

        init(window: Int) {
            self.window = window
        }

        /// Starts the producer and the workers; `false` when not even one worker and the
        /// producer could be started (nothing was consumed from `produce` then).
        func start(jobs: Int, produce: @escaping @Sendable () -> Item?, work: @escaping @Sendable (Item) -> Output) -> Bool {
            for _ in 0..<jobs {
                guard let thread = WorkerThread({ [self] in runWorker(work) }) else { break }
                threads.append(thread)
            }
            guard !threads.isEmpty, let producer = WorkerThread({ [self] in runProducer(produce) }) else {
                lock.withLock {
                    isExhausted = true
                    lock.broadcast(Self.workAvailable)
                }
                for thread in threads { thread.join() }
                return false
            }
            threads.append(producer)
            return true
        }

        /// Delivers every result in order on the calling thread, then joins the threads.
        func deliverAll(_ deliver: (Output) -> Void) {
            while true {
                lock.lock()
                while results[delivered] == nil && !(isExhausted && delivered == produced) {
                    lock.wait(Self.resultAvailable)
                }
                guard let output = results.removeValue(forKey: delivered) else {
                    lock.unlock()
                    break
                }
                delivered += 1
                lock.signal(Self.spaceAvailable)
                lock.unlock()
                deliver(output)
            }
            for thread in threads { thread.join() }
        }

        private func runProducer(_ produce: () -> Item?) {
            while true {
                lock.lock()
                while produced - delivered >= window { lock.wait(Self.spaceAvailable) }
                lock.unlock()
                let item = produce()
                lock.lock()
                if let item {
                    pending.append((produced, item))
                    produced += 1
                    lock.signal(Self.workAvailable)
                    lock.unlock()
                } else {
                    isExhausted = true
                    lock.broadcast(Self.workAvailable)
                    lock.broadcast(Self.resultAvailable)
                    lock.unlock()
                    return
                }
            }
        }

        private func runWorker(_ work: (Item) -> Output) {
            while true {
                lock.lock()
                while pendingStart == pending.count && !isExhausted { lock.wait(Self.workAvailable) }
                guard pendingStart < pending.count else {
                    lock.unlock()
                    return
                }
                let next = pending[pendingStart]
                pendingStart += 1
                if pendingStart == pending.count {
                    pending.removeAll(keepingCapacity: true)
                    pendingStart = 0
                }
                lock.unlock()
                let output = work(next.item)
                lock.lock()
                results[next.index] = output
                lock.signal(Self.resultAvailable)
                lock.unlock()
            }
        }
    }
}
