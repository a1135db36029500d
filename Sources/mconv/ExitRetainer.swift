/// Values kept alive until the process exits (see ``ExitRetainer``). The CLI is
/// single-threaded; only `ExitRetainer.keepUntilExit` touches it.
nonisolated(unsafe) private var valuesKeptUntilExit: [Any] = []

/// Keeps values alive until the process exits.
///
/// The CLI exits right after writing its output. Tearing a large document tree down node
/// by node cost about a fifth of all instructions of a conversion (measured with callgrind);
/// the operating system reclaims the memory at exit for free. The values stay reachable
/// from a global, so leak checkers (valgrind, LeakSanitizer) do not report them as lost.
enum ExitRetainer {
    /// Retains `value` for the rest of the process's life.
    static func keepUntilExit(_ value: Any) {
        valuesKeptUntilExit.append(value)
    }
}
