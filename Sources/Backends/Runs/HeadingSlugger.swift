import MarkupAST

/// Generates heading anchors the way GitHub does: lower-cased text, letters, digits, `-` and
/// `_` kept, spaces turned into `-`, everything else dropped; repeats get `-1`, `-2`…
struct HeadingSlugger {
    private var used: [String: Int] = [:]

    mutating func slug(for inlines: [Inline]) -> String? {
        let text = Inline.plainText(of: inlines, softBreak: " ", hardBreak: " ")
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == " " {
                scalars.append("-")
            } else if scalar == "-" || scalar == "_" {
                scalars.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if scalar.isASCII {
                    let value = scalar.value
                    scalars.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
                } else {
                    scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                }
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
