import MarkupJSON
import TestSupport
import Testing

/// A buffer with a `drain` hands its bytes over whenever it is full instead of growing: the
/// pieces, joined with what is left at the end, are exactly what was appended, whichever way
/// it was appended, and no piece is larger than the buffer, which grows only for an append
/// larger than itself.
@Suite("ByteBuffer drain")
struct ByteBufferDrainTests {
    @Test("pieces joined are the bytes appended, and stay within the buffer", arguments: [16, 64, 1000])
    func piecesJoinToTheWhole(capacity: Int) {
        let buffer = ByteBuffer(capacity: capacity)
        var pieces: [[UInt8]] = []
        buffer.drain = { pieces.append(Array($0)) }
        var expected: [UInt8] = []
        var generator = SeededGenerator(seed: UInt64(capacity))
        var largestAppend = 0
        while expected.count < 200_000 {
            switch generator.next() % 3 {
            case 0:
                let byte = UInt8(truncatingIfNeeded: generator.next())
                buffer.append(byte)
                expected.append(byte)
                largestAppend = max(largestAppend, 1)
            case 1:
                let chunk = (0..<Int(generator.next() % 40)).map { UInt8(truncatingIfNeeded: $0 &+ expected.count) }
                chunk.withUnsafeBufferPointer { buffer.append($0) }
                expected += chunk
                largestAppend = max(largestAppend, chunk.count)
            default:
                let count = Int(generator.next() % 30)
                buffer.append(0x2A, repeating: count)
                expected += [UInt8](repeating: 0x2A, count: count)
                largestAppend = max(largestAppend, count)
            }
        }
        buffer.drain = nil
        let joined = pieces.joined() + buffer.bytes
        #expect(Array(joined) == expected)
        // The buffer grows (doubling) only for an append larger than itself.
        var bound = max(capacity, 16)
        while bound < largestAppend { bound *= 2 }
        #expect(pieces.allSatisfy { $0.count <= bound })
        #expect(pieces.count >= expected.count / bound - 1)
    }

    @Test("an append larger than the buffer drains what is there, then grows for it")
    func oversizedAppend() {
        let buffer = ByteBuffer(capacity: 16)
        var pieces: [[UInt8]] = []
        buffer.drain = { pieces.append(Array($0)) }
        buffer.append(1)
        let large = [UInt8](repeating: 7, count: 100)
        large.withUnsafeBufferPointer { buffer.append($0) }
        buffer.drain = nil
        #expect(pieces == [[1]])
        #expect(buffer.bytes == large)
    }
}
