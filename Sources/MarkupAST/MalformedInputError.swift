/// Input that is not the format it was given as at all, so no document can be made of it:
/// a structured format (runs.json) handed text that is not JSON, or JSON of another kind.
///
/// Markup formats never throw it (HTML and CommonMark define a document for every input);
/// formats with a data model do, from ``DocumentParser/parseOrThrow(validatedUTF8:)``. The
/// command line reports it as invalid input data (exit 65).
public struct MalformedInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A one-line explanation naming what is wrong, e.g. `not a runs.json document: "format" is missing`.
    public var description: String
    /// Where in the input, if known (byte offsets).
    public var span: SourceSpan?

    /// Creates an error.
    public init(_ description: String, span: SourceSpan? = nil) {
        self.description = description
        self.span = span
    }
}
