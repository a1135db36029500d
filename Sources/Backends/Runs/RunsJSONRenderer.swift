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
    public let options: RunsRenderOptions

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

    public func renderUTF8(_ document: Document) -> [UInt8] {
        json(runs(document))
    }

    public func render<Output: TextOutputStream>(_ document: Document, into output: inout Output) {
        output.write(String(decoding: renderUTF8(document), as: UTF8.self))
    }
}
