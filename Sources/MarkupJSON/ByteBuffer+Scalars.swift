extension ByteBuffer {
    /// The Unicode scalar whose UTF-8 encoding starts at `position`, reading no byte at or
    /// past `end`; `nil` when `position` is not before `end`. The buffer holds valid UTF-8
    /// (whole strings and ASCII spliced at ASCII positions); a malformed or cut sequence
    /// reads as U+FFFD.
    public func scalar(at position: Int, before end: Int) -> Unicode.Scalar? {
        let end = min(end, count)
        guard position >= 0, position < end, let lead = byte(at: position) else { return nil }
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, position + length <= end else { return "\u{FFFD}" }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            guard let next = byte(at: position + offset), next & 0xC0 == 0x80 else { return "\u{FFFD}" }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The last Unicode scalar of the bytes in `range`, or `nil` when it is empty.
    public func lastScalar(in range: Range<Int>) -> Unicode.Scalar? {
        let end = min(range.upperBound, count)
        guard end > range.lowerBound, end > 0 else { return nil }
        var start = end - 1
        while start > range.lowerBound, end - start < 4, let byte = byte(at: start), byte & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start, before: end)
    }
}
