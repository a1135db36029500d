/// A growable byte buffer for writers (every backend, and ``JSONByteWriter``): appends are a
/// capacity check plus a `memcpy`-like copy, with none of the generic overhead of
/// `Array.append(contentsOf:)` per call. The hot appends are `@inlinable`, so a writer in
/// another module compiles them inline.
///
/// A class so that writers holding it never trigger copy-on-write; it is owned by one
/// rendering at a time and never shared across threads. Positions are byte offsets from
/// the start; every access checks them against ``count`` (out-of-range reads yield `nil`,
/// out-of-range edits are clamped), so no input can drive an access outside the buffer.
///
/// The pointer, capacity and count live in one allocated ``State`` that the class holds by
/// a constant pointer: a mutable stored property of a class read from inlined code in
/// another module costs a dynamic exclusivity check per access, which measured as a tenth
/// of a runs.json rendering; a constant property and a pointee cost none.
public final class ByteBuffer {
    /// The buffer's mutable fields.
    @usableFromInline struct State {
        @usableFromInline var base: UnsafeMutablePointer<UInt8>
        @usableFromInline var capacity: Int
        @usableFromInline var count: Int
    }

    @usableFromInline let state: UnsafeMutablePointer<State>

    /// The number of bytes written.
    @inlinable public var count: Int { state.pointee.count }

    @inlinable var base: UnsafeMutablePointer<UInt8> { state.pointee.base }
    @inlinable var capacity: Int { state.pointee.capacity }
    @inlinable var written: Int {
        get { state.pointee.count }
        set { state.pointee.count = newValue }
    }

    /// Creates a buffer with room for `capacity` bytes before it first grows.
    public init(capacity: Int = 1024) {
        let size = max(16, capacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: size), capacity: size, count: 0))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The last byte written, if any.
    @inlinable public var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// The byte at `position`, or `nil` outside `0..<count`.
    @inlinable
    public func byte(at position: Int) -> UInt8? {
        position >= 0 && position < count ? base[position] : nil
    }

    /// Appends one byte.
    @inlinable
    public func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        written += 1
    }

    /// Appends bytes.
    @inlinable
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        written += bytes.count
    }

    /// Appends a literal.
    @inlinable @inline(__always)
    public func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    @inlinable
    public func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends `byte` `repeating` times.
    public func append(_ byte: UInt8, repeating count: Int) {
        guard count > 0 else { return }
        if self.count + count > capacity { grow(toAtLeast: self.count + count) }
        (base + self.count).update(repeating: byte, count: count)
        self.written += count
    }

    /// Drops every byte from `position` on (nothing when `position` is past the end).
    public func truncate(to position: Int) {
        written = min(max(position, 0), written)
    }

    /// Makes room for `length` bytes at `position` by moving the bytes after it, and returns
    /// the position where the room starts (`position` clamped to the buffer). The caller
    /// fills the room with ``set(_:at:)``.
    public func openGap(at position: Int, length: Int) -> Int {
        let position = min(max(position, 0), count)
        guard length > 0 else { return position }
        if count + length > capacity { grow(toAtLeast: count + length) }
        (base + position + length).moveInitialize(from: base + position, count: count - position)
        written += length
        return position
    }

    /// Overwrites the byte at `position`, if it was written.
    public func set(_ byte: UInt8, at position: Int) {
        guard position >= 0, position < count else { return }
        base[position] = byte
    }

    /// Overwrites bytes from `position` with `bytes`, within what was written.
    public func set(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) {
        guard let source = bytes.baseAddress, position >= 0, position < count else { return }
        (base + position).update(from: source, count: min(bytes.count, count - position))
    }

    /// Inserts `literal` at `position` (clamped to the buffer), moving what follows.
    public func insert(_ literal: StaticString, at position: Int) {
        literal.withUTF8Buffer { bytes in
            set(bytes, at: openGap(at: position, length: bytes.count))
        }
    }

    /// Inserts the UTF-8 bytes of `text` at `position` (clamped to the buffer), moving what
    /// follows.
    public func insert(_ text: String, at position: Int) {
        text.withUTF8Bytes { bytes in
            set(bytes, at: openGap(at: position, length: bytes.count))
        }
    }

    /// Calls `body` with the bytes in `range` (clamped to what was written). The pointer is
    /// valid only inside `body`, which must not append to this buffer.
    @inlinable
    public func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        return body(UnsafeBufferPointer(start: base + lower, count: upper - lower))
    }

    /// A copy of the bytes written.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Where the bytes go when the buffer is full, if anywhere: set, a full buffer hands
    /// what it holds to `drain` and starts again from empty instead of growing (a writer
    /// that streams its output to a file); the bytes handed over are gone from the buffer, so
    /// only a writer that never looks back at what it wrote may set it.
    public var drain: ((UnsafeBufferPointer<UInt8>) -> Void)?

    @usableFromInline func grow(toAtLeast needed: Int) {
        var needed = needed
        if let drain, count > 0 {
            drain(UnsafeBufferPointer(start: base, count: count))
            needed -= count
            written = 0
            if needed <= capacity { return }
        }
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        state.pointee.base = newBase
        state.pointee.capacity = newCapacity
    }
}
