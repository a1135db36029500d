#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IO failure, described for the user (`mconv: error: <description>`).
public struct IOError: Error, Sendable, CustomStringConvertible {
    /// `cannot <action> '<path>': <reason>`.
    public let description: String
    /// The `errno` value of the failure.
    public let errorNumber: Int32

    /// The failure of `action` (`read`, `write`) on `path` with `errno` value `errorNumber`.
    public init(_ action: String, _ path: String, errorNumber: Int32) {
        let reason = String(cString: strerror(errorNumber))
        self.errorNumber = errorNumber
        description = "cannot \(action) '\(path)': \(reason)"
    }
}
