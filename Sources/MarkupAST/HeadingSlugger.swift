/// Generates heading anchors the way GitHub does: lower-cased text, letters, digits, `-` and
/// `_` kept, spaces turned into `-`, everything else dropped; repeats get `-1`, `-2`…, and
/// so do slugs equal to an anchor the source gave an earlier block.
///
/// The runs.json writer names headings with it; the runs.json reader runs it again over the
/// headings it reads, to tell a generated anchor (no `id` in the source) from one the source
/// gave.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    /// A slugger with no anchor taken.
    public init() {}

    /// Marks an anchor the source gave (`id="intro"`) as taken, so no later generated slug
    /// repeats it.
    public mutating func reserve(_ anchor: String) {
        if used[anchor] == nil { used[anchor] = 0 }
    }

    /// The anchor of the next heading with `inlines`, taken; `nil` when its text has no
    /// letter or digit.
    public mutating func slug(for inlines: [Inline]) -> String? {
        guard let base = Self.base(for: inlines) else { return nil }
        let (slug, next) = candidate(for: base)
        used[base] = next
        used[slug] = 0
        return slug
    }

    /// What ``slug(for:)`` would return now, without taking it.
    public func nextSlug(for inlines: [Inline]) -> String? {
        Self.base(for: inlines).map { candidate(for: $0).slug }
    }

    /// The slug for `base`, and the count to record for `base` once it is taken.
    private func candidate(for base: String) -> (slug: String, next: Int) {
        guard let count = used[base] else { return (base, 0) }
        var next = count + 1
        var candidate = base + "-" + String(next)
        while used[candidate] != nil {
            next += 1
            candidate = base + "-" + String(next)
        }
        return (candidate, next)
    }

    /// The slug of the plain text of `inlines` before repeats are numbered.
    private static func base(for inlines: [Inline]) -> String? {
        let text = Inline.plainText(of: inlines, softBreak: " ", hardBreak: " ")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII headings (most of them) byte by byte.
            for byte in text.utf8 { appendSlugByte(byte, to: &bytes) }
        } else {
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    appendSlugByte(UInt8(value), to: &bytes)
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                }
            }
        }
        let base = String(decoding: bytes, as: UTF8.self)
        return base.isEmpty ? nil : base
    }

    /// An ASCII character's part of a slug: a space becomes `-`, letters are lowercased,
    /// digits, `-` and `_` are kept, other punctuation is dropped.
    @inline(__always)
    private static func appendSlugByte(_ byte: UInt8, to bytes: inout [UInt8]) {
        if byte == 0x20 {
            bytes.append(0x2D)
        } else if byte >= 0x41 && byte <= 0x5A {
            bytes.append(byte + 0x20)
        } else if byte == 0x2D || byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) {
            bytes.append(byte)
        }
    }
}
