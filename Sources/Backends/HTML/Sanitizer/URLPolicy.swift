import MarkupAST

/// Which URLs sanitized HTML may hold, by allow-list of schemes per use, read the way a
/// browser's URL parser reads them (sanitizer.md §3.3).
///
/// A value is first cleaned: leading and trailing C0 controls and spaces are stripped, ASCII
/// tab, CR and LF are removed anywhere, and any other control character refuses it. Then:
/// - **with a scheme** (`[A-Za-z][A-Za-z0-9+.-]*:` before any `/`, `?` or `#`), it is kept
///   only when the scheme is allowed for the use, compared without case (`&#x6A;avascript:`
///   arrives decoded and `java\tscript:` cleaned, so both are refused); `data:` only for
///   images of ``imageDataTypes``, base64-encoded;
/// - **without a scheme** it is relative: kept, refused, or resolved against a base URL
///   (``relative``). A same-document `#fragment` is always kept.
public struct URLPolicy: Hashable, Sendable {
    /// Where a URL is used.
    public enum Use: String, Hashable, Sendable, CaseIterable {
        /// A link target (`a[href]`).
        case link
        /// An image source (`img[src]`).
        case image
        /// A citation (`blockquote[cite]`, `q[cite]`, `del[cite]`, `ins[cite]`).
        case citation
        /// An iframe source: `https` only, and the iframe policy's prefixes.
        case embed
    }

    /// What happens to relative URLs.
    public enum Relative: Hashable, Sendable {
        /// Kept as they are.
        case allow
        /// Removed (same-document fragments are kept).
        case deny
        /// Resolved against this absolute base URL (``MarkupAST/URLResolver``: the WHATWG
        /// URL Standard's rules).
        case resolve(against: String)
    }

    /// Schemes allowed for links and citations; `*` admits any but ``scriptingSchemes``.
    public var linkSchemes: Set<String>
    /// Schemes allowed for image sources.
    public var imageSchemes: Set<String>
    /// `data:` media types allowed for image sources (never `image/svg+xml`).
    public var imageDataTypes: Set<String>
    /// Relative URLs.
    public var relative: Relative

    /// Creates a policy: by default links may be `http`, `https`, `mailto`, `tel`, images
    /// `http`, `https` and `data:` PNG, GIF, JPEG and WebP, relative URLs kept.
    public init(
        linkSchemes: Set<String> = ["http", "https", "mailto", "tel"], imageSchemes: Set<String> = ["http", "https"],
        imageDataTypes: Set<String> = ["image/png", "image/gif", "image/jpeg", "image/webp"], relative: Relative = .allow
    ) {
        self.linkSchemes = Set(linkSchemes.map { $0.lowercased() })
        self.imageSchemes = Set(imageSchemes.map { $0.lowercased() })
        self.imageDataTypes = Set(imageDataTypes.map { $0.lowercased() })
        self.relative = relative
    }

    /// The URL to write for `url` used as `use`, or `nil` when it must not be written.
    public func cleaned(_ url: String, for use: Use) -> String? {
        guard let value = Self.stripped(url) else { return nil }
        if let scheme = Self.scheme(of: value) {
            switch use {
            case .link, .citation:
                return Self.allows(scheme, in: linkSchemes) ? value : nil
            case .image:
                if scheme == "data" { return isAllowedImageData(value) ? value : nil }
                return Self.allows(scheme, in: imageSchemes) ? value : nil
            case .embed:
                return scheme == "https" ? value : nil
            }
        }
        if value.hasPrefix("#") { return use == .embed ? nil : value }
        switch relative {
        case .allow: return use == .embed ? nil : value
        case .deny: return nil
        case .resolve(let base):
            // The result has the base's scheme, so it is checked like any absolute URL.
            guard let resolved = URLResolver.resolve(value, against: base), Self.scheme(of: resolved) != nil else { return nil }
            return cleaned(resolved, for: use)
        }
    }

    /// Schemes `*` never admits: they run script or reach the local machine.
    public static let scriptingSchemes: Set<String> = ["javascript", "vbscript", "livescript", "mocha", "file", "data"]

    /// A policy for native apps (runs.json): any scheme but the scripting ones (`myapp:`
    /// deep links work), images any scheme but the scripting ones, or `data:` images.
    public static let anyNonScripting = URLPolicy(linkSchemes: ["*"], imageSchemes: ["*"])

    private static func allows(_ scheme: String, in schemes: Set<String>) -> Bool {
        schemes.contains(scheme) || (schemes.contains("*") && !scriptingSchemes.contains(scheme))
    }

    /// Whether `url` may be a link target (for backends that only decide, such as the
    /// terminal and runs.json).
    public func allowsLink(_ url: String) -> Bool { cleaned(url, for: .link) != nil }

    /// Whether `url` may be an image source.
    public func allowsImage(_ url: String) -> Bool { cleaned(url, for: .image) != nil }

    /// `url` with leading and trailing C0 controls and spaces stripped and tab, CR and LF
    /// removed; `nil` if another control character remains.
    static func stripped(_ url: String) -> String? {
        // Most URLs hold no byte at or below a space and no DEL: nothing to strip or refuse.
        let isClean = url.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 > 0x20 && $0 != 0x7F } }
        if isClean == true { return url }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case 0x09, 0x0A, 0x0D: continue
            case 0x00...0x20: bytes.append(byte)
            case 0x7F: return nil
            default: bytes.append(byte)
            }
        }
        var start = 0, end = bytes.count
        while start < end, bytes[start] <= 0x20 { start += 1 }
        while end > start, bytes[end - 1] <= 0x20 { end -= 1 }
        guard !bytes[start..<end].contains(where: { $0 < 0x20 }) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The lower-cased scheme of a cleaned URL (`https` of `HTTPS://x`), if it has one.
    public static func scheme(of url: String) -> String? {
        if let found = url.utf8.withContiguousStorageIfAvailable({ scheme(in: $0) }) { return found }
        return Array(url.utf8).withUnsafeBufferPointer { scheme(in: $0) }
    }

    /// ``scheme(of:)`` on the URL's bytes: found without allocating, and built once, lower-cased
    /// (a scheme of up to 15 bytes is a small string, stored inline).
    private static func scheme(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                guard index > 0 else { return nil }
                return String(unsafeUninitializedCapacity: index, initializingUTF8With: { scheme in
                    for offset in 0..<index { scheme[offset] = isLetter(bytes[offset]) ? bytes[offset] | 0x20 : bytes[offset] }
                    return index
                })
            }
            let isOther = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter(byte) || (index > 0 && isOther) else { return nil }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// `data:<type>;base64,…` with an allowed image type.
    private func isAllowedImageData(_ url: String) -> Bool {
        let body = url.utf8.dropFirst(5)  // "data:"
        guard let comma = body.firstIndex(of: UInt8(ascii: ",")) else { return false }
        let header = String(decoding: body[..<comma], as: UTF8.self).lowercased()
        guard header.hasSuffix(";base64") else { return false }
        return imageDataTypes.contains(String(header.dropLast(";base64".count)))
    }
}
