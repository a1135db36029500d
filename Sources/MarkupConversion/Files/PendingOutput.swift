#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output whose bytes are written into an unnamed file beside its target but not yet put
/// in place (``OutputFile/prepare(_:for:)``); ``OutputFile/commit(_:)`` syncs and names a
/// whole group at once. Dropped without a commit (an error, a crash, `kill -9`), the unnamed
/// file simply vanishes: nothing partial is ever visible.
package final class PendingOutput: @unchecked Sendable {
    /// The unnamed file.
    let descriptor: Int32
    /// The path it will replace (after following symbolic links).
    let path: String
    /// The file system it lives on (one sync per file system).
    let device: UInt64
    private var isOpen = true

    init(descriptor: Int32, path: String, device: UInt64) {
        self.descriptor = descriptor
        self.path = path
        self.device = device
    }

    deinit { close() }

    /// Closes the file (an unnamed one is then gone).
    func close() {
        guard isOpen else { return }
        isOpen = false
        _ = Glibc.close(descriptor)
    }
}
