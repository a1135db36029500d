import MarkupAST

/// The parts of a relative URL that names a local file (`../img/a%20b.png?v=2#top`), and the
/// conversion between its percent-encoded path and a file path.
struct RelativeURLPath {
    /// The path, percent-decoded (`../img/a b.png`); never empty.
    var path: String
    /// The query without `?`, as written, if any.
    var query: String?
    /// The fragment without `#`, as written, if any.
    var fragment: String?

    /// The parts of `url` when it is a relative reference with a path (`a.html`, `../b/`,
    /// `c.png#x`); `nil` for a URL with a scheme, a scheme-relative `//host` URL, a `/root`
    /// path (it names a place on the old server, not a file beside the input), and a bare
    /// `#fragment` or `?query`.
    init?(_ url: String) {
        guard URLResolver.isRelative(url) else { return nil }
        var rest = Substring(url)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        guard !rest.isEmpty, !rest.hasPrefix("/"), !rest.hasPrefix("\\") else { return nil }
        path = Self.percentDecoded(rest)
    }

    /// `text` with `%XX` sequences decoded (kept as written when the result is not UTF-8).
    static func percentDecoded(_ text: Substring) -> String {
        String(validating: PercentDecoding.decoded(text.utf8), as: UTF8.self) ?? String(text)
    }

    /// A file path written as a relative URL path: `%`, spaces, controls and the characters
    /// that end or break a URL path (`"`, `#`, `<`, `>`, `?`, `\`, `^`, `` ` ``, `{`, `|`,
    /// `}`) percent-encoded; other characters, non-ASCII included, kept for readability.
    static func percentEncoded(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case 0x00...0x20, 0x22, 0x23, 0x25, 0x3C, 0x3E, 0x3F, 0x5C, 0x5E, 0x60, 0x7B, 0x7C, 0x7D, 0x7F:
                bytes += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
