/// Finds runs of ASCII bytes eight at a time: the fast path every ASCII-compatible decoder
/// takes, since ASCII bytes decode to themselves in all of them.
enum ASCIIRun {
    /// The index of the first byte at or after `start` and before `end` that is 0x80 or above,
    /// or `end` when there is none.
    @inline(__always)
    static func end(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        let raw = UnsafeRawPointer(bytes)
        while end - index >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 {
                break
            }
            index += 8
        }
        while index < end, bytes[index] < 0x80 {
            index += 1
        }
        return index
    }

    /// Copies the ASCII run that starts at `start` (whose byte is ASCII) to `output` and
    /// returns the index after it: the fast path as one call.
    @inline(__always)
    static func copy(
        from bytes: UnsafePointer<UInt8>, at start: Int, to end: Int, into output: inout DecoderOutput
    ) -> Int {
        let runEnd = Self.end(in: bytes, from: start + 1, to: end)
        output.append(copying: bytes + start, count: runEnd - start)
        return runEnd
    }
}
