import Backends

extension DocumentFormat {
    /// The document tree itself as JSON (docs/ast-json.md): for scripts that walk or rewrite
    /// the tree between a parse and a render, in any language (`mconv -t ast.json a.html |
    /// filter | mconv -f ast.json -t md`). Raw HTML from Markdown stays raw in it (a filter
    /// sees what the author wrote) and is resolved when an output wants it, so a round trip
    /// through ast.json writes the same bytes as the direct conversion.
    ///
    /// No file extension: `.json` is runs.json's, so ast.json is always named with `-f`/`-t`.
    public static let astJSON = DocumentFormat(
        name: "ast.json", aliases: ["ast-json", "ast"],
        summary: "the document tree as JSON (docs/ast-json.md), to filter or rewrite it in any language",
        makeParser: { _ in ASTJSONParser() },
        makeRenderer: { context in ASTJSONRenderer(sourceFormat: context.inputFormat?.name) },
        rawHTMLMode: { _ in .keep },
        holdsRawHTML: true,
        // The whole tree: generic elements too (a `<div>` or `<section>` without meaning of
        // its own), which only HTML output writes back; the other writers skip them.
        inputOptions: { options in
            var keeping = options
            keeping.htmlInput.keepsGenericElements = true
            return keeping
        }
    )
}
