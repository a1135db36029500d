/// `%XX` decoding, shared by relative file URLs and `data:` URL bodies.
enum PercentDecoding {
    /// `bytes` with every `%` followed by two hex digits replaced by that byte; a `%` that
    /// is not is kept as it is (as the WHATWG URL Standard's percent-decode does).
    static func decoded<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        let source = Array(bytes)
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == 0x25, index + 2 < source.count, let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2]) {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
