/// The shape every backend shares: options fixed at `init`, then a total `render`.
///
/// Rendering never fails: any ``Document`` renders. Renderers hold no mutable state, so one
/// value may render on many threads at once. A format registry (`MarkupConversion`) pairs a
/// renderer with a ``DocumentParser`` under a format name.
public protocol DocumentRenderer: Sendable {
    /// Renders `document` and appends the result to `output`.
    func render<Output: TextOutputStream>(_ document: Document, into output: inout Output)

    /// Renders `document` as UTF-8 bytes, for writing to a file or socket without building
    /// a `String` first. Renderers that produce bytes natively override it.
    func renderUTF8(_ document: Document) -> [UInt8]

    /// Renders `document` as UTF-8 bytes and appends what the renderer had to say about it
    /// (content it could not express, what a policy removed) to `diagnostics`. The default
    /// says nothing.
    func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8]
}

extension DocumentRenderer {
    /// Renders `document` into a new string.
    public func render(_ document: Document) -> String {
        var output = ""
        render(document, into: &output)
        return output
    }

    /// Renders `document` into a string and returns its UTF-8 bytes.
    public func renderUTF8(_ document: Document) -> [UInt8] {
        Array(render(document).utf8)
    }

    /// Renders `document` as UTF-8 bytes, with no diagnostics.
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        renderUTF8(document)
    }
}
