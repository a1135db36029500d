internal import CCmarkGFM
import Synchronization

/// Guards the two pieces of process-wide state inside cmark-gfm, so that `MarkdownParser`
/// is safe to use from many threads at once.
///
/// 1. Inline parsing (inside `cmark_parser_finish`) marks each attached extension's special
///    characters (`~`, `:`, `w`, `@`…) in a global table on entry and clears them on exit
///    (`cmark_manage_extensions_special_characters`; github/cmark-gfm#176). Two parses in
///    that phase at once make each other miss strikethrough and autolinks, so the phase runs
///    under ``withInlinePhase(_:)``. Block parsing (`cmark_parser_feed`) and our conversion
///    still run in parallel.
/// 2. The arena allocator is one global arena; parses that use it run one at a time under
///    ``withArena(_:)``.
enum CmarkGlobalState {
    private static let inlinePhaseLock = Mutex(())
    private static let arenaLock = Mutex(())

    /// Runs `body` (a call to `cmark_parser_finish`) while no other parse is in its inline phase.
    static func withInlinePhase<Result>(_ body: () -> Result) -> Result {
        inlinePhaseLock.withLock { _ in body() }
    }

    /// Runs `body` with exclusive use of cmark-gfm's arena allocator, reset afterwards.
    static func withArena<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        arenaLock.withLock { _ in
            defer { cmark_arena_reset() }
            return body(cmark_get_arena_mem_allocator())
        }
    }
}
