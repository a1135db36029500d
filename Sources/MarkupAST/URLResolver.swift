/// Resolves a URL reference against an absolute base URL the way a browser does: the WHATWG
/// URL Standard's basic URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser)
/// for the relative cases documents hold, so a migrated page's links point where they
/// pointed in the browser.
///
/// What it follows from the standard:
/// - leading and trailing C0 controls and spaces are stripped, tab, CR and LF removed;
/// - `//host/path` takes the base's scheme; `/path` its scheme and host; `?query` its path;
///   `#fragment` everything but its fragment; `path` replaces the base's last segment;
/// - dot segments go: `.`, `..` and their percent-encoded spellings (`%2e`), also at the end
///   (`a/b/..` is `a/`); `..` never climbs above the root;
/// - in special schemes (`http`, `https`, `ws`, `wss`, `ftp`, `file`) a backslash is a slash,
///   the host is lower-cased, the default port dropped and an empty path is `/`; a reference
///   spelled with the base's special scheme but no `//` (`http:page`) is relative;
/// - spaces, quotes, `<`, `>`, `` ` ``, `{`, `}`, controls and non-ASCII are percent-encoded
///   (UTF-8) in paths, as the standard's percent-encode sets say for each part; existing
///   `%XX` stay.
///
/// Not done (it changes no link a document holds): IDNA and IPv4/IPv6 host parsing, Windows
/// drive letters in `file:` paths. A reference with a scheme of its own (`mailto:`,
/// `https://other/`) is returned as written, only cleaned.
///
/// ```swift
/// URLResolver.resolve("../img/a b.png", against: "https://example.com/docs/guide/")
/// // "https://example.com/docs/img/a%20b.png"
/// ```
public enum URLResolver {
    /// `reference` resolved against `base`; `nil` when `base` is not an absolute URL that
    /// relative references can resolve against (`mailto:x` resolves only `#fragment`s).
    public static func resolve(_ reference: String, against base: String) -> String? {
        guard let base = URLParts(absolute: cleaned(base)) else { return nil }
        var input = cleaned(reference)
        if let scheme = URLParts.scheme(of: input) {
            let rest = input.dropFirst(scheme.count + 1)
            let sameSpecialScheme = scheme == base.scheme && URLParts.isSpecial(scheme)
            guard sameSpecialScheme, !(rest.starts(with: [0x2F, 0x2F]) || rest.starts(with: [0x5C, 0x5C])) else {
                return String(decoding: input, as: UTF8.self)
            }
            input = Array(rest)  // `http:page` against an http base: relative
        }
        return base.resolving(input)?.serialized
    }

    /// Whether `reference` is relative: no scheme of its own (`//host`, `/path`, `path`,
    /// `?query` and `#fragment` are).
    public static func isRelative(_ reference: String) -> Bool {
        URLParts.scheme(of: cleaned(reference)) == nil
    }

    /// The lower-cased scheme of `url` (`https` of ` HTTPS://x`), if it has one.
    public static func scheme(of url: String) -> String? {
        URLParts.scheme(of: cleaned(url)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `text` without leading and trailing C0 controls and spaces, and without tab, CR, LF.
    static func cleaned(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] <= 0x20 { start += 1 }
        while end > start, bytes[end - 1] <= 0x20 { end -= 1 }
        bytes = Array(bytes[start..<end])
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return bytes
    }
}
