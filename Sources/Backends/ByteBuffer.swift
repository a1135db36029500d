/// A growable byte buffer for renderers: appends are a capacity check plus a `memcpy`-like
/// copy, with none of the generic overhead of `Array.append(contentsOf:)` per call.
///
/// A class so that writers holding it never trigger copy-on-write; it is owned by one
/// rendering at a time and never shared across threads. Positions are byte offsets from
/// the start; every access checks them against ``count`` (out-of-range reads yield `nil`,
/// out-of-range edits are clamped), so no input can drive an access outside the buffer.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The last byte written, if any.
    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// The byte at `position`, or `nil` outside `0..<count`.
    @inline(__always)
    func byte(at position: Int) -> UInt8? {
        position >= 0 && position < count ? base[position] : nil
    }

    /// Appends one byte.
    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends bytes.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a literal.
    @inline(__always)
    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends `byte` `repeating` times.
    func append(_ byte: UInt8, repeating count: Int) {
        guard count > 0 else { return }
        if self.count + count > capacity { grow(toAtLeast: self.count + count) }
        (base + self.count).update(repeating: byte, count: count)
        self.count += count
    }

    /// Drops every byte from `position` on (nothing when `position` is past the end).
    func truncate(to position: Int) {
        count = min(max(position, 0), count)
    }

    /// Makes room for `length` bytes at `position` by moving the bytes after it, and returns
    /// the position where the room starts (`position` clamped to the buffer). The caller
    /// fills the room with ``set(_:at:)``.
    func openGap(at position: Int, length: Int) -> Int {
        let position = min(max(position, 0), count)
        guard length > 0 else { return position }
        if count + length > capacity { grow(toAtLeast: count + length) }
        (base + position + length).moveInitialize(from: base + position, count: count - position)
        count += length
        return position
    }

    /// Overwrites the byte at `position`, if it was written.
    func set(_ byte: UInt8, at position: Int) {
        guard position >= 0, position < count else { return }
        base[position] = byte
    }

    /// Overwrites bytes from `position` with `bytes`, within what was written.
    func set(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) {
        guard let source = bytes.baseAddress, position >= 0, position < count else { return }
        (base + position).update(from: source, count: min(bytes.count, count - position))
    }

    /// Inserts `literal` at `position` (clamped to the buffer), moving what follows.
    func insert(_ literal: StaticString, at position: Int) {
        literal.withUTF8Buffer { bytes in
            set(bytes, at: openGap(at: position, length: bytes.count))
        }
    }

    /// Calls `body` with the bytes in `range` (clamped to what was written). The pointer is
    /// valid only inside `body`, which must not append to this buffer.
    func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        return body(UnsafeBufferPointer(start: base + lower, count: upper - lower))
    }

    /// A copy of the bytes written.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    private func grow(toAtLeast needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
