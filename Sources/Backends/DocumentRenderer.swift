import MarkupAST

/// The shape every backend shares: options fixed at `init`, then a total `render`.
///
/// Rendering never fails: any ``MarkupAST/Document`` renders. Renderers hold no mutable
/// state, so one value may render on many threads at once.
public protocol DocumentRenderer: Sendable {
    /// Renders `document` and appends the result to `output`.
    func render<Output: TextOutputStream>(_ document: Document, into output: inout Output)
}

extension DocumentRenderer {
    /// Renders `document` into a new string.
    public func render(_ document: Document) -> String {
        var output = ""
        render(document, into: &output)
        return output
    }
}
