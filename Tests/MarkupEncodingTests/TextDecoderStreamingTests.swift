import MarkupEncoding
import Testing
import TestSupport

/// `TextDecoder` as a stream: chunks, offsets across chunks, `finish`, and random chunkings
/// of random input in every encoding.
struct TextDecoderStreamingTests {
    @Test func errorOffsetsCountFromTheFirstChunk() {
        var decoder = TextDecoder(encoding: .utf8)
        var output: [UInt8] = []
        decoder.decode(Array("abc".utf8), into: &output)
        decoder.decode([0x64, 0xE2, 0x82], into: &output)
        #expect(decoder.errorCount == 0)
        decoder.decode([0x41, 0xFF], into: &output)
        #expect(decoder.errorCount == 2)
        #expect(decoder.firstErrorOffset == 4)
        #expect(decoder.byteCount == 8)
        decoder.finish(into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "abcd\u{FFFD}A\u{FFFD}")
    }

    @Test func finishReportsAnUnfinishedSequenceAndResets() {
        var decoder = TextDecoder(encoding: TextEncoding(label: "shift_jis")!)
        var output: [UInt8] = []
        decoder.decode([0x93], into: &output)
        #expect(output.isEmpty)
        decoder.finish(into: &output)
        #expect(decoder.errorCount == 1)
        #expect(decoder.firstErrorOffset == 0)
        decoder.decode([0xA0, 0x41], into: &output)
        decoder.finish(into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "\u{FFFD}\u{FFFD}A")
        #expect(decoder.errorCount == 2)
    }

    @Test func decodesAnyCollectionOfBytes() {
        var decoder = TextDecoder(encoding: .windows1252)
        var output: [UInt8] = []
        decoder.decode([0x41, 0x80][...], into: &output)
        decoder.decode(Set([0x42]), into: &output)
        decoder.decode(AnyCollection<UInt8>([0x43]), into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "A€BC")
    }

    @Test func largeInputGrowsTheOutput() {
        let bytes = [UInt8](repeating: 0xFF, count: 100_000)
        let decoded = TextDecoder.decode(bytes, as: .utf8)
        #expect(decoded.errorCount == 100_000)
        #expect(decoded.bytes.count == 300_000)
        let cyrillic = TextDecoder.decode([UInt8](repeating: 0xE0, count: 50_001), as: TextEncoding(label: "windows-1251")!)
        #expect(cyrillic.string == String(repeating: "а", count: 50_001))
    }

    /// Bytes that exercise each encoding: ASCII, escapes, leads, trails, digits, high bytes.
    static let alphabet: [UInt8] = [0x00, 0x0A, 0x1B, 0x24, 0x28, 0x30, 0x35, 0x40, 0x41, 0x42, 0x49, 0x4A, 0x5C, 0x7E,
                                    0x7F, 0x80, 0x81, 0x8E, 0x8F, 0xA1, 0xA4, 0xB0, 0xC4, 0xD8, 0xDC, 0xE0, 0xED,
                                    0xF0, 0xF4, 0xFE, 0xFF]

    @Test("random input decodes the same in any chunking, to valid UTF-8", arguments: TextEncoding.allEncodings)
    func randomChunkings(_ encoding: TextEncoding) {
        var generator = SeededGenerator(seed: 0x5EED_C0DE)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Self.alphabet.randomElement(using: &generator) ?? 0
            }
            let whole = TextDecoder.decode(bytes, as: encoding)
            #expect(String(validating: whole.bytes, as: UTF8.self) != nil)
            #expect((whole.errorCount == 0) == (whole.firstErrorOffset == nil))
            if let offset = whole.firstErrorOffset {
                #expect(offset >= 0 && offset < bytes.count)
            }
            var chunks: [[UInt8]] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let length = Int.random(in: 0...min(5, rest.count), using: &generator)
                chunks.append(Array(rest.prefix(length)))
                rest = rest.dropFirst(length)
            }
            #expect(DecodingCase.decode(chunks, as: encoding) == whole, "\(bytes) in \(chunks)")
        }
    }

    @Test("ASCII decodes to itself in every ASCII-compatible encoding", arguments: TextEncoding.allEncodings)
    func asciiIsItself(_ encoding: TextEncoding) {
        let ascii = Array(UInt8(0)...0x7F)
        let decoded = TextDecoder.decode(ascii, as: encoding)
        switch encoding.name {
        case "UTF-16BE", "UTF-16LE", "replacement":
            #expect(decoded.errorCount > 0 || decoded.bytes != ascii)
        case "ISO-2022-JP":
            // ESC ( B and the rest: ASCII but SO, SI and the escape sequence start.
            #expect(decoded.errorCount == 3)
        default:
            #expect(decoded.bytes == ascii)
            #expect(decoded.errorCount == 0)
        }
    }
}
