internal import CCmarkGFM
import Synchronization

/// Serializes use of cmark-gfm's process-wide arena allocator, which is global state in
/// the C library: one arena parse at a time, every other caller waits.
enum CmarkArena {
    private static let lock = Mutex(())

    /// Runs `body` with exclusive use of the arena allocator.
    static func withExclusiveAccess<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        lock.withLock { _ in body(cmark_get_arena_mem_allocator()) }
    }
}
