import MarkupAST

/// Renders a `Document` as runs.json (docs/runs-format.md), or as a ``RunsDocument`` value
/// for apps that apply the runs in-process. Layout tables (``MarkupAST/Table/isLayout``)
/// come out as their content blocks.
///
/// ```swift
/// let renderer = RunsJSONRenderer(options: RunsRenderOptions(policy: .preferStyleSheet))
/// let runs = renderer.runs(document)          // RunsDocument
/// let json = renderer.renderUTF8(document)    // runs.json bytes
/// ```
public typealias RunsJSONRenderer = FormatRenderer<RunsJSONOutput>

/// The runs.json output format behind ``RunsJSONRenderer``.
public enum RunsJSONOutput: OutputWriter {
    public static var defaultOptions: RunsRenderOptions { RunsRenderOptions() }

    public static func render(_ document: Document, options: RunsRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        RunsJSONWriter(offsets: options.offsets).write(runs(document, options: options))
    }

    /// The JSON in pieces of about a megabyte, so writing runs.json to a file holds the runs
    /// but never the whole JSON text (which is several times the input).
    public static func render(
        _ document: Document, options: RunsRenderOptions, diagnostics: inout [Diagnostic], inPieces write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        RunsJSONWriter(offsets: options.offsets).write(runs(document, options: options), inPieces: write)
    }

    /// The runs of `document` with every style resolved.
    static func runs(_ document: Document, options: RunsRenderOptions) -> RunsDocument {
        RunsBuilder.build(document.unwrappingLayoutTables(), resolver: StyleResolver(sheet: options.styleSheet, policy: options.policy))
    }
}

extension FormatRenderer where Output == RunsJSONOutput {
    /// The runs of `document` with every style resolved.
    /// Safe on a thread with a small stack, as ``renderUTF8(_:diagnostics:)`` is.
    public func runs(_ document: Document) -> RunsDocument {
        DeepTreeStack.run(over: document.blocks) { RunsJSONOutput.runs(document, options: options) }
    }

    /// `runs` as runs.json bytes.
    public func json(_ runs: RunsDocument) -> [UInt8] {
        RunsJSONWriter(offsets: options.offsets).write(runs)
    }
}
