internal import CCmarkGFM

/// Registers cmark-gfm's core extensions exactly once per process.
///
/// cmark-gfm's own registration guard is not thread-safe; a Swift global is initialized
/// atomically on first use, so routing through it makes concurrent parsers safe.
enum CmarkExtensions {
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Ensures the extensions are registered; cheap after the first call.
    static func registerOnce() {
        _ = registered
    }
}
