/// A range of UTF-8 bytes in a frontend's input, `start..<end`.
///
/// Stored as two `UInt32` so that spans stay small; line and column are computed on demand
/// with ``SourceSpan/lineAndColumn(in:)`` when a message needs them.
public struct SourceSpan: Hashable, Sendable {
    /// Offset of the first byte.
    public var start: UInt32
    /// Offset one past the last byte.
    public var end: UInt32

    /// Creates a span from byte offsets; `end` is clamped to be at least `start`.
    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = max(start, end)
    }

    /// The 1-based line and column (in bytes) of ``start`` within `source`.
    public func lineAndColumn(in source: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var offset: UInt32 = 0
        for byte in source {
            if offset >= start { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}
