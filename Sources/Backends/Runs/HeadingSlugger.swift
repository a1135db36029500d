import MarkupAST

/// Generates heading anchors the way GitHub does: lower-cased text, letters, digits, `-` and
/// `_` kept, spaces turned into `-`, everything else dropped; repeats get `-1`, `-2`…, and
/// so do slugs equal to an anchor the source gave an earlier block.
struct HeadingSlugger {
    private var used: [String: Int] = [:]

    /// Marks an anchor the source gave (`id="intro"`) as taken, so no later generated slug
    /// repeats it.
    mutating func reserve(_ anchor: String) {
        if used[anchor] == nil { used[anchor] = 0 }
    }

    mutating func slug(for inlines: [Inline]) -> String? {
        let text = Inline.plainText(of: inlines, softBreak: " ", hardBreak: " ")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                if byte == 0x20 {
                    bytes.append(0x2D)
                } else if byte >= 0x41 && byte <= 0x5A {
                    bytes.append(byte + 0x20)
                } else if byte == 0x2D || byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) {
                    bytes.append(byte)
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        let base = String(decoding: bytes, as: UTF8.self)
        guard !base.isEmpty else { return nil }
        guard let count = used[base] else {
            used[base] = 0
            return base
        }
        var next = count + 1
        var candidate = base + "-" + String(next)
        while used[candidate] != nil {
            next += 1
            candidate = base + "-" + String(next)
        }
        used[base] = next
        used[candidate] = 0
        return candidate
    }
}
