import Foundation
import Testing
import TestSupport
@testable import Backends

/// Grapheme segmentation and terminal cell widths (``TerminalCellWidth``,
/// ``TerminalClusterIterator``).
///
/// The conformance tests read the Unicode Character Database from `$MCONV_UNICODE_DIR` or
/// `/usr/share/unicode` (Debian's `unicode-data` package) at test time; without it they are
/// skipped with a message. The data files are not part of the repository.
@Suite("terminal cell width")
struct TerminalCellWidthTests {
    /// A text and the cells it must take.
    struct WidthCase: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var width: Int
        var testDescription: String { "\(name): \(text.debugDescription) = \(width)" }
    }

    static let widthCases: [WidthCase] = [
        WidthCase(name: "empty", text: "", width: 0),
        WidthCase(name: "ASCII", text: "Hello, world!", width: 13),
        WidthCase(name: "ASCII longer than the 8-byte fast path", text: "The quick brown fox jumps over the lazy dog.", width: 44),
        WidthCase(name: "CJK ideographs", text: "中文", width: 4),
        WidthCase(name: "CJK sentence with ASCII", text: "日本語のテキスト and text", width: 25),
        WidthCase(name: "half-width katakana", text: "ｱ", width: 1),
        WidthCase(name: "fullwidth Latin", text: "Ａ", width: 2),
        WidthCase(name: "ideographic space", text: "\u{3000}", width: 2),
        WidthCase(name: "Hangul syllables", text: "한국어", width: 6),
        WidthCase(name: "Hangul jamo L V T", text: "\u{1100}\u{1161}\u{11A8}", width: 2),
        WidthCase(name: "Hangul jamo L V", text: "\u{1100}\u{1161}", width: 2),
        WidthCase(name: "Hangul LV syllable + T", text: "\u{AC00}\u{11A8}", width: 2),
        WidthCase(name: "lone Hangul medial vowel", text: "\u{1161}", width: 0),
        WidthCase(name: "e + combining acute", text: "e\u{301}", width: 1),
        WidthCase(name: "precomposed é", text: "\u{E9}", width: 1),
        WidthCase(name: "stacked combining marks", text: "a\u{301}\u{302}\u{303}b", width: 2),
        WidthCase(name: "lone combining mark", text: "\u{301}", width: 0),
        WidthCase(name: "CJK + combining mark", text: "中\u{301}", width: 2),
        WidthCase(name: "ZWJ family", text: "👨‍👩‍👧‍👦", width: 2),
        WidthCase(name: "two ZWJ families", text: "👨‍👩‍👧‍👦👨‍👩‍👧‍👦", width: 4),
        WidthCase(name: "skin tone", text: "👍🏽", width: 2),
        WidthCase(name: "lone skin-tone modifier", text: "🏽", width: 2),
        WidthCase(name: "skin tone on a text-default base", text: "✌🏽", width: 2),
        WidthCase(name: "flag", text: "🇫🇷", width: 2),
        WidthCase(name: "two flags", text: "🇫🇷🇯🇵", width: 4),
        WidthCase(name: "lone regional indicator", text: "\u{1F1EB}", width: 1),
        WidthCase(name: "three regional indicators", text: "\u{1F1EB}\u{1F1F7}\u{1F1EF}", width: 3),
        WidthCase(name: "keycap", text: "1️⃣", width: 2),
        WidthCase(name: "keycap after 8 ASCII bytes", text: "abcdefgh1️⃣", width: 10),
        WidthCase(name: "keycap after 7 ASCII bytes", text: "abcdefg#️⃣", width: 9),
        WidthCase(name: "keycap without VS16", text: "1\u{20E3}", width: 1),
        WidthCase(name: "smiley, text by default", text: "☺", width: 1),
        WidthCase(name: "smiley + VS16", text: "☺️", width: 2),
        WidthCase(name: "smiley + VS15", text: "☺︎", width: 1),
        WidthCase(name: "emoji-presentation emoji", text: "😀", width: 2),
        WidthCase(name: "wide emoji + VS15", text: "⌚︎", width: 2),
        WidthCase(name: "heart on fire (VS16 then ZWJ)", text: "❤️‍🔥", width: 2),
        WidthCase(name: "rainbow flag", text: "🏳️‍🌈", width: 2),
        WidthCase(name: "tag sequence flag", text: "🏴󠁧󠁢󠁳󠁣󠁴󠁿", width: 2),
        WidthCase(name: "VS16 after a non-emoji", text: "a\u{FE0F}", width: 1),
        WidthCase(name: "ambiguous width", text: "αβ±§", width: 4),
        WidthCase(name: "zero width space", text: "\u{200B}", width: 0),
        WidthCase(name: "word joiner and BOM", text: "a\u{2060}b\u{FEFF}", width: 2),
        WidthCase(name: "soft hyphen", text: "\u{AD}", width: 1),
        WidthCase(name: "tab", text: "\t", width: 0),
        WidthCase(name: "controls", text: "a\u{0}\u{7}\u{1B}\u{7F}\u{85}b", width: 2),
        WidthCase(name: "CR LF", text: "a\r\nb", width: 2),
        WidthCase(name: "Devanagari with spacing mark", text: "\u{915}\u{93E}", width: 1),
        WidthCase(name: "mixed prose", text: "Zürich 東京 👋🏾 ok", width: 17),
    ]

    @Test("widths", arguments: widthCases)
    func width(_ test: WidthCase) {
        #expect(TerminalCellWidth.width(of: test.text) == test.width)
        // The ASCII fast path of width(of:) and the iterator agree.
        #expect(TerminalCellWidth.clusters(of: test.text).reduce(0) { $0 + $1.width } == test.width)
    }

    @Test("cluster byte ranges and widths")
    func clusterRanges() {
        let clusters = TerminalCellWidth.clusters(of: "e\u{301}中👨‍👩‍👧\r\n1️⃣x")
        #expect(clusters == [
            TerminalCluster(bytes: 0..<3, width: 1),
            TerminalCluster(bytes: 3..<6, width: 2),
            TerminalCluster(bytes: 6..<24, width: 2),
            TerminalCluster(bytes: 24..<26, width: 0),
            TerminalCluster(bytes: 26..<33, width: 2),
            TerminalCluster(bytes: 33..<34, width: 1),
        ])
    }

    @Test("an iterator resumes at a cluster boundary")
    func resumingIterator() {
        var text = "ab🇫🇷c"
        let rest = text.withUTF8 { bytes in
            Array(TerminalClusterIterator(bytes, from: 2)).map(\.bytes)
        }
        #expect(rest == [2..<10, 10..<11])
    }

    @Test("malformed UTF-8 reads as U+FFFD per maximal subpart, one cell each")
    func malformedUTF8() {
        // a, a lone continuation byte, a cut 3-byte sequence, an overlong form (two subparts), an
        // encoded surrogate (three), b.
        let bytes: [UInt8] = [0x61, 0x80, 0xE4, 0xB8, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x62]
        let clusters = bytes.withUnsafeBufferPointer { Array(TerminalClusterIterator($0)) }
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(clusters.map(\.width) == Array(repeating: 1, count: decoded.unicodeScalars.count))
        #expect(clusters.map(\.bytes) == [0..<1, 1..<2, 2..<4, 4..<5, 5..<6, 6..<7, 7..<8, 8..<9, 9..<10])
        #expect(bytes.withUnsafeBufferPointer { TerminalCellWidth.width(of: $0) } == clusters.count)
    }

    @Test("on seeded random byte strings, clusters tile the bytes and width(of:) sums their widths")
    func randomBytes() {
        let pieces = [
            "a", "1", "#", " ", "~", "abcdefg", "The quick ", "12345678", "\t", "\n", "\r", "e\u{301}", "中",
            "ｱ", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "\u{20E3}", "👍", "🏽", "\u{1F1EB}", "👨", "☺", "\u{1100}",
            "\u{1161}", "\u{11A8}", "한", "\u{915}", "\u{93E}", "\u{600}", "\u{AD}", "\u{200B}", "\u{E0067}",
        ].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8], [0x80], [0xF0, 0x9F], [0xED, 0xA0, 0x80]]
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += pieces[Int.random(in: pieces.indices, using: &generator)]
            }
            let (clusters, width) = bytes.withUnsafeBufferPointer { buffer in
                (Array(TerminalClusterIterator(buffer)), TerminalCellWidth.width(of: buffer))
            }
            let ends = clusters.map(\.bytes.upperBound)
            #expect(clusters.map(\.bytes.lowerBound) == [0] + ends.dropLast() || bytes.isEmpty, "\(bytes)")
            #expect(ends.last ?? 0 == bytes.count && clusters.allSatisfy { !$0.bytes.isEmpty }, "\(bytes)")
            #expect(clusters.reduce(0) { $0 + $1.width } == width, "\(bytes)")
        }
    }

    @Test("scalar widths", arguments: [
        ("a", 1), ("中", 2), ("Ａ", 2), ("ｱ", 1), ("\u{301}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0),
        ("😀", 2), ("☺", 1), ("\u{1F1EB}", 1), ("\u{20000}", 2), ("\u{3FFFD}", 2), ("\u{10FFFF}", 1), ("\u{0}", 0),
    ] as [(Unicode.Scalar, Int)])
    func scalarWidth(_ scalar: Unicode.Scalar, _ width: Int) {
        #expect(TerminalCellWidth.width(of: scalar) == width)
        #expect(TerminalCellWidth.isWide(scalar) == (width == 2))
    }

    @Test("the folded lookup table says what the generated range lists say, for every code point")
    func tableMatchesLists() {
        var expected = [UInt8](repeating: ScalarProperties(
            graphemeBreak: .other, cellWidth: 1, isExtendedPictographic: false, isEmoji: false
        ).rawValue, count: 0x11_0000)
        func forEachRange(_ list: StaticString, _ body: (ClosedRange<Int>, String) -> Void) {
            var name = ""
            for token in list.description.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                if token.hasPrefix("=") {
                    name = String(token.dropFirst())
                    continue
                }
                let bounds = token.split(separator: "-").compactMap { Int($0, radix: 16) }
                if let first = bounds.first, let last = bounds.last { body(first...last, name) }
            }
        }
        forEachRange(CellWidthTables.wide) { range, _ in
            for code in range { expected[code] = expected[code] & ~ScalarProperties.widthBits | ScalarProperties.widthBits(2) }
        }
        forEachRange(CellWidthTables.zeroWidth) { range, _ in
            for code in range { expected[code] &= ~ScalarProperties.widthBits }
        }
        forEachRange(CellWidthTables.emoji) { range, _ in
            for code in range { expected[code] |= ScalarProperties.emojiBit }
        }
        forEachRange(CellWidthTables.extendedPictographic) { range, _ in
            for code in range { expected[code] |= ScalarProperties.pictographicBit }
        }
        let names = ["CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend", "SpacingMark", "L", "V", "T"]
        forEachRange(CellWidthTables.graphemeBreak) { range, name in
            for code in range {
                let value = name == "HangulSyllable"
                    ? ((code - 0xAC00) % 28 == 0 ? GraphemeBreakProperty.lv : .lvt).rawValue
                    : UInt8(names.firstIndex(of: name).map { $0 + 1 } ?? 0)
                expected[code] = expected[code] & ~ScalarProperties.graphemeBreakBits | value
            }
        }
        let table = ScalarPropertyTable.shared
        let differing = (0..<0x11_0000).filter { table[UInt32($0)].rawValue != expected[$0] }
        #expect(differing.isEmpty, "\(differing.count) code points differ, from U+\(String(differing.first ?? 0, radix: 16))")
        #expect(table[0x11_0000].cellWidth == 1)
    }

    @Test("every line of GraphemeBreakTest.txt")
    func graphemeBreakConformance() throws {
        guard let text = Self.unicodeFile("auxiliary/GraphemeBreakTest.txt", suite: "grapheme-break") else { return }
        #expect(Self.version(of: text) == TerminalCellWidth.unicodeVersion, "the data differs from the generated tables")
        var passed = 0
        var failed = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !fields.isEmpty else { continue }
            var bytes: [UInt8] = []
            var expected: [Range<Int>] = []
            var clusterStart = 0
            for field in fields {
                if field == "÷" {
                    if bytes.count > clusterStart { expected.append(clusterStart..<bytes.count) }
                    clusterStart = bytes.count
                } else if field != "×", let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) {
                    bytes.append(contentsOf: String(Character(scalar)).utf8)
                }
            }
            let (found, width, clusterWidths) = bytes.withUnsafeBufferPointer { buffer in
                let clusters = Array(TerminalClusterIterator(buffer))
                return (clusters.map(\.bytes), TerminalCellWidth.width(of: buffer), clusters.reduce(0) { $0 + $1.width })
            }
            if found == expected, width == clusterWidths {
                passed += 1
            } else {
                failed += 1
                Issue.record("GraphemeBreakTest.txt:\(number + 1): \(line)\nexpected \(expected)\n     got \(found)")
            }
        }
        print("grapheme-break: \(passed) passed, \(failed) failed")
        #expect(passed > 0)
    }

    @Test("every fully-qualified emoji of emoji-test.txt is one cluster of two cells")
    func emojiTestConformance() throws {
        guard let text = Self.unicodeFile("emoji/emoji-test.txt", suite: "emoji-test") else { return }
        var passed = 0
        var failed = 0
        for (number, line) in text.split(separator: "\n").enumerated() where line.contains("; fully-qualified") {
            let codes = line.prefix { $0 != ";" }.split(separator: " ")
            let scalars = codes.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            var emoji = ""
            emoji.unicodeScalars.append(contentsOf: scalars)
            let clusters = TerminalCellWidth.clusters(of: emoji)
            if scalars.count == codes.count, clusters.count == 1, clusters.first?.width == 2 {
                passed += 1
            } else {
                failed += 1
                Issue.record("emoji-test.txt:\(number + 1): \(line)\n got \(clusters)")
            }
        }
        print("emoji-test: \(passed) passed, \(failed) failed")
        #expect(passed > 0)
    }

    /// The text of a file of the Unicode Character Database, or `nil` (with a message naming
    /// `suite`) when it is not installed.
    static func unicodeFile(_ path: String, suite: String) -> String? {
        let directory = ProcessInfo.processInfo.environment["MCONV_UNICODE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/share/unicode"
        let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            print("\(suite): skipped (no \(url.path); apt-get install unicode-data or set MCONV_UNICODE_DIR)")
            return nil
        }
        return text
    }

    /// The version in a UCD file's first line, `# GraphemeBreakTest-15.0.0.txt`.
    static func version(of text: String) -> String {
        let firstLine = text.prefix { $0 != "\n" }
        guard let dash = firstLine.lastIndex(of: "-"), let dot = firstLine.range(of: ".txt") else { return "" }
        return String(firstLine[firstLine.index(after: dash)..<dot.lowerBound])
    }
}
