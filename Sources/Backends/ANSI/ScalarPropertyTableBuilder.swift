/// Builds the two stages of a ``ScalarPropertyTable`` from the range lists of
/// ``CellWidthTables``.
///
/// The lists are decoded into spans, each a code point range and what it does to the packed
/// ``ScalarProperties`` byte of the code points it covers (keep some bits, set others). A
/// sweep over the blocks of code points then keeps the spans that cover the current block:
/// a block that spans cover whole (an unassigned plane, the CJK ideographs) is uniform and
/// computed from the spans alone, and only the few hundred blocks with mixed properties are
/// filled entry by entry. Identical blocks are stored once.
struct ScalarPropertyTableBuilder {
    /// One range of a list and its effect on the properties of the code points it covers.
    private struct Span {
        var first: Int
        var last: Int
        /// The bits of the properties byte that are kept…
        var keep: UInt8
        /// …and those that are then set.
        var set: UInt8
        /// Whether the span is the Hangul syllables, whose grapheme-break value, LV or LVT,
        /// depends on the code point (every 28th syllable from U+AC00 has no final consonant,
        /// UAX #29 Table 1b), and `set` is ignored.
        var isHangulSyllables = false

        /// `entry` changed as the span says for the code point `code`.
        func applied(to entry: UInt8, at code: Int) -> UInt8 {
            guard isHangulSyllables else { return entry & keep | set }
            let value: GraphemeBreakProperty = (code - 0xAC00) % 28 == 0 ? .lv : .lvt
            return entry & keep | value.rawValue
        }
    }

    /// The entries of a block with mixed properties as a dictionary key, hashed as raw
    /// bytes in one call rather than byte by byte.
    private struct MixedBlock: Hashable {
        var entries: [UInt8]

        func hash(into hasher: inout Hasher) {
            entries.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// The spans in the order they were added, which is the order they apply in.
    private var spans: [Span] = []

    /// Adds the ranges of a list (white-space separated `start` or `start-end` hexadecimal
    /// tokens); each code point in them keeps the bits of `keep` and gets those of `set`. A
    /// malformed token (the generator writes none) is skipped.
    mutating func add(_ list: StaticString, keep: UInt8, set: UInt8) {
        Self.forEachRange(in: list) { range, _ in
            spans.append(Span(first: range.lowerBound, last: range.upperBound, keep: keep, set: set))
        }
    }

    /// Adds the grapheme-break list, whose `=Value` tokens name the value of the ranges after
    /// them; ranges under an unknown name are skipped.
    mutating func addGraphemeBreak(_ list: StaticString) {
        Self.forEachRange(in: list) { range, valueName in
            var span = Span(first: range.lowerBound, last: range.upperBound, keep: ~ScalarProperties.graphemeBreakBits, set: 0)
            if valueName == "HangulSyllable" {
                span.isHangulSyllables = true
            } else if let value = Self.graphemeBreak(named: valueName) {
                span.set = value.rawValue
            } else {
                return
            }
            spans.append(span)
        }
    }

    /// The two stages: for each block of `1 << blockShift` code points (U+0000…`end` - 1), the
    /// number of its block in `entries`, and the distinct blocks of properties, where every
    /// code point starts as `initial` and then gets the spans that cover it.
    func build(initial: UInt8, blockShift: Int, end: Int) -> (blockNumbers: [UInt16], entries: [UInt8]) {
        let blockSize = 1 << blockShift
        var blockNumbers: [UInt16] = []
        var entries: [UInt8] = []
        var uniformBlocks: [UInt8: UInt16] = [:]
        var mixedBlocks: [MixedBlock: UInt16] = [:]
        blockNumbers.reserveCapacity(end / blockSize)

        /// The number of the block `key` stands for, stored with `blockEntries` if it is new.
        func number<Key: Hashable>(of key: Key, in known: inout [Key: UInt16], _ blockEntries: () -> [UInt8]) -> UInt16 {
            if let number = known[key] { return number }
            // At most `end / blockSize` (8,704) blocks: the number fits.
            let number = UInt16(truncatingIfNeeded: entries.count / blockSize)
            entries.append(contentsOf: blockEntries())
            known[key] = number
            return number
        }

        let byStart = spans.indices.sorted { spans[$0].first < spans[$1].first }
        var nextByStart = 0
        var active: [Int] = []  // the spans that cover part of the block, in the order they apply
        var block = [UInt8](repeating: initial, count: blockSize)
        for blockStart in stride(from: 0, to: end, by: blockSize) {
            let blockLast = blockStart + blockSize - 1
            active.removeAll { spans[$0].last < blockStart }
            while nextByStart < byStart.count, spans[byStart[nextByStart]].first <= blockLast {
                let span = byStart[nextByStart]
                active.insert(span, at: active.firstIndex { $0 > span } ?? active.endIndex)
                nextByStart += 1
            }
            let coverWhole = active.allSatisfy {
                spans[$0].first <= blockStart && spans[$0].last >= blockLast && !spans[$0].isHangulSyllables
            }
            if coverWhole {
                let value = active.reduce(initial) { spans[$1].applied(to: $0, at: blockStart) }
                blockNumbers.append(number(of: value, in: &uniformBlocks) { Array(repeating: value, count: blockSize) })
                continue
            }
            for index in block.indices { block[index] = initial }
            for span in active.map({ spans[$0] }) {
                for code in max(span.first, blockStart)...min(span.last, blockLast) {
                    block[code - blockStart] = span.applied(to: block[code - blockStart], at: code)
                }
            }
            if let value = block.first, block.allSatisfy({ $0 == value }) {
                blockNumbers.append(number(of: value, in: &uniformBlocks) { block })
            } else {
                blockNumbers.append(number(of: MixedBlock(entries: block), in: &mixedBlocks) { block })
            }
        }
        return (blockNumbers, entries)
    }

    /// The value a `=Name` token of the grapheme-break list stands for (`HangulSyllable`,
    /// which depends on the code point, is read by the caller); `nil` for an unknown name or
    /// before any name.
    private static func graphemeBreak(named name: String?) -> GraphemeBreakProperty? {
        switch name {
        case "CR": .cr
        case "LF": .lf
        case "Control": .control
        case "Extend": .extend
        case "ZWJ": .zwj
        case "Regional_Indicator": .regionalIndicator
        case "Prepend": .prepend
        case "SpacingMark": .spacingMark
        case "L": .l
        case "V": .v
        case "T": .t
        default: nil
        }
    }

    /// Calls `body` with every well-formed range of a list and the name of
    /// the last `=Name` token before it (`nil` when there is none).
    private static func forEachRange(in list: StaticString, _ body: (ClosedRange<Int>, String?) -> Void) {
        list.withUTF8Buffer { bytes in
            var valueName: String?
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] <= 0x20 { index += 1 }
                let start = index
                while index < bytes.count, bytes[index] > 0x20 { index += 1 }
                guard start < index else { break }
                let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if token[0] == UInt8(ascii: "=") {
                    valueName = String(decoding: token.dropFirst(), as: UTF8.self)
                } else if let range = codePointRange(token) {
                    body(range, valueName)
                }
            }
        }
    }

    /// The range a `start` or `start-end` hexadecimal token stands for; `nil` when it is
    /// malformed or leaves the code space.
    private static func codePointRange(_ token: UnsafeBufferPointer<UInt8>) -> ClosedRange<Int>? {
        var first = 0
        var value = 0
        var digits = 0
        var sawHyphen = false
        for byte in token {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value &* 16 &+ Int(byte &- 0x30)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value &* 16 &+ Int(byte &- 0x37)
            case UInt8(ascii: "-") where !sawHyphen && digits > 0:
                sawHyphen = true
                first = value
                value = 0
                digits = 0
                continue
            default: return nil
            }
            digits += 1
            guard digits <= 6, value <= 0x10_FFFF else { return nil }
        }
        guard digits > 0 else { return nil }
        if !sawHyphen { first = value }
        return first <= value ? first...value : nil
    }
}
