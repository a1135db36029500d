/// Breaks a ``TerminalText`` into lines no wider than a number of cells.
///
/// Breaks go at spaces (which are dropped at the break), between two wide (CJK) characters
/// except where East Asian line breaking forbids it (no line starts with `、。」）` and the
/// like, none ends with `「（`), and at forced line breaks. A word longer than the line is
/// broken instead of overflowing: after its last `/`, `?`, `&`, `=`, `-`… that keeps the
/// line at least half full (a URL breaks between its parts), else at the edge. A grapheme cluster is never split, and
/// no line ends in a space.
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

    /// The byte ranges of the lines of `text`: the first at most `firstWidth` cells wide,
    /// the others at most `width` (a line of one cluster wider than that is allowed: the
    /// cluster cannot be split).
    static func lines(of text: TerminalText, firstWidth: Int, width: Int) -> [Range<Int>] {
        let clusters = text.bytes.withUnsafeBufferPointer(measure)
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0
        var opportunity: (contentEnd: Int, nextStart: Int)?
        // Inside a word too long for the line (a URL), the place after its last `/`, `?`,
        // `&`… where a forced break reads best.
        var punctuationBreak: Int?
        func available() -> Int { max(1, lines.isEmpty ? firstWidth : width) }
        func emit(_ start: Int, _ end: Int) {
            var last = end
            while last > start, clusters[last - 1].kind == .space { last -= 1 }
            let range = start < last ? clusters[start].start..<clusters[last - 1].end : (start < clusters.count ? clusters[start].start : text.bytes.count)..<(start < clusters.count ? clusters[start].start : text.bytes.count)
            lines.append(range)
        }
        var index = 0
        while index < clusters.count {
            let cluster = clusters[index]
            if cluster.kind == .lineFeed {
                emit(lineStart, index)
                lineStart = index + 1
                lineWidth = 0
                opportunity = nil
                punctuationBreak = nil
                index += 1
                continue
            }
            if index == lineStart, cluster.kind == .space, !lines.isEmpty {
                lineStart = index + 1  // a continuation line starts with no space
                index += 1
                continue
            }
            if index > lineStart {
                let previous = clusters[index - 1]
                if cluster.kind == .space && previous.kind != .space {
                    opportunity = (index, index + 1)
                } else if previous.kind == .space && cluster.kind != .space {
                    opportunity = (opportunity?.contentEnd ?? index, index)
                } else if (cluster.kind == .wide || previous.kind == .wide), allowsBreak(text.bytes, before: cluster, after: previous) {
                    opportunity = (index, index)
                }
                if previous.end - previous.start == 1, isBreakableAfter(text.bytes[previous.start]), cluster.kind != .space {
                    punctuationBreak = index
                }
            }
            if cluster.kind != .space, lineWidth + cluster.width > available(), lineWidth > 0 {
                if let breakAt = opportunity, breakAt.contentEnd > lineStart {
                    emit(lineStart, breakAt.contentEnd)
                    lineStart = breakAt.nextStart
                    while lineStart < index, clusters[lineStart].kind == .space { lineStart += 1 }
                } else if let after = punctuationBreak, after > lineStart,
                          2 * clusters[lineStart..<after].reduce(0, { $0 + $1.width }) >= available() {
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
                lineWidth = clusters[lineStart..<index].reduce(0) { $0 + $1.width }
            }
            lineWidth += cluster.width
            index += 1
        }
        if lineStart < clusters.count || lines.isEmpty || clusters.last?.kind == .lineFeed { emit(lineStart, clusters.count) }
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

    /// Whether a line may break between `previous` and `next` (at least one of them wide):
    /// not before closing punctuation or small kana, not after opening punctuation.
    private static func allowsBreak(_ bytes: [UInt8], before next: Cluster, after previous: Cluster) -> Bool {
        let nextScalar = firstScalar(bytes, next)
        let previousScalar = firstScalar(bytes, previous)
        return !noBreakBefore.contains(nextScalar) && !noBreakAfter.contains(previousScalar)
    }

    private static func firstScalar(_ bytes: [UInt8], _ cluster: Cluster) -> UInt32 {
        var decoder = UTF8()
        var iterator = bytes[cluster.start..<cluster.end].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar.value }
        return 0xFFFD
    }

    /// Characters no line may start with (closing brackets, stops, small kana, and their
    /// ASCII counterparts beside CJK text).
    private static let noBreakBefore: Set<UInt32> = Set("、。，．・：；？！ー〜」』）〕］｝〉》】〙〗〟’”ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.;:!?)]}%".unicodeScalars.map(\.value))

    /// Characters no line may end with (opening brackets).
    private static let noBreakAfter: Set<UInt32> = Set("「『（〔［｛〈《【〘〖〝‘“([{$".unicodeScalars.map(\.value))
}
