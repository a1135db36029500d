/// The UTF-8 bytes one `TextDecoder` call produces, and the errors it meets.
///
/// A growable buffer written through a pointer, so the decoders' loops store bytes without
/// `Array`'s per-element bookkeeping. Every write checks the remaining capacity first and
/// grows when it runs short, so no input can write past the allocation. Noncopyable: it owns
/// its allocation and frees it in `deinit`.
struct DecoderOutput: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0
    /// The offset, in the whole stream, of the first byte of the chunk being decoded; decoders
    /// add their index in the chunk to it to report where an error is.
    private(set) var chunkOffset: Int
    /// The number of errors (U+FFFD written) so far in the stream, this call's included.
    private(set) var errorCount: Int
    /// The stream offset of the first error of the stream, if there was one.
    private(set) var firstErrorOffset: Int?

    /// A buffer for decoding about `expectedCount` bytes, continuing the error tally of the
    /// calls before.
    init(expectedCount: Int, chunkOffset: Int, errorCount: Int, firstErrorOffset: Int?) {
        capacity = max(64, expectedCount)
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        self.chunkOffset = chunkOffset
        self.errorCount = errorCount
        self.firstErrorOffset = firstErrorOffset
    }

    deinit {
        storage.deallocate()
    }

    /// Appends the bytes written to `array`.
    func append(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: storage, count: count))
    }

    /// Appends the bytes written to `array` and empties the buffer, for the next chunk.
    mutating func moveBytes(to array: inout [UInt8]) {
        append(to: &array)
        count = 0
    }

    /// Makes `offset` the stream offset of the chunk decoded next.
    mutating func startChunk(at offset: Int) {
        chunkOffset = offset
    }

    // MARK: Writing

    /// Makes room for at least `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if capacity - count < extra {
            grow(toAtLeast: count + extra)
        }
    }

    @inline(never)
    private mutating func grow(toAtLeast minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// Appends one byte below 0x80 (a code point that is its own UTF-8).
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends `length` bytes copied from `source`: input bytes that are already UTF-8.
    @inline(__always)
    mutating func append(copying source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        if length < 16 {
            for index in 0..<length {
                storage[count + index] = source[index]
            }
        } else {
            (storage + count).update(from: source, count: length)
        }
        count += length
    }

    /// Appends the UTF-8 form of `scalar`, a Unicode scalar value.
    @inline(__always)
    mutating func append(scalar: UInt32) {
        reserve(4)
        let target = storage + count
        if scalar < 0x80 {
            target[0] = UInt8(truncatingIfNeeded: scalar)
            count += 1
        } else if scalar < 0x800 {
            target[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            target[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 2
        } else if scalar < 0x1_0000 {
            target[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            target[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            target[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 3
        } else {
            target[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            target[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            target[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            target[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 4
        }
    }

    /// Appends a code point's UTF-8 packed by `SingleByteTable`: the bytes in the low three
    /// bytes, first byte lowest, and their number in the high byte.
    @inline(__always)
    mutating func append(packed: UInt32) {
        reserve(4)
        UnsafeMutableRawPointer(storage + count).storeBytes(of: packed.littleEndian, as: UInt32.self)
        count += Int(packed >> 24)
    }

    /// Appends four bytes below 0x80, packed first byte lowest.
    @inline(__always)
    mutating func append(fourASCII packed: UInt32) {
        reserve(4)
        UnsafeMutableRawPointer(storage + count).storeBytes(of: packed.littleEndian, as: UInt32.self)
        count += 4
    }

    /// Records a decoder error at stream offset `offset` and appends U+FFFD, as the standard's
    /// "replacement" error mode does (Encoding Standard section 4.1, "process an item").
    mutating func appendReplacement(forErrorAt offset: Int) {
        errorCount += 1
        if firstErrorOffset == nil {
            firstErrorOffset = offset
        }
        reserve(3)
        storage[count] = 0xEF
        storage[count + 1] = 0xBF
        storage[count + 2] = 0xBD
        count += 3
    }
}
