import MarkupAST

/// Renders a `Document` as runs.json (docs/runs-format.md), or as a ``RunsDocument`` value
/// for apps that apply the runs in-process.
///
/// ```swift
/// let renderer = RunsJSONRenderer(options: RunsRenderOptions(policy: .preferStyleSheet))
/// let runs = renderer.runs(document)          // RunsDocument
/// let json = renderer.renderUTF8(document)    // runs.json bytes
/// ```
public struct RunsJSONRenderer: DocumentRenderer {
    /// The options fixed at creation.
    public let options: RunsRenderOptions

    /// Creates a renderer.
    public init(options: RunsRenderOptions = RunsRenderOptions()) {
        self.options = options
    }

    /// The runs of `document` with every style resolved.
    public func runs(_ document: Document) -> RunsDocument {
        RunsBuilder.build(document, resolver: StyleResolver(sheet: options.styleSheet, policy: options.policy))
    }

    /// `runs` as runs.json bytes.
    public func json(_ runs: RunsDocument) -> [UInt8] {
        RunsJSONWriter(offsets: options.offsets).write(runs)
    }

    /// Renders `document` as runs.json bytes.
    public func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        json(runs(document))
    }
}
