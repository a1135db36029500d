import AppJSONFrontend
import Backends

extension DocumentFormat {
    /// Portable Text (docs/portable-text.md), read and written. No file extension: it is
    /// stored as `.json`, which is runs.json's, so give `-f`/`-t`.
    public static let portableText = DocumentFormat(
        name: "portable-text", aliases: ["pt", "portabletext"],
        summary: "Portable Text, Sanity's block JSON (docs/portable-text.md): styles, lists, decorators, links, code/image/table objects",
        makeParser: { _ in PortableTextParser() },
        makeRenderer: { _ in PortableTextRenderer() }
    )
}
