/// Why a sanitizer policy file was rejected: the JSON path of the offending value and what
/// was expected there.
public struct SanitizerPolicyError: Error, CustomStringConvertible, Sendable {
    /// Where in the file, e.g. `attributes.elements.td.colspan`.
    public var path: String
    /// What was wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
