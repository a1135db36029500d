/// What happens to raw HTML inside Markdown (`Some <b>x</b>`, `<table>` blocks) on its way
/// to an output format.
public enum RawHTMLMode: String, Hashable, Sendable, CaseIterable {
    /// Parse it into the document (through the HTML parser), so `<b>x</b>` is strong text:
    /// what every output that shows meaning wants (text, runs, safe HTML).
    case resolve
    /// Keep it as raw markup nodes: what Markdown output and trusted HTML output want.
    case keep
}
