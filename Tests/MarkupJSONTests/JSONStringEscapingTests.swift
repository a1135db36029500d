import MarkupJSON
import TestSupport
import Testing

/// `JSONByteWriter.string` skips eight bytes at a time while none can need an escape; these
/// tests hold it to a byte-by-byte reference at every alignment of every byte it escapes.
@Suite("JSON string escaping")
struct JSONStringEscapingTests {
    /// The escaped form, one scalar at a time, as RFC 8259 and the writer's JavaScript-safe
    /// rule (U+2028, U+2029) say.
    static func reference(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0x08: result += "\\b"
            case 0x0C: result += "\\f"
            case 0x2028: result += "\\u2028"
            case 0x2029: result += "\\u2029"
            case 0..<0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func written(_ text: String) -> String {
        let json = JSONByteWriter(capacity: 16)
        json.string(text)
        return String(decoding: json.buffer.bytes, as: UTF8.self)
    }

    @Test("every escaped character, at every offset in and around an eight-byte word")
    func everyEscapeAtEveryOffset() {
        let specials: [String] = ["\"", "\\", "\n", "\t", "\r", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{2028}", "\u{2029}"]
        for special in specials {
            for before in 0..<20 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after)
                    #expect(Self.written(text) == Self.reference(text), "\(before) + \(special.unicodeScalars.map(\.value)) + \(after)")
                }
            }
        }
    }

    @Test("near misses pass unescaped: other 0xE2 sequences, space, DEL, punctuation")
    func nearMissesAreCopied() {
        for text in ["aaaaaaa\u{2027}bbbbbbbb", "aaaaaaaaaa\u{202A}", "\u{20AC}\u{20AC}\u{20AC}\u{20AC}", "        \u{7F}       ", "#!$%&'()*+,-./01234567"] {
            #expect(Self.written(text) == Self.reference(text))
        }
    }

    @Test("random strings over a small alphabet of clean and escaped bytes match the reference")
    func randomStrings() {
        var generator = SeededGenerator(seed: 2028)
        let alphabet: [String] = ["a", "é", "\u{2028}", "\u{2029}", "\u{2027}", "\"", "\\", "\n", "\u{01}", " ", "中", "😀"]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(Self.written(text) == Self.reference(text))
        }
    }
}
