import MarkupJSON
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
        var writes = RandomByteBufferWrites(seed: UInt64(capacity), chunkBound: 40, repeatBound: 30)
        while writes.expected.count < 200_000 { writes.write(to: buffer) }
        let expected = writes.expected
        buffer.drain = nil
        let joined = pieces.joined() + buffer.bytes
        #expect(Array(joined) == expected)
        // The buffer grows (doubling) only for an append larger than itself.
        var bound = max(capacity, 16)
        while bound < writes.longestWrite { bound *= 2 }
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
