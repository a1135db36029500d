/// ASCII case-insensitive keyword matching over UTF-8 bytes, for the syntaxes whose
/// keywords ignore ASCII case (CSS keywords, property and function names, CSS Values 4
/// §2.3; colour functions in stylesheet files). Shared by MarkupAST's colour reader and
/// HTMLFrontend's CSS parser, so the rule is written once.
package enum ASCIIKeyword {
    /// The byte with ASCII upper-case letters lowered.
    @inline(__always)
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Whether `bytes` equal the lower-case ASCII `keyword`, ignoring ASCII case.
    package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ keyword: StaticString) -> Bool {
        keyword.withUTF8Buffer { expected in
            guard bytes.count == expected.count else { return false }
            for index in 0..<bytes.count where lowercased(bytes[index]) != expected[index] { return false }
            return true
        }
    }

    /// Whether `bytes` equal the lower-case ASCII `keyword`, ignoring ASCII case.
    package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ keyword: String) -> Bool {
        guard bytes.count == keyword.utf8.count else { return false }
        for (index, expected) in keyword.utf8.enumerated() where lowercased(bytes[index]) != expected { return false }
        return true
    }
}
