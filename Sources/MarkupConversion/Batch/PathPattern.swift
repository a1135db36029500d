/// A shell-style pattern for `--include`/`--exclude` and ``BatchConverter/include``: `*` any
/// run of characters within one path segment, `?` one character, `[abc]`/`[a-z]`/`[!a-z]` a
/// class, `\` quotes the next character, and `**` as a whole segment any number of segments.
///
/// A pattern without `/` is matched against each name on its own (`*.html`, `_static`), as
/// `.gitignore` does; a pattern with `/` against the whole path relative to the directory
/// being walked (`drafts/**`, `api/*/index.html`; a leading `/` is ignored). Matching works
/// on UTF-8 bytes (`?` takes one whole character) and takes time proportional to the product
/// of the two lengths at worst, never exponential.
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    private let segments: [[UInt8]]
    /// Whether the pattern names a single segment (matched against every name).
    public let matchesNames: Bool

    /// A pattern from its text.
    public init(_ text: String) {
        description = text
        var bytes = Array(text.utf8)
        while bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        segments = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        matchesNames = segments.count <= 1 && !text.dropLast().contains("/")
    }

    /// Whether the pattern matches the file or folder `name` (one path segment).
    public func matches(name: some Collection<UInt8>) -> Bool {
        guard segments.count == 1 else { return false }
        return Self.matchSegment(segments[0], Array(name))
    }

    /// Whether the pattern matches `relativePath` (segments separated by `/`): a one-segment
    /// pattern matches when it matches any of the path's names.
    public func matches(relativePath: String) -> Bool {
        let names = Array(relativePath.utf8).split(separator: UInt8(ascii: "/")).map(Array.init)
        if matchesNames { return names.contains { matches(name: $0) } }
        return Self.matchPath(segments, names)
    }

    /// Segment-wise matching with `**` (dynamic programming over pattern × path segments).
    private static func matchPath(_ pattern: [[UInt8]], _ names: [[UInt8]]) -> Bool {
        let doubleStar: [UInt8] = Array("**".utf8)
        // reachable[j]: the first i pattern segments can match the first j names.
        var reachable = [Bool](repeating: false, count: names.count + 1)
        reachable[0] = true
        for segment in pattern {
            var next = [Bool](repeating: false, count: names.count + 1)
            if segment == doubleStar {
                var any = false
                for index in 0...names.count {
                    any = any || reachable[index]
                    next[index] = any
                }
            } else {
                for index in 0..<names.count where reachable[index] && matchSegment(segment, names[index]) {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[names.count]
    }

    /// One segment against one name: `*`, `?`, classes and `\` escapes, with the usual
    /// single backtracking point for the last `*` (linear in practice, quadratic at worst).
    static func matchSegment(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var p = 0
        var n = 0
        var starPattern = -1
        var starName = 0
        while n < name.count {
            if p < pattern.count {
                let byte = pattern[p]
                if byte == UInt8(ascii: "*") {
                    while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
                    starPattern = p
                    starName = n
                    continue
                }
                if byte == UInt8(ascii: "?") {
                    p += 1
                    n += characterLength(name, at: n)
                    continue
                }
                if byte == UInt8(ascii: "["), let (matched, end) = matchClass(pattern, at: p, name, at: n) {
                    if matched.map({ $0 > 0 }) == true {
                        p = end
                        n += matched ?? 1
                        continue
                    }
                } else {
                    var literal = byte
                    var width = 1
                    if byte == UInt8(ascii: "\\"), p + 1 < pattern.count {
                        literal = pattern[p + 1]
                        width = 2
                    }
                    if literal == name[n] {
                        p += width
                        n += 1
                        continue
                    }
                }
            }
            guard starPattern >= 0 else { return false }
            starName += characterLength(name, at: starName)
            n = starName
            p = starPattern
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// Matches a `[...]` class at `p` against the character at `n`: the character's length
    /// when it matches (`nil` when not) and the index after `]`; `nil` when the bracket is
    /// not closed (it is then a literal `[`).
    private static func matchClass(_ pattern: [UInt8], at start: Int, _ name: [UInt8], at n: Int) -> (Int?, Int)? {
        var p = start + 1
        var negated = false
        if p < pattern.count && (pattern[p] == UInt8(ascii: "!") || pattern[p] == UInt8(ascii: "^")) {
            negated = true
            p += 1
        }
        let length = characterLength(name, at: n)
        let character = scalarValue(name, at: n, length: length)
        var matched = false
        var first = true
        while p < pattern.count && (first || pattern[p] != UInt8(ascii: "]")) {
            first = false
            let lowLength = characterLength(pattern, at: p)
            let low = scalarValue(pattern, at: p, length: lowLength)
            p += lowLength
            var high = low
            if p + 1 < pattern.count && pattern[p] == UInt8(ascii: "-") && pattern[p + 1] != UInt8(ascii: "]") {
                let highLength = characterLength(pattern, at: p + 1)
                high = scalarValue(pattern, at: p + 1, length: highLength)
                p += 1 + highLength
            }
            if low <= character && character <= high { matched = true }
        }
        guard p < pattern.count else { return nil }
        return (matched != negated ? length : nil, p + 1)
    }

    /// The length in bytes of the UTF-8 character starting at `index` (1 for a stray byte).
    private static func characterLength(_ bytes: [UInt8], at index: Int) -> Int {
        guard index < bytes.count else { return 1 }
        let lead = bytes[index]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return min(length, bytes.count - index)
    }

    /// The bytes of one character as a number that orders like its code point.
    private static func scalarValue(_ bytes: [UInt8], at index: Int, length: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<length where index + offset < bytes.count { value = value << 8 | UInt32(bytes[index + offset]) }
        return value
    }
}
