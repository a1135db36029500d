/// A byte buffer that HTML is written into, with the escaping rules for text, attribute
/// values and URLs.
///
/// Renderers append many small pieces; appending bytes to one growing array (literals as
/// `StaticString`, text through its contiguous UTF-8 storage) costs a fraction of
/// appending `String`s, and the whole output is decoded into a `String` once at the end.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The last byte written, if any.
    var lastByte: UInt8? { bytes.last }

    /// Appends markup given as a literal.
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends markup given as a string, unescaped.
    mutating func appendRaw(_ text: String) {
        Self.withBytes(of: text) { bytes.append(contentsOf: $0) }
    }

    /// Appends a decimal number.
    mutating func append(_ number: Int) {
        appendRaw(String(number))
    }

    /// Appends `text` with `&`, `<`, `>` and `"` replaced by entities.
    mutating func appendEscaped(_ text: String) {
        Self.withBytes(of: text) { source in
            var runStart = 0
            for index in 0..<source.count {
                let byte = source[index]
                // Letters and most text are above '>' (0x3E): one comparison for them.
                if byte > UInt8(ascii: ">") { continue }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                append(replacement)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// Appends a URL for an `href`/`src` attribute: bytes outside the safe set are
    /// percent-encoded (UTF-8), `&` and `'` become entities, existing `%` escapes are kept.
    mutating func appendURL(_ url: String) {
        Self.withBytes(of: url) { source in
            for byte in source {
                if Self.isURLSafe(byte) {
                    bytes.append(byte)
                } else if byte == UInt8(ascii: "&") {
                    append("&amp;")
                } else if byte == UInt8(ascii: "'") {
                    append("&#x27;")
                } else {
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0x0F))
                }
            }
        }
    }

    /// Appends a newline unless the output is empty or already ends with one.
    mutating func newlineIfNeeded() {
        if let last = bytes.last, last != UInt8(ascii: "\n") {
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Letters, digits and `-_.+!*(),%#@?=;:/$~` pass through a URL unchanged.
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

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// Calls `body` with the UTF-8 bytes of `text`, without copying native strings.
    private static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8(body)
    }
}
