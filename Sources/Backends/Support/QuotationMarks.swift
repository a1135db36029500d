import MarkupAST

/// The marks a `<q>` element (a `.span` named `q`) is shown between when a backend writes
/// text rather than HTML: the HTML Standard's default `quotes` for English (§15.3.6), “…”
/// outside and ‘…’ inside another `q`. The HTML writer keeps the element instead, and the
/// browser draws the marks. Public for the Markdown self-check, which reads a `q` as the
/// marks the Markdown writer writes around it.
public enum QuotationMarks {
    /// Whether `attributes` are those of a `<q>` element.
    public static func isQuotation(_ attributes: Attributes) -> Bool {
        attributes.elementName == "q"
    }

    /// The opening and closing marks of a `q` inside `depth` other `q` elements.
    public static func marks(depth: Int) -> (open: String, close: String) {
        depth % 2 == 0 ? ("\u{201C}", "\u{201D}") : ("\u{2018}", "\u{2019}")
    }
}
