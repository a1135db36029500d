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
    /// The indices of the top-level blocks of ``document`` that are raw markup or may hold
    /// some (in a block or an inline below them), ascending; `nil` when the frontend keeps
    /// no such list. It may name a block that holds none, never miss one that does: a pass
    /// over the raw markup (resolving raw HTML inside Markdown) then looks inside only these
    /// blocks instead of walking every one. Whoever changes ``document``'s top-level blocks
    /// sets it to `nil`.
    public var blocksHoldingRawMarkup: [Int]?
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

    /// Results are equal when their documents, diagnostics, raw node spans and source
    /// formats are: ``blocksHoldingRawMarkup`` is a search hint about the document, not
    /// content of its own.
    public static func == (lhs: ParseResult, rhs: ParseResult) -> Bool {
        lhs.document == rhs.document && lhs.diagnostics == rhs.diagnostics
            && lhs.rawNodeSpans == rhs.rawNodeSpans && lhs.sourceFormat == rhs.sourceFormat
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(document)
        hasher.combine(diagnostics)
        hasher.combine(rawNodeSpans)
        hasher.combine(sourceFormat)
    }
}
