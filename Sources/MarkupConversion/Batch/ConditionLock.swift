#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex with condition variables, for the batch converters' hand-offs between threads.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let conditionCount: Int

    /// A lock with `conditionCount` condition variables, numbered from 0.
    init(conditionCount: Int) {
        self.conditionCount = conditionCount
        pthread_mutex_init(mutex, nil)
        conditions = .allocate(capacity: conditionCount)
        for index in 0..<conditionCount { pthread_cond_init(conditions + index, nil) }
    }

    deinit {
        for index in 0..<conditionCount { pthread_cond_destroy(conditions + index) }
        conditions.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Releases the lock until condition `index` is signalled (call holding the lock).
    func wait(_ index: Int) { pthread_cond_wait(conditions + index, mutex) }
    /// Wakes one thread waiting on condition `index`.
    func signal(_ index: Int) { pthread_cond_signal(conditions + index) }
    /// Wakes every thread waiting on condition `index`.
    func broadcast(_ index: Int) { pthread_cond_broadcast(conditions + index) }
}
