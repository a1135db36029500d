/// The cap on container nesting that every frontend enforces.
///
/// Releasing or recursing over a value tree is recursive, so a 100,000-deep input would
/// overflow the stack. Frontends flatten content deeper than ``maxDepth`` into the deepest
/// allowed container and report one ``Diagnostic`` with code ``diagnosticCode``.
public enum NestingLimit {
    /// The default maximum nesting depth of containers.
    public static let defaultMaxDepth = 256
    /// The diagnostic code reported when content was flattened.
    public static let diagnosticCode = "nesting-depth-capped"

    /// The diagnostic reported when nesting beyond `maxDepth` was flattened.
    public static func diagnostic(maxDepth: Int, span: SourceSpan? = nil) -> Diagnostic {
        Diagnostic(
            code: diagnosticCode,
            message: "nesting deeper than \(maxDepth) levels was flattened into the deepest allowed container",
            span: span
        )
    }
}
