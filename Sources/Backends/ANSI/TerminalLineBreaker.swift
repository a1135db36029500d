import MarkupAST

/// Breaks a ``TerminalText`` into lines no wider than a number of cells.
///
/// Breaks go at spaces (which are dropped at the break), between two wide (CJK) characters
/// except where East Asian line breaking forbids it (no line starts with `、。」）` and the
/// like, none ends with `「（`), and at forced line breaks. A word longer than the line is
/// broken instead of overflowing: after its last `/`, `?`, `&`, `=`, `-`… that keeps the
/// line at least half full (a URL breaks between its parts), else at the edge. A grapheme
/// cluster is never split, and no line ends in a space.
enum TerminalLineBreaker {
    /// One measured cluster of the text.
    private struct Cluster {
        var start: Int
        var end: Int
        var width: Int
        var kind: Kind
    }

    private enum Kind {
        case space, lineFeed, wide, other
    }

    /// The clusters of a text as the breaking loop reads them.
    private protocol Clusters {
        var count: Int { get }
        func start(_ index: Int) -> Int
        func end(_ index: Int) -> Int
        func width(_ index: Int) -> Int
        func kind(_ index: Int) -> Kind
    }

    /// ASCII text (the common case): every byte is a cluster one cell wide, so nothing is
    /// measured or stored.
    private struct ASCIIClusters: Clusters {
        let bytes: UnsafeBufferPointer<UInt8>
        var count: Int { bytes.count }
        func start(_ index: Int) -> Int { index }
        func end(_ index: Int) -> Int { index + 1 }
        func width(_ index: Int) -> Int { 1 }
        func kind(_ index: Int) -> Kind { bytes[index] == 0x20 ? .space : bytes[index] == 0x0A ? .lineFeed : .other }
    }

    /// Any other text, measured cluster by cluster.
    private struct MeasuredClusters: Clusters {
        let clusters: [Cluster]
        var count: Int { clusters.count }
        func start(_ index: Int) -> Int { clusters[index].start }
        func end(_ index: Int) -> Int { clusters[index].end }
        func width(_ index: Int) -> Int { clusters[index].width }
        func kind(_ index: Int) -> Kind { clusters[index].kind }
    }

    /// The byte ranges of the lines of `text`: the first at most `firstWidth` cells wide,
    /// the others at most `width` (a line of one cluster wider than that is allowed: the
    /// cluster cannot be split).
    static func lines(of text: TerminalText, firstWidth: Int, width: Int) -> [Range<Int>] {
        text.bytes.withUnsafeBufferPointer { bytes in
            isASCII(bytes)
                ? lines(ASCIIClusters(bytes: bytes), bytes: bytes, firstWidth: firstWidth, width: width)
                : lines(MeasuredClusters(clusters: measure(bytes)), bytes: bytes, firstWidth: firstWidth, width: width)
        }
    }

    /// Whether every byte is below 0x80 (eight at a time).
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        UTF8Input.asciiPrefixLength(of: bytes) == bytes.count
    }

    private static func lines<C: Clusters>(_ clusters: C, bytes: UnsafeBufferPointer<UInt8>, firstWidth: Int, width: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0
        var opportunity: (contentEnd: Int, nextStart: Int)?
        // Inside a word too long for the line (a URL), the place after its last `/`, `?`,
        // `&`… where a forced break reads best.
        var punctuationBreak: Int?
        func available() -> Int { max(1, lines.isEmpty ? firstWidth : width) }
        func widths(_ range: Range<Int>) -> Int {
            var total = 0
            for index in range { total += clusters.width(index) }
            return total
        }
        func emit(_ start: Int, _ end: Int) {
            var last = end
            while last > start, clusters.kind(last - 1) == .space { last -= 1 }
            if start < last {
                lines.append(clusters.start(start)..<clusters.end(last - 1))
            } else {
                let position = start < clusters.count ? clusters.start(start) : bytes.count
                lines.append(position..<position)
            }
        }
        var index = 0
        while index < clusters.count {
            let kind = clusters.kind(index)
            if kind == .lineFeed {
                emit(lineStart, index)
                lineStart = index + 1
                lineWidth = 0
                opportunity = nil
                punctuationBreak = nil
                index += 1
                continue
            }
            if index == lineStart, kind == .space, !lines.isEmpty {
                lineStart = index + 1  // a continuation line starts with no space
                index += 1
                continue
            }
            if index > lineStart {
                let previous = clusters.kind(index - 1)
                if kind == .space && previous != .space {
                    opportunity = (index, index + 1)
                } else if previous == .space && kind != .space {
                    opportunity = (opportunity?.contentEnd ?? index, index)
                } else if kind == .wide || previous == .wide,
                          allowsBreak(bytes, before: clusters.start(index)..<clusters.end(index),
                                      after: clusters.start(index - 1)..<clusters.end(index - 1)) {
                    opportunity = (index, index)
                }
                if clusters.end(index - 1) - clusters.start(index - 1) == 1, isBreakableAfter(bytes[clusters.start(index - 1)]),
                   kind != .space {
                    punctuationBreak = index
                }
            }
            let clusterWidth = clusters.width(index)
            if kind != .space, lineWidth + clusterWidth > available(), lineWidth > 0 {
                if let breakAt = opportunity, breakAt.contentEnd > lineStart {
                    emit(lineStart, breakAt.contentEnd)
                    lineStart = breakAt.nextStart
                    while lineStart < index, clusters.kind(lineStart) == .space { lineStart += 1 }
                } else if let after = punctuationBreak, after > lineStart, 2 * widths(lineStart..<after) >= available() {
                    // A forced break inside a word: after its punctuation when that keeps at
                    // least half the line filled, else at the edge.
                    emit(lineStart, after)
                    lineStart = after
                } else {
                    emit(lineStart, index)
                    lineStart = index
                }
                opportunity = nil
                punctuationBreak = nil
                lineWidth = widths(lineStart..<index)
            }
            lineWidth += clusterWidth
            index += 1
        }
        if lineStart < clusters.count || lines.isEmpty || (clusters.count > 0 && clusters.kind(clusters.count - 1) == .lineFeed) {
            emit(lineStart, clusters.count)
        }
        return lines
    }

    /// Whether a forced break may go after `byte` inside a word: URL and path punctuation.
    private static func isBreakableAfter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "#"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    /// The clusters of the text, measured.
    private static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> [Cluster] {
        var clusters: [Cluster] = []
        clusters.reserveCapacity(bytes.count)
        for cluster in TerminalClusterIterator(bytes) {
            let first = bytes[cluster.bytes.lowerBound]
            let kind: Kind
            if first == 0x20 {
                kind = .space
            } else if first == 0x0A {
                kind = .lineFeed
            } else {
                kind = cluster.width == 2 ? .wide : .other
            }
            clusters.append(Cluster(start: cluster.bytes.lowerBound, end: cluster.bytes.upperBound, width: cluster.width, kind: kind))
        }
        return clusters
    }

    /// Whether a line may break between the clusters at byte ranges `previous` and `next`
    /// (at least one of them wide): not before closing punctuation or small kana, not after
    /// opening punctuation.
    private static func allowsBreak(_ bytes: UnsafeBufferPointer<UInt8>, before next: Range<Int>, after previous: Range<Int>) -> Bool {
        !noBreakBefore.contains(firstScalar(bytes, next)) && !noBreakAfter.contains(firstScalar(bytes, previous))
    }

    private static func firstScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt32 {
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar.value }
        return 0xFFFD
    }

    /// Characters no line may start with (closing brackets, stops, small kana, and their
    /// ASCII counterparts beside CJK text).
    private static let noBreakBefore: Set<UInt32> = Set("、。，．・：；？！ー〜」』）〕］｝〉》】〙〗〟’”ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.;:!?)]}%".unicodeScalars.map(\.value))

    /// Characters no line may end with (opening brackets).
    private static let noBreakAfter: Set<UInt32> = Set("「『（〔［｛〈《【〘〖〝‘“([{$".unicodeScalars.map(\.value))
}
