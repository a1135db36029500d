/// A deduplicating table: each distinct entry gets the index of its first insertion.
///
/// Small tables (every snippet's styles) are searched linearly, which beats hashing a
/// many-field struct; past ``linearLimit`` entries a dictionary takes over, so large
/// documents stay linear overall.
struct InternTable<Entry: Hashable> {
    private(set) var entries: [Entry] = []
    private var indices: [Entry: Int]?

    static var linearLimit: Int { 12 }

    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    var count: Int { entries.count }

    /// The index of `entry`, adding it on first use.
    mutating func index(of entry: Entry) -> Int {
        if let indices {
            if let index = indices[entry] { return index }
        } else {
            var index = 0
            while index < entries.count {
                if entries[index] == entry { return index }
                index += 1
            }
        }
        entries.append(entry)
        let index = entries.count - 1
        if indices != nil {
            indices?[entry] = index
        } else if entries.count > Self.linearLimit {
            indices = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1, $0) })
        }
        return index
    }

    /// Drops the newest entry.
    mutating func removeLast() {
        guard let last = entries.popLast() else { return }
        indices?[last] = nil
    }
}
