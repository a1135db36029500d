/// A mistake in how `mconv` was called: reported as `mconv: error: …`, exit code 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}
