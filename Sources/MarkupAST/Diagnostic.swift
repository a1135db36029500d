/// A message about the input that did not stop parsing: a repaired construct, a limit hit,
/// replaced bytes.
///
/// `code` is stable across releases (tests and users filter on it); `message` is for people.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The input was accepted but something was changed or dropped.
        case warning
        /// Purely informational.
        case note
    }

    /// A stable identifier such as `nesting-depth-capped` or `invalid-utf8`.
    public var code: String
    /// How serious it is.
    public var severity: Severity
    /// A one-line human-readable explanation.
    public var message: String
    /// Where in the input it happened, if known.
    public var span: SourceSpan?

    /// Creates a diagnostic.
    public init(code: String, severity: Severity = .warning, message: String, span: SourceSpan? = nil) {
        self.code = code
        self.severity = severity
        self.message = message
        self.span = span
    }

    /// `warning: message [code]`.
    public var description: String { "\(severity.rawValue): \(message) [\(code)]" }
}
