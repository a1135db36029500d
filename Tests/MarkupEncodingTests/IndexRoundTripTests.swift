import MarkupEncoding
import Testing

/// Every index of the Encoding Standard, read from the conformance data at test time (not
/// from the generated tables), checked through the real decoders: each pointer, written as
/// the bytes that encode it, decodes to its code point, and each pointer the index leaves
/// unmapped is an error.
struct IndexRoundTripTests {
    /// One index read through one encoding's decoder.
    struct IndexCase: Sendable, CustomTestStringConvertible {
        /// The index file's name: `index-<index>.txt`.
        let index: String
        /// A label of the encoding.
        let label: String
        /// The number of pointers the encoding can write, from 0.
        let pointerCount: Int
        /// Pointers the decoder maps without the index (Big5's two-code-point pointers,
        /// Shift_JIS's end-user-defined range).
        let pointersOutsideIndex: Set<Int>
        /// Whether an error restores an ASCII trail byte, which then decodes to itself.
        let restoresASCIITrail: Bool
        /// The bytes that encode a pointer.
        let bytes: @Sendable (Int) -> [UInt8]

        var testDescription: String { "index \(index) through \(label)" }
    }

    /// The single-byte encodings, as the standard names them.
    static let singleByteEncodings = [
        "IBM866", "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7", "ISO-8859-8",
        "ISO-8859-8-I", "ISO-8859-10", "ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16", "KOI8-R", "KOI8-U",
        "macintosh", "windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254",
        "windows-1255", "windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic",
    ]

    static let cases: [IndexCase] = singleByteEncodings.map { name in
        IndexCase(
            index: name == "ISO-8859-8-I" ? "iso-8859-8" : name.lowercased(), label: name, pointerCount: 128,
            pointersOutsideIndex: [], restoresASCIITrail: false, bytes: { [UInt8(0x80 + $0)] }
        )
    } + [
        IndexCase(index: "big5", label: "big5", pointerCount: 126 * 157, pointersOutsideIndex: [1133, 1135, 1164, 1166],
                  restoresASCIITrail: true) { pointer in
            let trail = pointer % 157
            return [UInt8(pointer / 157 + 0x81), UInt8(trail + (trail < 0x3F ? 0x40 : 0x62))]
        },
        IndexCase(index: "euc-kr", label: "euc-kr", pointerCount: 126 * 190, pointersOutsideIndex: [],
                  restoresASCIITrail: true) { pointer in
            [UInt8(pointer / 190 + 0x81), UInt8(pointer % 190 + 0x41)]
        },
        gb18030Case(label: "gb18030"),
        gb18030Case(label: "gbk"),
        IndexCase(index: "gb18030-ranges", label: "gb18030", pointerCount: 0, pointersOutsideIndex: [],
                  restoresASCIITrail: false) { fourBytes(forPointer: $0) },
        IndexCase(index: "jis0208", label: "shift_jis", pointerCount: 60 * 188, pointersOutsideIndex: Set(8836...10715),
                  restoresASCIITrail: true) { pointer in
            let lead = pointer / 188
            let trail = pointer % 188
            return [UInt8(lead + (lead < 0x1F ? 0x81 : 0xC1)), UInt8(trail + (trail < 0x3F ? 0x40 : 0x41))]
        },
        IndexCase(index: "jis0208", label: "euc-jp", pointerCount: 94 * 94, pointersOutsideIndex: [],
                  restoresASCIITrail: true) { pointer in
            [UInt8(pointer / 94 + 0xA1), UInt8(pointer % 94 + 0xA1)]
        },
        IndexCase(index: "jis0208", label: "iso-2022-jp", pointerCount: 94 * 94, pointersOutsideIndex: [],
                  restoresASCIITrail: false) { pointer in
            [0x1B, 0x24, 0x42, UInt8(pointer / 94 + 0x21), UInt8(pointer % 94 + 0x21), 0x1B, 0x28, 0x42]
        },
        IndexCase(index: "jis0212", label: "euc-jp", pointerCount: 94 * 94, pointersOutsideIndex: [],
                  restoresASCIITrail: true) { pointer in
            [0x8F, UInt8(pointer / 94 + 0xA1), UInt8(pointer % 94 + 0xA1)]
        },
    ]

    static func gb18030Case(label: String) -> IndexCase {
        IndexCase(index: "gb18030", label: label, pointerCount: 126 * 190, pointersOutsideIndex: [],
                  restoresASCIITrail: true) { pointer in
            let trail = pointer % 190
            return [UInt8(pointer / 190 + 0x81), UInt8(trail + (trail < 0x3F ? 0x40 : 0x41))]
        }
    }

    /// The four gb18030 bytes of a ranges pointer.
    static func fourBytes(forPointer pointer: Int) -> [UInt8] {
        [UInt8(pointer / 12600 + 0x81), UInt8(pointer / 1260 % 10 + 0x30), UInt8(pointer / 10 % 126 + 0x81),
         UInt8(pointer % 10 + 0x30)]
    }

    @Test("every pointer of the index decodes to its code point", arguments: cases)
    func mappedPointers(_ testCase: IndexCase) throws {
        guard let directory = ConformanceData.directory else {
            return ConformanceData.reportSkipped("index \(testCase.index)")
        }
        let entries = try ConformanceData.index(named: testCase.index, in: directory)
        let encoding = try #require(TextEncoding(label: testCase.label))
        let writable = entries.filter { testCase.pointerCount == 0 || $0.pointer < testCase.pointerCount }
        var mismatches: [String] = []
        for (pointer, codePoint) in writable {
            let decoded = TextDecoder.decode(testCase.bytes(pointer), as: encoding)
            if decoded.bytes != ConformanceData.utf8(codePoint) || decoded.errorCount != 0 {
                mismatches.append("pointer \(pointer): \(decoded.string.unicodeScalars.map(\.value)) not \(codePoint)")
            }
        }
        #expect(!writable.isEmpty)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(writable.count): \(mismatches.prefix(8))")
    }

    @Test("every pointer the index leaves unmapped is an error", arguments: cases.filter { $0.pointerCount > 0 })
    func unmappedPointers(_ testCase: IndexCase) throws {
        guard let directory = ConformanceData.directory else {
            return ConformanceData.reportSkipped("index \(testCase.index)")
        }
        let mapped = Set(try ConformanceData.index(named: testCase.index, in: directory).map(\.pointer))
        let encoding = try #require(TextEncoding(label: testCase.label))
        var mismatches: [String] = []
        for pointer in 0..<testCase.pointerCount where !mapped.contains(pointer)
            && !testCase.pointersOutsideIndex.contains(pointer) {
            let bytes = testCase.bytes(pointer)
            var expected = ConformanceData.utf8(0xFFFD)
            if testCase.restoresASCIITrail, let trail = bytes.last, trail < 0x80 {
                expected.append(trail)
            }
            let decoded = TextDecoder.decode(bytes, as: encoding)
            if decoded.bytes != expected || decoded.errorCount != 1 {
                mismatches.append("pointer \(pointer): \(decoded.string.unicodeScalars.map(\.value))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(8))")
    }

    /// index gb18030 ranges lists only each range's first pointer; the last pointer of each
    /// range (the one before the next range) maps to the range's code point plus the distance.
    @Test("the last pointer of every gb18030 range decodes to its code point")
    func gb18030RangeEnds() throws {
        guard let directory = ConformanceData.directory else {
            return ConformanceData.reportSkipped("index gb18030-ranges")
        }
        let ranges = try ConformanceData.index(named: "gb18030-ranges", in: directory)
        let gb18030 = try #require(TextEncoding(label: "gb18030"))
        var mismatches: [Int] = []
        for (range, next) in zip(ranges, ranges.dropFirst() + [(pointer: 1_237_576, codePoint: 0)]) {
            // Pointers 39420 to 188999 decode to nothing; the range before 189000 ends at 39419.
            let last = next.pointer == 189_000 ? 39419 : next.pointer - 1
            let decoded = TextDecoder.decode(Self.fourBytes(forPointer: last), as: gb18030)
            if decoded.bytes != ConformanceData.utf8(range.codePoint + UInt32(last - range.pointer)) {
                mismatches.append(last)
            }
        }
        #expect(mismatches.isEmpty, "pointers \(mismatches.prefix(8))")
    }
}
