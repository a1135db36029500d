import MarkupEncoding
import Testing

/// Runs of the inputs that keep each decoder in its error paths: every decoder stays
/// linear (each byte is handled a bounded number of times) and writes valid UTF-8.
struct PathologicalDecodingTests {
    static let patterns: [[UInt8]] = [[0x1B], [0x1B, 0x24], [0x1B, 0x28, 0x43], [0x81, 0x30, 0x81], [0x81, 0x30],
                                      [0xFF], [0xE2, 0x82], [0x00, 0xD8], [0x8F, 0xA2], [0xA4]]

    @Test("8 KiB of repeated error patterns", arguments: TextEncoding.allEncodings)
    func repeatedErrors(_ encoding: TextEncoding) {
        for pattern in Self.patterns {
            let bytes = Array(repeatElement(pattern, count: 8192 / pattern.count).joined())
            let decoded = TextDecoder.decode(bytes, as: encoding)
            #expect(String(validating: decoded.bytes, as: UTF8.self) != nil)
            #expect(decoded.bytes.count <= 3 * bytes.count + 3)
        }
    }
}
