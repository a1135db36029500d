import MarkupAST

/// Renders a `Document` as Portable Text (portabletext.org; mapping and custom types in
/// docs/portable-text.md): an array of `block`s with `style`, `listItem` + `level`, spans
/// with decorators and link `markDefs`, and `code`, `image`, `break` and `table` objects.
///
/// `_key`s are made from positions (`b3` is the fourth block, `b3s0` its first span, `b3l0`
/// its first link), so the same document always gives the same bytes. What Portable Text
/// cannot hold (nested quotes, a list item's second paragraph, superscript…) is kept as well
/// as it can be and reported with a `portable-text-unsupported` warning.
///
/// ```swift
/// let json = PortableTextRenderer().render(Document(blocks: [.heading(level: 1, [.text("Hi")])]))
/// // [
/// // {"_type":"block","_key":"b0","style":"h1","markDefs":[],"children":[{"_type":"span","_key":"b0s0","text":"Hi","marks":[]}]}
/// // ]
/// ```
public typealias PortableTextRenderer = FormatRenderer<PortableTextOutput>

/// The Portable Text output format behind ``PortableTextRenderer``.
public enum PortableTextOutput: OutputWriter {
    /// Portable Text has no options.
    public static var defaultOptions: AppJSONRenderOptions { AppJSONRenderOptions() }

    public static func render(_ document: Document, options: AppJSONRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var writer = PortableTextWriter()
        writer.write(document)
        writer.losses.report(format: "portable-text", into: &diagnostics)
        return writer.json.buffer.bytes
    }
}
