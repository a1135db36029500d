import MarkupAST

/// The ``MarkupAST/DocumentRenderer`` of an output format: its options, fixed at creation,
/// and the format's ``OutputWriter``. A value, safe to share across threads.
///
/// ```swift
/// let renderer = MarkdownRenderer(options: MarkdownRenderOptions(flavor: .commonMark))
/// let markdown = renderer.render(document)
/// ```
public struct FormatRenderer<Output: OutputWriter>: DocumentRenderer {
    /// The options fixed at creation.
    public let options: Output.Options

    /// Creates a renderer; without options, the format's defaults.
    public init(options: Output.Options = Output.defaultOptions) {
        self.options = options
    }

    /// Renders `document` as UTF-8 bytes (the renderer's native form). Safe on a thread with
    /// a small stack: a deeply nested document is rendered on a thread of its own
    /// (``MarkupAST/DeepTreeStack``).
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var found: [Diagnostic] = []
        let bytes = DeepTreeStack.run(over: document.blocks) {
            Output.render(document, options: options, diagnostics: &found)
        }
        diagnostics += found
        return bytes
    }

    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic], inPieces write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var found: [Diagnostic] = []
        DeepTreeStack.run(over: document.blocks) {
            Output.render(document, options: options, diagnostics: &found, inPieces: write)
        }
        diagnostics += found
    }
}
