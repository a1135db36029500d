import MarkupAST

/// What a conversion produced: the output and everything the parser, the raw-HTML
/// resolution and the renderer had to say, in that order.
public struct ConversionResult<Output: Sendable>: Sendable {
    /// The converted text (`String`) or bytes (`[UInt8]`).
    public var output: Output
    /// Repairs, dropped constructs and limits hit (see ``MarkupAST/Diagnostic``).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(output: Output, diagnostics: [Diagnostic]) {
        self.output = output
        self.diagnostics = diagnostics
    }
}
