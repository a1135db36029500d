@testable import Backends
import TestSupport
import Testing

/// `HTMLWriter.appendEscaped` and `appendEscapedCollapsingWhiteSpace` skip eight bytes at a
/// time while none can need work (`HTMLEscapeScan`); these tests hold them to byte-by-byte
/// references at every alignment, with runs of white space that start in one word and end
/// in the next.
@Suite("HTML text escaping")
struct HTMLTextEscapingTests {
    static func entity(_ byte: UInt8, newlinesAsEntities: Bool) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case 0x0D: "&#13;"
        case 0x0A where newlinesAsEntities: "&#10;"
        default: nil
        }
    }

    /// Escaping one byte at a time.
    static func referenceEscaped(_ text: String, newlinesAsEntities: Bool) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if let entity = entity(byte, newlinesAsEntities: newlinesAsEntities) { bytes += Array(entity.utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Escaping with every run of HTML white space other than one space written as a space.
    static func referenceCollapsed(_ text: String) -> String {
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < source.count {
            let byte = source[index]
            if HTMLWriter.isWhiteSpace(byte) {
                var end = index
                while end < source.count, HTMLWriter.isWhiteSpace(source[end]) { end += 1 }
                bytes.append(0x20)
                index = end
                continue
            }
            if let entity = entity(byte, newlinesAsEntities: false) { bytes += Array(entity.utf8) } else { bytes.append(byte) }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func escaped(_ text: String, newlinesAsEntities: Bool = false) -> String {
        let writer = HTMLWriter(capacity: 8)
        writer.appendEscaped(text, newlinesAsEntities: newlinesAsEntities)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func collapsed(_ text: String) -> String {
        let writer = HTMLWriter(capacity: 8)
        writer.appendEscapedCollapsingWhiteSpace(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test("every escaped byte and white-space run, at every offset in and around an eight-byte word")
    func everySpecialAtEveryOffset() {
        let specials = ["&", "<", ">", "\"", "\r", "\n", "\t", "\u{0C}", " ", "  ", "   ", " \t", "\n ", "\u{0B}", "\u{00}", "\u{08}"]
        for special in specials {
            for before in 0..<20 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after)
                    let label = "\(before) + \(special.unicodeScalars.map(\.value)) + \(after)"
                    #expect(Self.escaped(text) == Self.referenceEscaped(text, newlinesAsEntities: false), "\(label)")
                    #expect(Self.escaped(text, newlinesAsEntities: true) == Self.referenceEscaped(text, newlinesAsEntities: true), "\(label)")
                    #expect(Self.collapsed(text) == Self.referenceCollapsed(text), "\(label)")
                }
            }
        }
    }

    @Test("near misses are copied: the neighbours of the escaped bytes, multi-byte text")
    func nearMissesAreCopied() {
        for text in ["#$%'()*+,-./0123456789:;=?@", "\u{0E}\u{1F}!\u{7F}~ a b c d e f", "é中😀 é中😀 é中😀 é中😀"] {
            #expect(Self.escaped(text) == text)
            #expect(Self.collapsed(text) == text)
        }
    }

    @Test("random strings over a small alphabet of clean, escaped and white-space bytes match the references")
    func randomStrings() {
        var generator = SeededGenerator(seed: 1337)
        let alphabet = ["a", "é", "中", "&", "<", ">", "\"", "'", " ", " ", "\t", "\n", "\r", "\u{0C}", "\u{0B}", "\u{00}", "$", ":"]
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 48)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(Self.escaped(text) == Self.referenceEscaped(text, newlinesAsEntities: false))
            #expect(Self.escaped(text, newlinesAsEntities: true) == Self.referenceEscaped(text, newlinesAsEntities: true))
            #expect(Self.collapsed(text) == Self.referenceCollapsed(text))
        }
    }
}
