/// The shape every frontend shares: options fixed at `init`, then a total `parse`.
///
/// Parsing never fails on content: every input has a document, and what had to be repaired
/// or dropped comes back as diagnostics in the ``ParseResult``. Parsers hold no mutable
/// state, so one value may parse on many threads at once. A format registry
/// (`MarkupConversion`) pairs a parser with a ``DocumentRenderer`` under a format name.
public protocol DocumentParser: Sendable {
    /// Parses `bytes`, which are valid UTF-8 without a byte-order mark (see
    /// ``UTF8Input/validated(_:strict:)``); diagnostic spans are byte offsets into them.
    func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult

    /// Parses `bytes` like ``parse(validatedUTF8:)``, but throws when they are not this
    /// format at all (JSON of another kind, not JSON), where ``parse(validatedUTF8:)`` returns
    /// an empty document with a warning. Markup formats have a document for every input and
    /// keep the default, which never throws.
    func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult
}

extension DocumentParser {
    /// ``parse(validatedUTF8:)``: markup formats have a document for every input.
    public func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult {
        parse(validatedUTF8: bytes)
    }

    /// Parses UTF-8 bytes leniently (``UTF8Input/leniently(_:)``): invalid UTF-8 is replaced
    /// with U+FFFD with one `invalid-utf8` warning first, and a leading byte-order mark is
    /// dropped, so spans count from after it.
    public func parse(utf8 bytes: some Collection<UInt8>) -> ParseResult {
        let input = UTF8Input.leniently(bytes)
        var result = parse(validatedUTF8: input.bytes)
        result.diagnostics.insert(contentsOf: input.diagnostics, at: 0)
        return result
    }

    /// Parses `text`.
    public func parse(text: String) -> ParseResult {
        parse(validatedUTF8: Array(text.utf8))
    }
}
