#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupConversion

/// Reads a file descriptor line by line, a chunk at a time: the input of `--jsonl`.
///
/// Lines end at `\n` (the byte is not part of the line); a last line without one is still a
/// line. A line may be of any length (it grows the buffer, nothing else does), so memory is
/// bounded by the longest line, not by the input. `read(2)` returns what a pipe holds, so a
/// line is handed out as soon as its `\n` arrives: an interactive writer that waits for
/// each answer is never kept waiting for a full chunk.
///
/// Used from one thread at a time (the producer thread of ``OrderedParallelMap``).
final class LineReader {
    /// A line and its 1-based number in the input (counting every line, empty ones too).
    struct Line {
        let number: Int
        let bytes: [UInt8]
    }

    private let descriptor: Int32
    private let chunkSize: Int
    /// Bytes read and not yet handed out are `buffer[start...]`.
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false
    private var lineCount = 0
    /// The read error that ended the input early, if one did.
    private(set) var failure: IOError?

    /// A reader of `descriptor` (not closed by the reader), reading `chunkSize` bytes at a time.
    init(descriptor: Int32, chunkSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.chunkSize = max(1, chunkSize)
    }

    /// Whether ``nextLine()`` can return a line without reading (and so without waiting).
    var hasBufferedLine: Bool {
        (isAtEnd && start < buffer.count) || Self.firstNewline(in: buffer, from: start) != nil
    }

    /// The next line, or `nil` at the end of the input (or after a read error, see ``failure``).
    func nextLine() -> Line? {
        var searchStart = start
        while true {
            if let newline = Self.firstNewline(in: buffer, from: searchStart) {
                return take(upTo: newline, skipping: 1)
            }
            if isAtEnd {
                return start < buffer.count ? take(upTo: buffer.count, skipping: 0) : nil
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            searchStart = buffer.count
            readChunk()
        }
    }

    /// Hands out `buffer[start..<end]` and moves past it and `skipping` more bytes.
    private func take(upTo end: Int, skipping: Int) -> Line {
        lineCount += 1
        let line = Line(number: lineCount, bytes: Array(buffer[start..<end]))
        start = end + skipping
        if start == buffer.count {
            // Keep a chunk-sized buffer for the next lines; let a long line's go.
            buffer.removeAll(keepingCapacity: buffer.capacity <= chunkSize * 4)
            start = 0
        }
        return line
    }

    /// Appends up to one chunk from the descriptor; marks the end at end of file or an error.
    private func readChunk() {
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { bytes in
                read(descriptor, bytes.baseAddress.map { $0 + oldCount }, chunkSize)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { failure = IOError("read", "standard input", errorNumber: errno) }
            buffer.removeLast(chunkSize - max(count, 0))
            if count <= 0 { isAtEnd = true }
            return
        }
    }

    private static func firstNewline(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }
}
