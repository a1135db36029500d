import Backends

extension DocumentFormat {
    /// Readable plain text, markup stripped (the "stripper").
    public static let plainText = DocumentFormat(
        name: "text", aliases: ["txt", "plain", "plaintext"], fileExtensions: ["txt", "text"],
        summary: "plain text: readable, markup stripped, tables aligned",
        makeRenderer: { context in PlainTextRenderer(options: context.options.textOutput) }
    )
}
