/// GFM's "disallowed raw HTML" extension (tagfilter): the `<` of these tags, opening or
/// closing, is written as `&lt;` so that a browser shows them as text.
enum TagFilter {
    private static let disallowed: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"].map { Array($0.utf8) }

    /// Appends `html` with disallowed tags neutralized.
    static func append(_ html: String, to output: inout HTMLWriter) {
        let bytes = Array(html.utf8)
        var runStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), isDisallowedTag(bytes, at: index) {
                output.appendRaw(bytes[runStart..<index])
                output.append("&lt;")
                runStart = index + 1
            }
            index += 1
        }
        output.appendRaw(bytes[runStart...])
    }

    private static func isDisallowedTag(_ bytes: [UInt8], at lessThan: Int) -> Bool {
        var start = lessThan + 1
        if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        for name in disallowed {
            let end = start + name.count
            guard end <= bytes.count else { continue }
            var matches = true
            for offset in 0..<name.count where bytes[start + offset] | 0x20 != name[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            if end == bytes.count { return true }
            switch bytes[end] {
            case UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0C, UInt8(ascii: "\r"):
                return true
            default:
                continue
            }
        }
        return false
    }
}
