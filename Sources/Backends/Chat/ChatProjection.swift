import MarkupAST

/// A document reduced to what a chat flavour can hold: exactly the tree `ChatParser` reads
/// back from ``ChatRenderer``'s output, so `parse(render(doc)) == project(doc)`.
///
/// The documented losses, for every flavour unless said otherwise:
/// - **Lines.** A paragraph is lines joined by hard breaks (a soft break becomes one); a
///   line holding only whitespace ends the paragraph, as a blank line would; inline
///   formatting, code and links never span lines (they are split at each break). Text has
///   `\r\n`/`\r` as `\n`; Markup, Slack and WhatsApp drop a U+2060 that precedes ASCII
///   punctuation (their escape).
/// - **Headings** become a paragraph of one strong line. **Thematic breaks** become a line
///   `———`. **Tables** become lines: the caption, then one line per row, cells joined by
///   ` | `, header cells strong; a layout table (``MarkupAST/Table/isLayout``) is its
///   content. **Footnotes**: a reference becomes `[label]`, the
///   definitions are paragraphs `[label] text` at the end. **Raw HTML** is dropped (HTML
///   inside Markdown is resolved into nodes before rendering). `div`s are their content.
/// - **Inline:** superscript, subscript and spans are their content; underline and spoilers
///   (`span.tg-spoiler`) are kept by Telegram only; Slack keeps its tokens
///   (`span.slack-token`). Markup has no code: code is text. Attributes, titles and image
///   sizes are dropped.
/// - **Links and images:** an image is a link to its source with its alt text (or the URL
///   when it has none); inside a link, only the alt text. Slack keeps `<url|text>` with the
///   text plain (no formatting) and `|`, `<`, `>`, whitespace in the URL percent-encoded;
///   Telegram keeps `[text](url)` with formatting; Markup and WhatsApp write `text (url)`, or
///   the text alone when it is the URL. A link with no URL is its text.
/// - **Formatting** (Markup, Slack, WhatsApp): the same kind nested inside itself is
///   flattened; whitespace at the edges moves outside; formatting whose neighbouring text
///   characters are not whitespace, punctuation or the line's edge (inside a word) is
///   dropped, its content kept — what gonzalezreal/Markup's rules cannot express.
///   Telegram keeps formatting anywhere, only flattening the same kind nested in itself.
/// - **Code blocks** (not Markup) keep their text, ending in one newline; only Telegram keeps
///   the language (its first word, when it is letters, digits or `+#._-`).
/// - **Block quotes** (not Markup) hold paragraphs only: anything else inside degrades to
///   lines. Without quotes (Markup), or inside a quote, a quote is lines prefixed `> `.
/// - **Lists** (WhatsApp) are tight and flat: each item is one line (its blocks joined by
///   spaces, a task as `[ ] `/`[x] `), a nested list's items follow their parent item, an
///   ordered list counts up from its start (0…999,999,999). Without lists, or inside a
///   quote, a list is lines `• item` / `1. item`, nested ones indented by the marker width.
public enum ChatProjection {
    /// `document` as `flavor` holds it (see ``ChatProjection`` for the losses).
    public static func project(_ document: Document, flavor: ChatFlavor) -> Document {
        var projector = ChatBlockProjector(flavor: flavor)
        var blocks = projector.blocks(LayoutTableUnwrapping.unwrapped(document.blocks), inQuote: false)
        var index = 0
        while index < projector.footnotes.count {
            let footnote = projector.footnotes[index]
            index += 1
            var lines = projector.lines(of: footnote.blocks)
            let marker: [Inline] = [.text("[" + footnote.label + "] ")]
            if let first = lines.firstIndex(where: { $0 != nil }) {
                lines[first] = Inline.normalized(marker + (lines[first] ?? []))
            } else {
                lines = [marker]
            }
            blocks += ChatBlockProjector.paragraphs(lines)
        }
        return Document(blocks: blocks)
    }
}
