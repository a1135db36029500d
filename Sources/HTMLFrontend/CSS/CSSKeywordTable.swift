/// A table from lower-case ASCII keywords to values, looked up by bytes ignoring ASCII
/// case. Entries are sorted by keyword length and all keywords live in one byte array, so a
/// lookup touches one contiguous range of candidates of the right length and no nested
/// arrays.
struct CSSKeywordTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var start: Int
        var value: Value
    }

    /// All keywords, concatenated in the order of ``entries``.
    private let bytes: [UInt8]
    /// Entries sorted by keyword length.
    private let entries: [Entry]
    /// `firstEntry[n]..<firstEntry[n + 1]` are the entries whose keyword has `n` bytes.
    private let firstEntry: [Int]

    /// A table of `(keyword, value)` pairs; keywords must be lower-case ASCII.
    init(_ pairs: [(String, Value)]) {
        let sorted = pairs.enumerated().sorted { ($0.element.0.utf8.count, $0.offset) < ($1.element.0.utf8.count, $1.offset) }
        let longest = pairs.map { $0.0.utf8.count }.max() ?? 0
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var firstEntry = Array(repeating: 0, count: longest + 2)
        for (_, (keyword, value)) in sorted {
            entries.append(Entry(start: bytes.count, value: value))
            bytes.append(contentsOf: keyword.utf8)
            firstEntry[keyword.utf8.count + 1] = entries.count
        }
        // Lengths with no keyword start where the previous length ended.
        for length in 1..<firstEntry.count { firstEntry[length] = max(firstEntry[length], firstEntry[length - 1]) }
        self.bytes = bytes
        self.entries = entries
        self.firstEntry = firstEntry
    }

    /// The value whose keyword equals `candidate` ignoring ASCII case.
    func value(for candidate: UnsafeBufferPointer<UInt8>) -> Value? {
        let length = candidate.count
        guard length + 1 < firstEntry.count else { return nil }
        return bytes.withUnsafeBufferPointer { bytes in
            entries.withUnsafeBufferPointer { entries in
                for index in firstEntry[length]..<firstEntry[length + 1] {
                    let start = entries[index].start
                    var matches = true
                    for offset in 0..<length where CSSKeyword.lowercased(candidate[offset]) != bytes[start + offset] {
                        matches = false
                        break
                    }
                    if matches { return entries[index].value }
                }
                return nil
            }
        }
    }
}

extension CSSKeywordTable where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A table of every case of a `String`-backed enum by its raw value.
    init(allCasesOf type: Value.Type) {
        self.init(type.allCases.map { ($0.rawValue, $0) })
    }
}
