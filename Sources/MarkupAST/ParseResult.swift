/// What every frontend returns: the document and what it had to say about the input.
///
/// Parsing never fails on content; problems with the input become ``diagnostics``.
public struct ParseResult: Hashable, Sendable {
    /// The parsed document.
    public var document: Document
    /// Repairs, dropped constructs and limits hit, in input order.
    public var diagnostics: [Diagnostic]
    /// Where each raw markup node (`Block.raw`, `Inline.raw`) of ``document`` starts in the
    /// input, in document order; empty when the frontend keeps no such map. A later pass
    /// over the raw markup (resolving raw HTML inside Markdown) uses it to give its own
    /// diagnostics positions in the input.
    public var rawNodeSpans: [SourceSpan]
    /// The format the document was first read from, when the input says so (an ast.json
    /// document written from HTML says `html`): renderers that treat sources differently
    /// (Markdown writes HTML's bare URLs as they are) then see the original source. `nil`
    /// when the input is itself the source.
    public var sourceFormat: String?

    /// Creates a result.
    public init(document: Document, diagnostics: [Diagnostic] = [], rawNodeSpans: [SourceSpan] = []) {
        self.document = document
        self.diagnostics = diagnostics
        self.rawNodeSpans = rawNodeSpans
    }
}
