import Backends

extension DocumentFormat {
    /// Attributed runs as JSON (docs/runs-format.md): styled text with resolved styles,
    /// for apps to render natively.
    public static let runsJSON = DocumentFormat(
        name: "runs.json", aliases: ["runs-json", "runs", "json"], fileExtensions: ["json"],
        summary: "attributed runs as JSON (docs/runs-format.md): resolved styles for native rich text",
        makeRenderer: { context in RunsJSONRenderer(options: context.options.runsOutput) }
    )
}
