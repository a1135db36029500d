import MarkupJSON
import TestSupport

/// Random writes through every `ByteBuffer.append` overload (a byte, a chunk of bytes, a
/// literal, a string, a repeated byte), each mirrored into the bytes it should leave: what the
/// growth and drain tests write.
struct RandomByteBufferWrites {
    private var generator: SeededGenerator
    private let chunkBound: Int
    private let repeatBound: Int
    /// Every byte written so far, in order.
    var expected: [UInt8] = []
    /// The length of the longest single write.
    private(set) var longestWrite = 0

    /// Writes with chunks shorter than `chunkBound` bytes and repeats shorter than
    /// `repeatBound`, chosen by `seed`.
    init(seed: UInt64, chunkBound: Int, repeatBound: Int) {
        generator = SeededGenerator(seed: seed)
        self.chunkBound = chunkBound
        self.repeatBound = repeatBound
    }

    /// One random write to `buffer`.
    mutating func write(to buffer: ByteBuffer) {
        let before = expected.count
        switch generator.next() % 5 {
        case 0:
            let byte = UInt8(truncatingIfNeeded: generator.next())
            buffer.append(byte)
            expected.append(byte)
        case 1:
            let chunk = (0..<Int(generator.next() % UInt64(chunkBound))).map { UInt8(truncatingIfNeeded: $0 &* 31) }
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
            let count = Int(generator.next() % UInt64(repeatBound))
            buffer.append(0x20, repeating: count)
            expected += [UInt8](repeating: 0x20, count: count)
        }
        longestWrite = max(longestWrite, expected.count - before)
    }
}
