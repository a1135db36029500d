/// A parsed URL for ``URLResolver``: scheme, authority, path segments (or an opaque path),
/// query and fragment, as the WHATWG URL Standard's URL record holds them, in UTF-8 bytes.
struct URLParts {
    /// The lower-cased scheme.
    var scheme: [UInt8]
    /// `userinfo@host:port`, normalized; `nil` when the URL has no authority.
    var authority: [UInt8]?
    /// The path's segments (`/a/b/` is `["a", "b", ""]`), unless the path is opaque.
    var segments: [[UInt8]] = []
    /// The path of a URL that cannot be a base (`mailto:x`, `data:…`).
    var opaquePath: [UInt8]?
    var query: [UInt8]?
    var fragment: [UInt8]?

    private static let slash: UInt8 = 0x2F, backslash: UInt8 = 0x5C, question: UInt8 = 0x3F, hash: UInt8 = 0x23

    /// Parses an absolute URL; `nil` when `bytes` has no scheme.
    init?(absolute bytes: [UInt8]) {
        guard let scheme = Self.scheme(of: bytes) else { return nil }
        self.scheme = scheme
        var rest = bytes[(scheme.count + 1)...]
        let special = Self.isSpecial(scheme)
        let rawFragment: ArraySlice<UInt8>?, rawQuery: ArraySlice<UInt8>?
        (rest, rawFragment) = Self.splitting(rest, at: Self.hash)
        (rest, rawQuery) = Self.splitting(rest, at: Self.question)
        if special || rest.starts(with: [Self.slash, Self.slash]) {
            // `file:` has exactly two slashes before its (often empty) host.
            var slashes = String(decoding: scheme, as: UTF8.self) == "file" ? 2 : Int.max
            while slashes > 0, let first = rest.first, first == Self.slash || (special && first == Self.backslash) {
                rest = rest.dropFirst()
                slashes -= 1
            }
            let end = rest.firstIndex { $0 == Self.slash || (special && $0 == Self.backslash) } ?? rest.endIndex
            authority = Self.normalizedAuthority(rest[..<end], scheme: scheme)
            segments = Self.segments(of: rest[end...], from: [], special: special)
        } else if rest.first == Self.slash {
            segments = Self.segments(of: rest, from: [], special: false)
        } else {
            opaquePath = Array(rest)
        }
        query = rawQuery.map { Self.percentEncoded($0, keeping: special ? Self.isQueryByteSpecial : Self.isQueryByte) }
        fragment = rawFragment.map { Self.percentEncoded($0, keeping: Self.isFragmentByte) }
    }

    /// `reference` (a relative reference, cleaned) resolved against this URL; `nil` when this
    /// URL cannot be a base for it.
    func resolving(_ reference: [UInt8]) -> URLParts? {
        let special = Self.isSpecial(scheme)
        let isSlash = { (byte: UInt8) in byte == Self.slash || (special && byte == Self.backslash) }
        var (rest, newFragment) = Self.splitting(reference[...], at: Self.hash)
        var result = self
        result.fragment = newFragment.map { Self.percentEncoded($0, keeping: Self.isFragmentByte) }
        if opaquePath != nil {
            return reference.first == Self.hash ? result : nil
        }
        if reference.isEmpty || reference.first == Self.hash { return result }
        let newQuery: ArraySlice<UInt8>?
        (rest, newQuery) = Self.splitting(rest, at: Self.question)
        result.query = newQuery.map { Self.percentEncoded($0, keeping: special ? Self.isQueryByteSpecial : Self.isQueryByte) }
        if rest.isEmpty { return result }  // `?query`: the base's path
        if rest.count >= 2, isSlash(rest[rest.startIndex]), isSlash(rest[rest.startIndex + 1]) {
            while let first = rest.first, isSlash(first) { rest = rest.dropFirst() }
            let end = rest.firstIndex(where: isSlash) ?? rest.endIndex
            result.authority = Self.normalizedAuthority(rest[..<end], scheme: scheme)
            result.segments = Self.segments(of: rest[end...], from: [], special: special)
        } else if let first = rest.first, isSlash(first) {
            result.segments = Self.segments(of: rest, from: [], special: special)
        } else {
            result.segments = Self.segments(of: rest, from: Array(segments.dropLast()), special: special, isRelative: true)
        }
        return result
    }

    /// The URL as text.
    var serialized: String {
        var bytes = scheme
        bytes.append(0x3A)
        if let authority {
            bytes += [Self.slash, Self.slash]
            bytes += authority
        }
        if let opaquePath {
            bytes += opaquePath
        } else if segments.isEmpty {
            if Self.isSpecial(scheme) { bytes.append(Self.slash) }
        } else {
            for segment in segments {
                bytes.append(Self.slash)
                bytes += segment
            }
        }
        if let query {
            bytes.append(Self.question)
            bytes += query
        }
        if let fragment {
            bytes.append(Self.hash)
            bytes += fragment
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Parts

    /// The lower-cased scheme of `bytes` (`[A-Za-z][A-Za-z0-9+.-]*` before a `:`), if any.
    static func scheme(of bytes: [UInt8]) -> [UInt8]? {
        var scheme: [UInt8] = []
        for byte in bytes {
            if byte == 0x3A { return scheme.isEmpty ? nil : scheme }
            let lower = byte | 0x20
            let isLetter = lower >= 0x61 && lower <= 0x7A
            let isOther = (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
            scheme.append(isLetter ? lower : byte)
        }
        return nil
    }

    /// Whether `scheme` is one of the standard's special schemes.
    static func isSpecial<Bytes: Collection<UInt8>>(_ scheme: Bytes) -> Bool {
        switch String(decoding: scheme, as: UTF8.self) {
        case "http", "https", "ws", "wss", "ftp", "file": return true
        default: return false
        }
    }

    private static func defaultPort(of scheme: [UInt8]) -> [UInt8]? {
        switch String(decoding: scheme, as: UTF8.self) {
        case "http", "ws": return Array("80".utf8)
        case "https", "wss": return Array("443".utf8)
        case "ftp": return Array("21".utf8)
        default: return nil
        }
    }

    /// `bytes` split at the first `separator`: what is before it, and what follows (`nil`
    /// when there is no separator).
    private static func splitting(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> (ArraySlice<UInt8>, ArraySlice<UInt8>?) {
        guard let index = bytes.firstIndex(of: separator) else { return (bytes, nil) }
        return (bytes[..<index], bytes[(index + 1)...])
    }

    /// `userinfo@host:port` with, in special schemes, the host lower-cased and the default
    /// port (and an empty one) dropped.
    private static func normalizedAuthority(_ authority: ArraySlice<UInt8>, scheme: [UInt8]) -> [UInt8] {
        guard isSpecial(scheme) else { return Array(authority) }
        var userinfo: ArraySlice<UInt8> = []
        var hostAndPort = authority
        if let at = authority.lastIndex(of: 0x40) {
            userinfo = authority[...at]
            hostAndPort = authority[(at + 1)...]
        }
        var host = hostAndPort
        var port: ArraySlice<UInt8> = []
        let bracketEnd = hostAndPort.lastIndex(of: 0x5D) ?? hostAndPort.startIndex
        if let colon = hostAndPort[bracketEnd...].lastIndex(of: 0x3A), hostAndPort[(colon + 1)...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            host = hostAndPort[..<colon]
            port = hostAndPort[(colon + 1)...].drop { $0 == 0x30 }
            if port.isEmpty && colon + 1 < hostAndPort.endIndex { port = [0x30] }  // `:0`, `:00`
        }
        var result = Array(userinfo)
        result += host.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        if !port.isEmpty, Array(port) != defaultPort(of: scheme) {
            result.append(0x3A)
            result += port
        }
        return result
    }

    /// The path state of the standard: `path` (without query or fragment) split at slashes
    /// and appended to `segments`, dot segments applied, each segment percent-encoded. A
    /// leading slash is skipped; `isRelative` paths start in the base's folder.
    private static func segments(
        of path: ArraySlice<UInt8>, from segments: [[UInt8]], special: Bool, isRelative: Bool = false
    ) -> [[UInt8]] {
        var result = segments
        var rest = path
        if !isRelative, let first = rest.first, first == slash || (special && first == backslash) { rest = rest.dropFirst() }
        if rest.isEmpty && !isRelative {
            return special || !path.isEmpty ? [[]] : []
        }
        while true {
            let end = rest.firstIndex { $0 == slash || (special && $0 == backslash) } ?? rest.endIndex
            let buffer = rest[..<end]
            let endsPath = end == rest.endIndex
            if isDoubleDot(buffer) {
                if !result.isEmpty { result.removeLast() }
                if endsPath { result.append([]) }
            } else if isSingleDot(buffer) {
                if endsPath { result.append([]) }
            } else {
                result.append(percentEncoded(buffer, keeping: isPathByte))
            }
            if endsPath { break }
            rest = rest[(end + 1)...]
        }
        return result
    }

    private static func isSingleDot(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.elementsEqual([0x2E]) || lowercased(bytes) == Array("%2e".utf8)
    }

    private static func isDoubleDot(_ bytes: ArraySlice<UInt8>) -> Bool {
        switch String(decoding: lowercased(bytes), as: UTF8.self) {
        case "..", ".%2e", "%2e.", "%2e%2e": return true
        default: return false
        }
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.count > 6 ? [] : bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    // MARK: - Percent-encoding

    private static func percentEncoded(_ bytes: ArraySlice<UInt8>, keeping isKept: (UInt8) -> Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in bytes {
            if isKept(byte) {
                result.append(byte)
            } else {
                result += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return result
    }

    /// Outside the C0 control percent-encode set (controls and non-ASCII).
    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

    /// Kept by the fragment percent-encode set (space, `"`, `<`, `>`, `` ` `` are encoded).
    private static func isFragmentByte(_ byte: UInt8) -> Bool {
        isVisibleASCII(byte) && byte != 0x22 && byte != 0x3C && byte != 0x3E && byte != 0x60
    }

    /// Kept by the query percent-encode set (space, `"`, `#`, `<`, `>` are encoded).
    private static func isQueryByte(_ byte: UInt8) -> Bool {
        isVisibleASCII(byte) && byte != 0x22 && byte != 0x23 && byte != 0x3C && byte != 0x3E
    }

    /// Kept by the special-query percent-encode set (the query set and `'`).
    private static func isQueryByteSpecial(_ byte: UInt8) -> Bool { isQueryByte(byte) && byte != 0x27 }

    /// Kept by the path percent-encode set (the query set and `?`, `` ` ``, `{`, `}`).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isQueryByte(byte) && byte != 0x3F && byte != 0x60 && byte != 0x7B && byte != 0x7D
    }
}
