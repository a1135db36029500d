/// Why a stylesheet file was rejected: the JSON path of the offending value and what was
/// expected there.
public struct StyleSheetError: Error, CustomStringConvertible, Sendable {
    /// Where in the file, e.g. `kinds.strong.fontWeight`.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
