import MarkupAST

/// Embedded media as raw HTML for Markdown output (``MarkdownRenderOptions/HTMLKeeping/embeds``):
/// the element with its source and presentation attributes only, never event handlers or
/// styles, and only `http`, `https` or relative addresses (a `javascript:` source is left out).
enum MarkdownEmbedHTML {
    /// The attributes kept on each element, in the order written.
    private static let keptAttributes: [String: [String]] = [
        "iframe": ["src", "title", "width", "height", "allow", "allowfullscreen", "frameborder", "loading", "referrerpolicy"],
        "video": ["src", "poster", "title", "width", "height", "controls", "autoplay", "loop", "muted", "playsinline", "preload"],
        "audio": ["src", "title", "controls", "autoplay", "loop", "muted", "preload"],
        "object": ["data", "type", "title", "width", "height"],
        "embed": ["src", "type", "title", "width", "height"],
        "source": ["src", "type", "media"],
    ]

    private static let urlAttributes: Set<String> = ["src", "poster", "data"]

    /// `media` as one line of HTML.
    static func html(_ media: EmbeddedMedia) -> String {
        var html = openTag(media.elementName, media.attributes)
        if media.elementName == "embed" { return html }
        for source in media.sources { html += openTag("source", source) }
        return html + "</" + media.elementName + ">"
    }

    private static func openTag(_ name: String, _ attributes: Attributes) -> String {
        var tag = "<" + name
        for attribute in keptAttributes[name] ?? [] {
            guard let value = attributes[attribute] else { continue }
            if urlAttributes.contains(attribute), !isSafeURL(value) { continue }
            tag += " " + attribute
            if !value.isEmpty { tag += "=\"" + MarkdownHTMLFallback.escape(value) + "\"" }
        }
        return tag + ">"
    }

    /// `http:`, `https:`, scheme-relative or relative: a scheme is letters, digits, `+`,
    /// `-`, `.` before the first `:`, checked before `/`, `?` or `#`.
    private static func isSafeURL(_ url: String) -> Bool {
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") {
                let name = String(decoding: scheme, as: UTF8.self).lowercased()
                return name == "http" || name == "https"
            }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return true }
            scheme.append(byte)
        }
        return true
    }
}
