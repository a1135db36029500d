#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IO failure, described for the user (`mconv: error: <description>`).
struct IOError: Error, CustomStringConvertible {
    let description: String

    init(_ action: String, _ path: String, errorNumber: Int32) {
        let reason = String(cString: strerror(errorNumber))
        description = "cannot \(action) '\(path)': \(reason)"
    }
}
