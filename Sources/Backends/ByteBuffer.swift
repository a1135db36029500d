/// A growable byte buffer for renderers: appends are a capacity check plus a `memcpy`-like
/// copy, with none of the generic overhead of `Array.append(contentsOf:)` per call.
///
/// A class so that writers holding it never trigger copy-on-write; it is owned by one
/// rendering at a time and never shared across threads.
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
