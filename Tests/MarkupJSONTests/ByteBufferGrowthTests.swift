import MarkupJSON
import Testing

/// `ByteBuffer` doubles its storage as it grows: what was written survives every growth,
/// whichever way it was written, from a tiny first capacity to several megabytes.
@Suite("ByteBuffer growth")
struct ByteBufferGrowthTests {
    @Test("bytes written in every way survive growth to megabytes", arguments: [1, 16, 1024])
    func growthKeepsBytes(initialCapacity: Int) {
        let buffer = ByteBuffer(capacity: initialCapacity)
        var writes = RandomByteBufferWrites(seed: UInt64(initialCapacity), chunkBound: 70_000, repeatBound: 5_000)
        while writes.expected.count < 3_000_000 { writes.write(to: buffer) }
        var expected = writes.expected
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
        #expect(buffer.last == expected.last)
        // Edits after growth reach the moved bytes.
        buffer.insert("[in]", at: 10)
        expected.insert(contentsOf: Array("[in]".utf8), at: 10)
        buffer.truncate(to: 2_000_000)
        expected.removeLast(expected.count - 2_000_000)
        #expect(buffer.bytes == expected)
        #expect(buffer.withBytes(in: 1_999_990..<2_000_000) { Array($0) } == Array(expected[1_999_990..<2_000_000]))
    }
}
