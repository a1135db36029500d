/// Up to two delimiter markers for emphasis-like content (`*`, `__`, `~~`…), best first.
///
/// A fixed-size value: choosing the delimiters of a node allocates nothing.
struct EmphasisMarkers: Sequence {
    /// `count` copies of the ASCII delimiter character `byte` (1 or 2).
    struct Marker: Equatable {
        let byte: UInt8
        let count: Int

        /// The delimiter character.
        var scalar: Unicode.Scalar { Unicode.Scalar(byte) }
    }

    private var first: Marker?
    private var second: Marker?

    /// No markers: the content can only become raw HTML.
    init() {}

    /// One marker, then `other`.
    init(_ marker: Marker, _ other: Marker) {
        first = marker
        second = other
    }

    /// The preferred marker, if any.
    var preferred: Marker? { first }

    /// Adds `marker` after the others (ignored when two are held).
    mutating func append(_ marker: Marker) {
        if first == nil {
            first = marker
        } else if second == nil {
            second = marker
        }
    }

    /// Adds `marker` before the others (the last one drops out when two are held).
    mutating func prepend(_ marker: Marker) {
        second = first
        first = marker
    }

    /// Yields the markers, best first.
    struct Iterator: IteratorProtocol {
        fileprivate var remaining: EmphasisMarkers

        mutating func next() -> Marker? {
            guard let marker = remaining.first else { return nil }
            remaining.first = remaining.second
            remaining.second = nil
            return marker
        }
    }

    func makeIterator() -> Iterator {
        Iterator(remaining: self)
    }
}
