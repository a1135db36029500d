/// Why a JSON input file (a stylesheet, a sanitizer policy) was rejected: the JSON path of the
/// offending value and what was expected there.
public struct JSONInputError: Error, CustomStringConvertible, Sendable {
    /// Where in the file, e.g. `kinds.strong.fontWeight` or `attributes.elements.td.colspan`;
    /// empty for the document itself.
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

/// Why a stylesheet file was rejected (see ``JSONInputError``).
public typealias StyleSheetError = JSONInputError

/// Why a sanitizer policy file was rejected (see ``JSONInputError``).
public typealias SanitizerPolicyError = JSONInputError
