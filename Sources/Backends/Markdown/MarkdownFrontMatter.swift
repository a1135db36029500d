import MarkupAST

/// The YAML front matter ``MarkdownRenderOptions/writesFrontMatter`` makes from a
/// document's metadata (what the HTML frontend reads from `<title>`, `<meta>`, `<link
/// rel=canonical>`, `<html lang>` and the first `<time datetime>`, plus `--metadata`).
public enum MarkdownFrontMatter {
    /// The front matter Markdown output of `document` starts with: the document's own (or,
    /// with ``MarkdownRenderOptions/writesFrontMatter``, one made from its metadata) in the
    /// form that reads back as front matter (``MarkupAST/FrontMatter/writable``); `nil` when
    /// there is none. The Markdown self-check skips exactly this block.
    public static func written(for document: Document, options: MarkdownRenderOptions) -> FrontMatter? {
        (document.frontMatter ?? (options.writesFrontMatter ? synthesized(for: document) : nil))?.writable
    }

    /// The keys written first, in this order; the metadata's other keys follow, sorted.
    static let orderedKeys = ["title", "description", "author", "date", "tags", "lang", "canonical"]
    /// Metadata keys that are not front matter fields: `og:title` (the title when there is
    /// no `<title>`), `keywords` (the tags) and `base` (a page's `<base href>`, which relative
    /// URLs are resolved against).
    static let sourceKeys: Set<String> = ["og:title", "keywords", "base"]

    /// The front matter for `document`, or `nil` when it has no metadata and no heading.
    /// The title is the metadata's `title`, else `og:title`, else the text of the first
    /// level-1 heading; `tags` (or else `keywords`) are split at commas into a list.
    static func synthesized(for document: Document) -> FrontMatter? {
        var metadata = document.metadata
        if metadata["title"] == nil { metadata["title"] = metadata["og:title"] ?? firstTopHeading(of: document.blocks) }
        if metadata["tags"] == nil, let keywords = metadata["keywords"] { metadata["tags"] = keywords }
        var fields: [FrontMatter.Field] = []
        for key in orderedKeys {
            guard let value = metadata[key], !value.isEmpty else { continue }
            fields.append(FrontMatter.Field(key: key, value: key == "tags" ? .list(tags(value)) : .string(value)))
        }
        for key in metadata.keys.sorted() where !orderedKeys.contains(key) && !sourceKeys.contains(key) {
            guard let value = metadata[key] else { continue }
            fields.append(FrontMatter.Field(key: key, value: .string(value)))
        }
        return fields.isEmpty ? nil : FrontMatter.yaml(fields)
    }

    /// `a, b,c` → `["a", "b", "c"]`, without empty items.
    private static func tags(_ value: String) -> [String] {
        value.split(separator: ",").map { part in
            var item = Substring(part)
            while item.first == " " { item.removeFirst() }
            while item.last == " " { item.removeLast() }
            return String(item)
        }.filter { !$0.isEmpty }
    }

    /// The text of the first level-1 heading at the top level or inside sections.
    private static func firstTopHeading(of blocks: [Block]) -> String? {
        var found: String?
        _ = blocks.containsBlock { block in
            guard case .heading(1, let inlines, _) = block else { return false }
            let text = Inline.plainText(of: inlines, softBreak: " ", hardBreak: " ")
            if !text.isEmpty { found = text }
            return found != nil
        }
        return found
    }
}
