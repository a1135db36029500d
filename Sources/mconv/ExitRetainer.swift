/// Keeps a value alive until the process exits.
///
/// The CLI exits right after writing its output. Tearing a large document tree down node
/// by node cost about a fifth of all instructions of a conversion (measured with callgrind);
/// the operating system reclaims the memory at exit for free.
final class ExitRetainer<Value> {
    private let value: Value

    private init(_ value: Value) {
        self.value = value
    }

    /// Retains `value` for the rest of the process's life.
    static func keepUntilExit(_ value: Value) {
        _ = Unmanaged.passRetained(ExitRetainer(value))
    }
}
