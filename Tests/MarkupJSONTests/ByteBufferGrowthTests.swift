import MarkupJSON
import TestSupport
import Testing

/// `ByteBuffer` doubles its storage as it grows: what was written survives every growth,
/// whichever way it was written, from a tiny first capacity to several megabytes.
@Suite("ByteBuffer growth")
struct ByteBufferGrowthTests {
    @Test("bytes written in every way survive growth to megabytes", arguments: [1, 16, 1024])
    func growthKeepsBytes(initialCapacity: Int) {
        let buffer = ByteBuffer(capacity: initialCapacity)
        var expected: [UInt8] = []
        var generator = SeededGenerator(seed: UInt64(initialCapacity))
        while expected.count < 3_000_000 {
            switch generator.next() % 5 {
            case 0:
                let byte = UInt8(truncatingIfNeeded: generator.next())
                buffer.append(byte)
                expected.append(byte)
            case 1:
                let chunk = (0..<Int(generator.next() % 70_000)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                chunk.withUnsafeBufferPointer { buffer.append($0) }
                expected += chunk
            case 2:
                buffer.append("<literal>")
                expected += Array("<literal>".utf8)
            case 3:
                let text = "text é 😀 \(generator.next() % 1000)"
                buffer.append(text)
                expected += Array(text.utf8)
            default:
                let count = Int(generator.next() % 5_000)
                buffer.append(0x20, repeating: count)
                expected += [UInt8](repeating: 0x20, count: count)
            }
        }
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
