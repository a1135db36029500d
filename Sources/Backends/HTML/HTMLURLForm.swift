import MarkupJSON

/// The form in which the HTML writer writes a URL into `href`/`src` (see
/// `HTMLWriter.appendURL`): C0 controls and spaces at the ends left out, tabs and line breaks
/// left out, bytes outside the safe set percent-encoded (UTF-8, upper-case hex), existing `%`
/// escapes kept. Two URLs with the same form are the same URL to a browser, so comparisons
/// of links written in different syntaxes (Markdown keeps `ü`, HTML writes `%C3%BC`) use it.
public enum HTMLURLForm {
    /// `url` in the writer's form; `&` and `'` stay as they are (the writer writes them as
    /// character references, which a reader decodes back).
    public static func canonical(_ url: String) -> String {
        // Most URLs are in the form already: returned as they are, storage shared.
        let isCanonical = url.withUTF8Bytes { source in
            guard let first = source.first, let last = source.last else { return true }
            return first > 0x20 && last > 0x20 && source.allSatisfy(isKept)
        }
        if isCanonical { return url }
        var bytes: [UInt8] = []
        url.withUTF8Bytes { source in
            var first = 0, end = source.count
            while first < end, source[first] <= 0x20 { first += 1 }
            while end > first, source[end - 1] <= 0x20 { end -= 1 }
            bytes.reserveCapacity(end - first)
            for index in first..<end {
                let byte = source[index]
                if isKept(byte) {
                    bytes.append(byte)
                } else if byte != 0x09 && byte != 0x0A && byte != 0x0D {
                    bytes += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` stays as it is in the canonical form: a safe byte, `&` or `'`.
    private static func isKept(_ byte: UInt8) -> Bool {
        isSafe(byte) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "'")
    }

    /// Letters, digits and `-_.+!*(),%#@?=;:/$~` pass through a URL unchanged.
    static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"),
             UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"),
             UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
