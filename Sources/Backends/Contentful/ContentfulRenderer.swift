import MarkupAST

/// Renders a `Document` as Contentful Rich Text (docs/contentful.md): a `document` node of
/// paragraphs, headings, lists, quotes, `hr`, tables and hyperlinks, text with Contentful's
/// marks, within the nesting rules Contentful's validation enforces (quotes and table cells
/// hold paragraphs, list items no headings, hyperlinks text).
///
/// Content Rich Text cannot hold is kept as well as it can be and reported with a
/// `contentful-unsupported` warning: a code block becomes a paragraph of `code`-marked text,
/// an image a hyperlink to its source, a heading in a quote a paragraph. `div`/`span`s that
/// the reader made of embedded entries and assets are written back as those nodes.
///
/// ```swift
/// let json = ContentfulRenderer().render(Document(blocks: [.thematicBreak()]))
/// // {"nodeType":"document","data":{},"content":[
/// // {"nodeType":"hr","data":{},"content":[]}
/// // ]}
/// ```
public typealias ContentfulRenderer = FormatRenderer<ContentfulOutput>

/// The Contentful Rich Text output format behind ``ContentfulRenderer``.
public enum ContentfulOutput: OutputWriter {
    /// Contentful Rich Text has no options.
    public static var defaultOptions: AppJSONRenderOptions { AppJSONRenderOptions() }

    public static func render(_ document: Document, options: AppJSONRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var writer = ContentfulWriter()
        writer.write(document)
        writer.losses.report(format: "contentful", into: &diagnostics)
        return writer.json.buffer.bytes
    }
}
