/// Byte-level HTML escaping for text, attribute values and URLs.
///
/// Scans UTF-8 bytes and copies unescaped stretches in one append, so escaping is linear
/// and allocation-light.
enum HTMLEscaping {
    /// Appends `text` with `&`, `<`, `>` and `"` replaced by entities.
    static func appendText(_ text: String, to output: inout String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: String
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default: continue
                }
                appendBytes(bytes, runStart..<index, to: &output)
                output += replacement
                runStart = index + 1
            }
            appendBytes(bytes, runStart..<bytes.count, to: &output)
        }
    }

    /// Appends a URL for an `href`/`src` attribute: bytes outside the safe set are
    /// percent-encoded (UTF-8), `&` and `'` become entities, existing `%` escapes are kept.
    static func appendURL(_ url: String, to output: inout String) {
        var url = url
        url.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if isURLSafe(byte) { continue }
                appendBytes(bytes, runStart..<index, to: &output)
                switch byte {
                case UInt8(ascii: "&"): output += "&amp;"
                case UInt8(ascii: "'"): output += "&#x27;"
                default:
                    output += "%"
                    output.unicodeScalars.append(hexDigit(byte >> 4))
                    output.unicodeScalars.append(hexDigit(byte & 0x0F))
                }
                runStart = index + 1
            }
            appendBytes(bytes, runStart..<bytes.count, to: &output)
        }
    }

    /// Letters, digits and `-_.+!*(),%#@?=;:/$~` pass through a URL unchanged; `&` and `'`
    /// are kept but entity-escaped.
    private static func isURLSafe(_ byte: UInt8) -> Bool {
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

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }

    private static func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to output: inout String) {
        guard !range.isEmpty else { return }
        output += String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
