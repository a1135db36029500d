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

    /// Whether `bytes` start with the lower-case ASCII `prefix`, ignoring ASCII case.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { expected in
            guard bytes.count >= expected.count else { return false }
            for index in 0..<expected.count where lowercased(bytes[index]) != expected[index] {
                return false
            }
            return true
        }
    }
}

/// A table from lower-case ASCII keywords to values, looked up by bytes ignoring ASCII
/// case; entries are bucketed by length so a lookup compares against a handful at most.
struct CSSKeywordTable<Value: Sendable>: Sendable {
    private var buckets: [[(keyword: [UInt8], value: Value)]]

    /// A table of `(keyword, value)` pairs; keywords must be lower-case ASCII.
    init(_ entries: [(String, Value)]) {
        let longest = entries.map { $0.0.utf8.count }.max() ?? 0
        buckets = Array(repeating: [], count: longest + 1)
        for (keyword, value) in entries {
            buckets[keyword.utf8.count].append((Array(keyword.utf8), value))
        }
    }

    /// The value whose keyword equals `bytes` ignoring ASCII case.
    func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard bytes.count < buckets.count else { return nil }
        for entry in buckets[bytes.count] where Self.matches(bytes, entry.keyword) {
            return entry.value
        }
        return nil
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ keyword: [UInt8]) -> Bool {
        for index in 0..<bytes.count where CSSKeyword.lowercased(bytes[index]) != keyword[index] {
            return false
        }
        return true
    }
}

extension CSSKeywordTable where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A table of every case of a `String`-backed enum by its raw value.
    init(allCasesOf type: Value.Type) {
        self.init(type.allCases.map { ($0.rawValue, $0) })
    }
}
