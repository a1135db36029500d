/// Splits UTF-8 bytes into extended grapheme clusters (UAX #29) and measures each in
/// terminal cells: the iterator a line wrapper walks so that it never splits a cluster.
///
/// Printable ASCII followed by ASCII (or by the end) is a one-cell cluster of one byte,
/// found with two comparisons and no table lookup. Every other cluster is decoded scalar by
/// scalar and segmented by the rules of
/// [UAX #29 §3.1.1](https://www.unicode.org/reports/tr29/#Grapheme_Cluster_Boundary_Rules)
/// (the rule set of ``CellWidthTables/unicodeVersion``), with the properties of
/// ``ScalarPropertyTable``; its width is decided once for the whole cluster, as
/// ``TerminalCellWidth`` describes. Malformed UTF-8 reads as U+FFFD (one cell) per maximal
/// subpart.
///
/// The iterator reads the buffer it was given without owning it: use it only while the
/// buffer is valid, for instance inside `String.withUTF8`.
///
/// ```swift
/// var text = "ab👍🏽"
/// text.withUTF8 { bytes in
///     for cluster in TerminalClusterIterator(bytes) { print(cluster.bytes, cluster.width) }
/// }   // 0..<1 1, 1..<2 1, 2..<10 2
/// ```
struct TerminalClusterIterator: IteratorProtocol, Sequence {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let table: ScalarPropertyTable
    /// The offset where the next cluster starts.
    private(set) var position: Int

    /// Iterates over the clusters of `bytes` from `position`, which must be a cluster
    /// boundary (the start, or the end of a cluster this iterator returned); it is clamped to
    /// the buffer.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int = 0) {
        self.bytes = bytes
        table = .shared
        self.position = Swift.min(Swift.max(position, 0), bytes.count)
    }

    /// The next cluster, or `nil` at the end of the bytes.
    @inline(__always)
    mutating func next() -> TerminalCluster? {
        let start = position
        guard start < bytes.count else { return nil }
        let lead = bytes[start]
        if lead &- 0x20 < 0x5F, start + 1 == bytes.count || bytes[start + 1] < 0x80 {
            position = start + 1
            return TerminalCluster(bytes: start..<start + 1, width: 1)
        }
        let cluster = Self.cluster(in: bytes, from: start, table: table)
        position = cluster.bytes.upperBound
        return cluster
    }

    /// The cluster that starts at `start` (a cluster boundary in `bytes.indices`), found by
    /// the UAX #29 rules and measured.
    ///
    /// Clusters are found forward from a boundary: every rule looks only at the scalars of
    /// the cluster being built (GB11 at the emoji sequence since its pictograph, GB12 and
    /// GB13 at the regional indicators since the cluster's start, whose count restarts at
    /// each boundary).
    static func cluster(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, table: ScalarPropertyTable) -> TerminalCluster {
        var (scalar, length) = UTF8ScalarDecoder.scalar(in: bytes, at: start)
        var properties = table[scalar]
        var previous = properties.graphemeBreak
        var cursor = start + length
        // GB11: the cluster so far ends in Extended_Pictographic Extend*, or in that and a ZWJ.
        var inPictographicSequence = properties.isExtendedPictographic
        var joinerAfterPictograph = false
        // GB12, GB13: the regional indicators just before the cursor.
        var regionalIndicators = previous == .regionalIndicator ? 1 : 0
        // The width is the base's (the first scalar that takes cells) until a rule widens it.
        var width = properties.cellWidth
        var baseIsEmoji = width != 0 && properties.isEmoji
        var previousIsBase = width != 0
        while cursor < bytes.count {
            (scalar, length) = UTF8ScalarDecoder.scalar(in: bytes, at: cursor)
            properties = table[scalar]
            let next = properties.graphemeBreak
            if table.joins(previous, next) {
                // GB3 to GB9b.
            } else if previous == .zwj, joinerAfterPictograph, properties.isExtendedPictographic {
                width = 2  // GB11: an emoji ZWJ sequence, drawn as one emoji.
            } else if previous == .regionalIndicator, next == .regionalIndicator, regionalIndicators & 1 == 1 {
                width = 2  // GB12, GB13: a flag.
            } else {
                break  // GB4, GB5, GB999.
            }
            if properties.isExtendedPictographic {
                inPictographicSequence = true
                joinerAfterPictograph = false
            } else if next == .extend {
                joinerAfterPictograph = false
            } else if next == .zwj {
                joinerAfterPictograph = inPictographicSequence
                inPictographicSequence = false
            } else {
                inPictographicSequence = false
                joinerAfterPictograph = false
            }
            regionalIndicators = next == .regionalIndicator ? regionalIndicators + 1 : 0
            if width == 0 {
                width = properties.cellWidth
                baseIsEmoji = properties.isEmoji
                previousIsBase = width != 0
            } else {
                // U+FE0F VARIATION SELECTOR-16 or a skin-tone modifier (U+1F3FB…U+1F3FF) right
                // after an emoji base asks for emoji presentation, two cells (`☺️`, `✌🏽`);
                // U+FE0E, text presentation, keeps the base's width.
                if previousIsBase, baseIsEmoji, scalar == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalar) {
                    width = 2
                }
                previousIsBase = false
            }
            previous = next
            cursor &+= length
        }
        return TerminalCluster(bytes: start..<cursor, width: width)
    }
}
