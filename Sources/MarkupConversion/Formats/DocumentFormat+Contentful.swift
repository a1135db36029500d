import AppJSONFrontend
import Backends

extension DocumentFormat {
    /// Contentful Rich Text (docs/contentful.md), read and written. No file extension: it is
    /// stored as `.json`, which is runs.json's, so give `-f`/`-t`.
    public static let contentful = DocumentFormat(
        name: "contentful", aliases: ["contentful-rich-text"],
        summary: "Contentful Rich Text JSON (docs/contentful.md): headings, lists, quotes, tables, hyperlinks, marks; embeds kept",
        makeParser: { _ in ContentfulParser() },
        makeRenderer: { _ in ContentfulRenderer() }
    )
}
