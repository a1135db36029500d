/// The shape every backend shares: options fixed at `init`, then a total `render`.
///
/// Rendering never fails: any ``Document`` renders. Renderers hold no mutable state, so one
/// value may render on many threads at once. A format registry (`MarkupConversion`) pairs a
/// renderer with a ``DocumentParser`` under a format name.
///
/// A renderer implements one of the two requirements, the one natural to it, and gets the
/// other: text-producing ones `render(_:into:)`, byte-producing ones (every built-in
/// backend) `renderUTF8(_:diagnostics:)`. (As with `Equatable`'s `==` and `!=`, implementing
/// neither would make each call the other.)
public protocol DocumentRenderer: Sendable {
    /// Renders `document` and appends the result to `output`.
    func render<Output: TextOutputStream>(_ document: Document, into output: inout Output)

    /// Renders `document` as UTF-8 bytes, for writing to a file or socket without building
    /// a `String` first, and appends what the renderer had to say about it (content it
    /// could not express, what a policy removed) to `diagnostics`.
    func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8]

    /// `document` as UTF-8, handed to `write` in pieces as they are ready, so a caller that
    /// writes them to a file never holds the whole output. The pieces, joined, are exactly
    /// ``renderUTF8(_:diagnostics:)``'s bytes; each is valid only during its call. The
    /// default renders everything and hands it over in one piece; runs.json streams.
    func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic], inPieces write: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension DocumentRenderer {
    /// Renders through ``renderUTF8(_:diagnostics:)``, dropping the diagnostics.
    public func render<Output: TextOutputStream>(_ document: Document, into output: inout Output) {
        var diagnostics: [Diagnostic] = []
        output.write(String(decoding: renderUTF8(document, diagnostics: &diagnostics), as: UTF8.self))
    }

    /// Renders through ``render(_:into:)``, with no diagnostics.
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var output = ""
        render(document, into: &output)
        return Array(output.utf8)
    }

    /// Renders `document` as UTF-8 bytes.
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic], inPieces write: (UnsafeBufferPointer<UInt8>) -> Void) {
        renderUTF8(document, diagnostics: &diagnostics).withUnsafeBufferPointer(write)
    }

    public func renderUTF8(_ document: Document) -> [UInt8] {
        var diagnostics: [Diagnostic] = []
        return renderUTF8(document, diagnostics: &diagnostics)
    }

    /// Renders `document` into a new string.
    public func render(_ document: Document) -> String {
        var output = ""
        render(document, into: &output)
        return output
    }
}
