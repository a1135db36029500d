/// What every frontend returns: the document and what it had to say about the input.
///
/// Parsing never fails on content; problems with the input become ``diagnostics``.
public struct ParseResult: Hashable, Sendable {
    /// The parsed document.
    public var document: Document
    /// Repairs, dropped constructs and limits hit, in input order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
