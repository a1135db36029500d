/// Where a link or image points, and what else the source said about it.
public struct LinkTarget: Hashable, Sendable {
    /// The destination URL as written (entities and backslash escapes resolved).
    public var destination: String
    /// The optional title; empty means none.
    public var title: String
    /// Everything else the HTML element carried: `id`, classes, parsed `style`, and other
    /// attributes such as an image's `width`/`height` or a link's `target`/`rel`.
    /// Empty for Markdown links. `elementName` stays `nil`.
    public var attributes: Attributes

    /// Creates a link target.
    public init(destination: String, title: String = "", attributes: Attributes = Attributes()) {
        self.destination = destination
        self.title = title
        self.attributes = attributes
    }

    /// The image width in CSS pixels from a `width` attribute (`640`, `640px`), if valid.
    public var width: Int? { Self.pixels(attributes["width"]) }
    /// The image height in CSS pixels from a `height` attribute, if valid.
    public var height: Int? { Self.pixels(attributes["height"]) }

    /// HTML's "rules for parsing non-negative integers", accepting a trailing `px`: leading
    /// ASCII whitespace, then digits; anything after the digits is ignored except that a
    /// percentage is not a pixel size.
    private static func pixels(_ value: String?) -> Int? {
        guard let value else { return nil }
        var result = 0
        var sawDigit = false
        var started = false
        for byte in value.utf8 {
            if !started, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D { continue }
            started = true
            if byte >= 0x30, byte <= 0x39 {
                sawDigit = true
                result = result * 10 + Int(byte - 0x30)
                if result > 1_000_000 { return nil }
            } else {
                if byte == 0x25 { return nil }
                break
            }
        }
        return sawDigit ? result : nil
    }
}
