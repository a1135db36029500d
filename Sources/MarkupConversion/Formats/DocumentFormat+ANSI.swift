import Backends

extension DocumentFormat {
    /// Text for a terminal: wrapped to its width in cells, styled with SGR escapes and
    /// colours, links as OSC 8 hyperlinks (see ``Backends/ANSIRenderer``).
    public static let ansi = DocumentFormat(
        name: "ansi", aliases: ["terminal", "term"], fileExtensions: ["ansi"],
        summary: "terminal text: wrapped in cells, colours, hyperlinks, tables",
        makeRenderer: { context in ANSIRenderer(options: context.options.ansiOutput) }
    )
}
