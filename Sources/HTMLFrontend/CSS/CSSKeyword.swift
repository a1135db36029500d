/// ASCII case-insensitive keyword matching over bytes (CSS keywords and property names are
/// ASCII case-insensitive, CSS Values 4 §2.3).
enum CSSKeyword {
    /// The byte with ASCII upper-case letters lowered.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Whether `bytes` equal the lower-case ASCII `keyword`, ignoring ASCII case.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ keyword: StaticString) -> Bool {
        keyword.withUTF8Buffer { expected in
            guard bytes.count == expected.count else { return false }
            for index in 0..<bytes.count where lowercased(bytes[index]) != expected[index] {
                return false
            }
            return true
        }
    }
}
