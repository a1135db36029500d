/// A mistake in how `mconv` was called: reported as `mconv: error: …`, exit code 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// Input that strict mode rejects: exit code 65.
struct InputDataError: Error, CustomStringConvertible {
    let description: String
}
