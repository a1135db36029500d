/// Embedded media as the HTML frontend keeps them: a `.div` or `.span` named `iframe`,
/// `video`, `audio`, `object` or `embed` with the element's attributes (a `<video>`'s
/// `<source>` children are empty spans named `source`). Backends that cannot play media use
/// this to write a link instead (`[Video: Launch](https://youtu.be/…)`).
public struct EmbeddedMedia: Hashable, Sendable {
    /// What kind of media the element holds.
    public enum Kind: String, Hashable, Sendable {
        /// `<video>`, a video site's iframe, or an `<object>`/`<embed>` of a `video/` type.
        case video
        /// `<audio>`, or an `<object>`/`<embed>` of an `audio/` type.
        case audio
        /// Any other iframe.
        case frame
        /// Any other `<object>` or `<embed>`.
        case object

        /// The word a link to it starts with: `Video`, `Audio`, `Embed`.
        public var label: String {
            switch self {
            case .video: return "Video"
            case .audio: return "Audio"
            case .frame, .object: return "Embed"
            }
        }
    }

    /// The kind; an iframe of a known video site (YouTube, Vimeo…) is a video.
    public var kind: Kind
    /// The element's name (`iframe`, `video`…).
    public var elementName: String
    /// The media's address: `src`, a `<source src>`, or an `<object data>`; may be relative.
    public var url: String
    /// A title: the `title`, `aria-label` or `alt` attribute, else the video site's name,
    /// else (an iframe) the host of the URL, else the last path segment of the URL.
    public var title: String
    /// A `<video>`'s `poster` image, if any.
    public var poster: String?
    /// The element's attributes, for writers that keep it as HTML.
    public var attributes: Attributes
    /// The `<source>`s' attributes, in order.
    public var sources: [Attributes]

    /// Whether `name` is one of the media elements (or a `<source>` inside one).
    public static func isMediaElement(_ name: String?) -> Bool {
        // Every span and div is asked: most names are ruled out by their length alone.
        guard let name, name.utf8.count == 5 || name.utf8.count == 6 else { return false }
        switch name {
        case "iframe", "video", "audio", "object", "embed", "source": return true
        default: return false
        }
    }

    /// The media of an element with `attributes` and inline `children` (a `.span`), or `nil`
    /// when it is not a media element or has no address.
    public init?(attributes: Attributes, children: [Inline]) {
        guard Self.isMediaElement(attributes.elementName) else { return nil }
        var sources: [Attributes] = []
        for child in children {
            if case .span(let childAttributes, _) = child, childAttributes.elementName == "source" { sources.append(childAttributes) }
        }
        self.init(attributes: attributes, sources: sources)
    }

    /// The media of an element with `attributes` and block `children` (a `.div`).
    public init?(attributes: Attributes, blocks: [Block]) {
        guard Self.isMediaElement(attributes.elementName) else { return nil }
        var sources: [Attributes] = []
        for block in blocks {
            if case .paragraph(let inlines, _) = block, let media = EmbeddedMedia(attributes: attributes, children: inlines) {
                sources += media.sources
            }
        }
        self.init(attributes: attributes, sources: sources)
    }

    private init?(attributes: Attributes, sources: [Attributes]) {
        guard let name = attributes.elementName, Self.isMediaElement(name), name != "source" else { return nil }
        let own = name == "object" ? attributes["data"] : attributes["src"]
        guard let url = Self.nonEmpty(own) ?? sources.lazy.compactMap({ Self.nonEmpty($0["src"]) }).first else { return nil }
        let provider = Self.videoProvider(of: url)
        switch name {
        case "video": kind = .video
        case "audio": kind = .audio
        case "iframe": kind = provider != nil ? .video : .frame
        default:
            let type = attributes["type"] ?? ""
            kind = type.hasPrefix("video/") ? .video : type.hasPrefix("audio/") ? .audio : .object
        }
        elementName = name
        self.url = url
        self.attributes = attributes
        self.sources = sources
        poster = Self.nonEmpty(attributes["poster"])
        let named = Self.nonEmpty(attributes["title"]) ?? Self.nonEmpty(attributes["aria-label"]) ?? Self.nonEmpty(attributes["alt"])
        title = named ?? provider ?? (name == "iframe" ? Self.host(of: url) : nil) ?? Self.lastPathSegment(of: url)
    }

    /// The link text: `Video: title`.
    public var linkText: String { kind.label + ": " + title }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value else { return nil }
        var trimmed = Substring(value)
        while let first = trimmed.first, first == " " || first == "\n" || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\n" || last == "\t" { trimmed.removeLast() }
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// Video sites by host: the name a link to one of their players shows.
    private static let videoHosts: [(suffix: String, name: String)] = [
        ("youtube.com", "YouTube"), ("youtube-nocookie.com", "YouTube"), ("youtu.be", "YouTube"),
        ("vimeo.com", "Vimeo"), ("dailymotion.com", "Dailymotion"), ("twitch.tv", "Twitch"),
        ("loom.com", "Loom"), ("wistia.com", "Wistia"), ("wistia.net", "Wistia"), ("ted.com", "TED"),
    ]

    /// The video site `url` is on, if it is one of ``videoHosts``.
    static func videoProvider(of url: String) -> String? {
        guard let host = host(of: url) else { return nil }
        for (suffix, name) in videoHosts where host == suffix || host.hasSuffix("." + suffix) { return name }
        return nil
    }

    /// The lower-cased host of an absolute or scheme-relative URL.
    private static func host(of url: String) -> String? {
        let bytes = Array(url.utf8)
        guard let slashes = bytes.indices.first(where: { $0 + 1 < bytes.count && bytes[$0] == UInt8(ascii: "/") && bytes[$0 + 1] == UInt8(ascii: "/") }),
              slashes == 0 || (slashes >= 2 && bytes[slashes - 1] == UInt8(ascii: ":"))
        else { return nil }
        var end = slashes + 2
        while end < bytes.count, !"/?#:".utf8.contains(bytes[end]) { end += 1 }
        var host = bytes[(slashes + 2)..<end]
        if let at = host.lastIndex(of: UInt8(ascii: "@")) { host = host[(at + 1)...] }
        return String(decoding: host.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The last non-empty path segment of `url` without query and fragment (`clip.mp4`).
    private static func lastPathSegment(of url: String) -> String {
        var path = Substring(url)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        let segment = path.split(separator: "/").last.map(String.init) ?? ""
        return segment.isEmpty ? url : segment
    }
}
