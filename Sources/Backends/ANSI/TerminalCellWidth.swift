/// Measures text in terminal cells, cluster by cluster, for the ANSI renderer's line layout.
///
/// Text is split into extended grapheme clusters (UAX #29, by ``TerminalClusterIterator``),
/// and each cluster's width is decided once for the whole cluster, never summed over its
/// scalars:
///
/// - The cluster's *base* is its first scalar that takes cells on its own; a cluster without
///   one (a control, CR LF, a lone combining mark or ZWJ, U+200B) takes 0 cells.
/// - A base that is East Asian Wide or Fullwidth (CJK, Hangul syllables, fullwidth forms,
///   emoji with emoji presentation by default, skin-tone modifiers) takes 2 cells; any other
///   base, ambiguous width included, takes 1 (half-width katakana, Latin, box drawing).
/// - Zero-width scalars (combining marks Mn and Me, format characters Cf such as ZWJ and
///   U+200B, variation selectors, controls, Hangul medial vowels and final consonants) and
///   spacing marks after the base add nothing.
/// - Emoji presentation widens the cluster to 2: U+FE0F or a skin-tone modifier right after
///   a base with the Emoji property (`☺️`, keycaps `1️⃣`, `✌🏽`), an emoji ZWJ sequence
///   (`👨‍👩‍👧‍👦`, rule GB11), a regional-indicator pair (`🇫🇷`). U+FE0E (text
///   presentation) keeps the base's width.
///   A lone regional indicator takes 1 cell, as its East_Asian_Width (Neutral) says.
/// - U+00AD SOFT HYPHEN takes 1 cell, as terminals draw it; tabs take 0 (the layout expands
///   them, only it knows the column), as do the other controls.
///
/// Printable ASCII runs are counted eight bytes at a time without any table lookup.
///
/// ```swift
/// TerminalCellWidth.width(of: "中文 ok")     // 7
/// TerminalCellWidth.width(of: "👨‍👩‍👧‍👦")        // 2
/// TerminalCellWidth.width(of: "e\u{301}")    // 1
/// ```
enum TerminalCellWidth {
    /// The Unicode version of the width and segmentation data.
    static var unicodeVersion: String { CellWidthTables.unicodeVersion }

    /// The cells `text` takes on one line: the sum of its clusters' widths.
    static func width(of text: String) -> Int {
        text.withUTF8Bytes { width(of: $0) }
    }

    /// The cells the UTF-8 `bytes` take on one line (malformed sequences count as U+FFFD, one
    /// cell each).
    static func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let table = ScalarPropertyTable.shared
        var total = 0
        var index = 0
        while index < count {
            // Eight printable ASCII bytes followed by an ASCII byte are eight one-cell clusters
            // (a byte followed by a non-ASCII byte may start a longer cluster, such as `1️⃣`).
            while index + 8 < count, base[index + 8] < 0x80,
                  isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                total += 8
                index += 8
            }
            let lead = base[index]
            if lead &- 0x20 < 0x5F, index + 1 == count || base[index + 1] < 0x80 {
                total += 1
                index += 1
                continue
            }
            let cluster = TerminalClusterIterator.cluster(in: bytes, from: index, table: table)
            total += cluster.width
            index = cluster.bytes.upperBound
        }
        return total
    }

    /// The clusters of `text` with their byte ranges and widths (an array, for tests and
    /// small texts; a line wrapper walks a ``TerminalClusterIterator`` instead).
    static func clusters(of text: String) -> [TerminalCluster] {
        text.withUTF8Bytes { Array(TerminalClusterIterator($0)) }
    }

    /// Whether `scalar` is East Asian Wide or Fullwidth (and not zero-width), so that it
    /// takes two cells as a cluster's base.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        width(of: scalar) == 2
    }

    /// The cells `scalar` takes as a cluster's base, before any emoji presentation: 0, 1 or 2.
    static func width(of scalar: Unicode.Scalar) -> Int {
        ScalarPropertyTable.shared[scalar.value].cellWidth
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20…0x7E).
    @inline(__always)
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // With no high bit set, subtracting 0x20 sets the high bit of the lowest byte below
        // 0x20, and adding 1 sets the high bit of any 0x7F, without a carry between bytes.
        let belowSpace = word &- 0x2020_2020_2020_2020
        let delete = word &+ 0x0101_0101_0101_0101
        return (word | belowSpace | delete) & highBits == 0
    }
}
