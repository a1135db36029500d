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
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x20: scalars.append("-")
                case 0x2D, 0x5F, 0x30...0x39, 0x61...0x7A: scalars.append(scalar)
                case 0x41...0x5A: scalars.append(Unicode.Scalar(UInt8(value + 0x20)))
                default: continue
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        let base = String(scalars)
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
