import MarkupJSON

/// Makes a URL safe to put inside an OSC 8 sequence: controls (which could end the sequence
/// early or inject another one) are removed, and spaces and non-ASCII bytes are
/// percent-encoded, as the terminal hyperlink convention asks (URIs are ASCII there).
enum TerminalURL {
    static func escaped(_ url: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case 0x00..<0x20, 0x7F:
                continue
            case 0x21..<0x7F:
                result.append(byte)
            default:
                result.append(UInt8(ascii: "%"))
                result.append(hexDigit(byte >> 4))
                result.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// Appends eight hex digits of the FNV-1a hash of `url` (an OSC 8 `id` part).
    static func appendIDHash(of url: String, to buffer: ByteBuffer) {
        var hash: UInt32 = 0x811C_9DC5
        for byte in url.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        for shift in stride(from: 28, through: 0, by: -4) {
            buffer.append(hexDigit(UInt8(truncatingIfNeeded: hash >> UInt32(shift)) & 0x0F) | 0x20)
        }
    }
}
