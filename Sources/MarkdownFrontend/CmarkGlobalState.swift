internal import CCmarkGFM
internal import CCmarkNode
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Guards the process-wide state inside cmark-gfm 0.29, so that `MarkdownParser` is safe
/// to use from many threads at once.
///
/// 1. Inline parsing (inside `cmark_parser_finish`) marks each attached extension's special
///    characters (`~`, `:`, `w`, `@`…) in a global table on entry and clears them on exit
///    (`cmark_manage_extensions_special_characters`; github/cmark-gfm#176). Two parses in
///    that phase at once make each other miss strikethrough and autolinks, so the phase runs
///    under ``withInlinePhase(_:)``.
/// 2. The bump allocator a one-document parse uses (``withArena(_:)``: mconv's chunked
///    memory, `CCmarkChunkedMemory.h`) keeps its chunks in process-wide state, and
///    cmark-gfm's own arena, which it replaced, is one global arena on which the table
///    extension calls `cmark_arena_push`/`cmark_arena_pop` while reading a table header in
///    *every* parse (a table parsed during an arena parse freed the arena's chunks under it,
///    found with AddressSanitizer). So an arena parse excludes every other parse (a write
///    lock), while ordinary parses share a read lock (``withSharedParse(_:)``) and still run
///    in parallel with each other.
enum CmarkGlobalState {
    private static let inlinePhaseLock = Mutex(())
    private static let parseLock = ReadWriteLock()

    /// Runs `body` (a call to `cmark_parser_finish`) while no other parse is in its inline phase.
    static func withInlinePhase<Result>(_ body: () -> Result) -> Result {
        inlinePhaseLock.withLock { _ in body() }
    }

    /// Runs an ordinary (system-allocator) parse; any number may run at once, never while an
    /// arena parse runs.
    static func withSharedParse<Result>(_ body: () -> Result) -> Result {
        parseLock.withReadLock(body)
    }

    /// Runs `body` with exclusive use of the chunked allocator (and of cmark-gfm as a whole);
    /// whatever the parse left allocated is released afterwards.
    static func withArena<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        parseLock.withWriteLock {
            defer { mconv_chunked_memory_reset() }
            return body(mconv_chunked_memory().assumingMemoryBound(to: cmark_mem.self))
        }
    }
}

/// A `pthread_rwlock_t` at a stable address.
private final class ReadWriteLock: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    init() {
        lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(lock, nil)
    }

    func withReadLock<Result>(_ body: () -> Result) -> Result {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return body()
    }

    func withWriteLock<Result>(_ body: () -> Result) -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return body()
    }
}
