/// gb18030's decoder (Encoding Standard section 10.2.1), which is also GBK's (section 10.1.1):
/// one byte (ASCII, or 0x80 for U+20AC), two bytes through index gb18030, or four bytes
/// through index gb18030 ranges.
struct GB18030Decoder: ByteStreamDecoder {
    /// index gb18030.
    let index = GB18030Index.codePoints
    private var first: UInt8 = 0
    private var second: UInt8 = 0
    private var third: UInt8 = 0
    /// The stream offset of `first`.
    private var sequenceStart = 0

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        guard let bytes = input.baseAddress else { return }
        let end = input.count
        var index = 0
        while index < end {
            if first == 0 {
                index = decodeShortSequences(bytes, from: index, to: end, into: &output)
                if index == end { break }
            }
            if handle(bytes[index], at: output.chunkOffset + index, into: &output) {
                index += 1
            }
        }
    }

    mutating func finish(into output: inout DecoderOutput) {
        if first != 0 || second != 0 || third != 0 {
            first = 0
            second = 0
            third = 0
            output.appendReplacement(forErrorAt: sequenceStart)
        }
    }

    /// The fast path, with nothing pending: decodes ASCII, 0x80, and two- and four-byte
    /// sequences that lie whole in the chunk and decode; returns the index of the first byte it
    /// leaves to the handler.
    private func decodeShortSequences(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: inout DecoderOutput
    ) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                index = ASCIIRun.copy(from: bytes, at: index, to: end, into: &output)
                continue
            }
            guard byte != 0x80 else {
                output.append(scalar: 0x20AC)
                index += 1
                continue
            }
            guard byte != 0xFF, end - index >= 2 else { return index }
            let second = bytes[index + 1]
            if (0x30...0x39).contains(second) {
                guard end - index >= 4, (0x81...0xFE).contains(bytes[index + 2]),
                      (0x30...0x39).contains(bytes[index + 3]),
                      let codePoint = GB18030RangesIndex.codePoint(
                          forPointer: Self.fourBytePointer(byte, second, bytes[index + 2], bytes[index + 3]))
                else { return index }
                output.append(scalar: codePoint)
                index += 4
                continue
            }
            guard let codePoint = twoByteCodePoint(lead: byte, second) else { return index }
            output.append(scalar: codePoint)
            index += 2
        }
        return index
    }

    /// The index gb18030 ranges pointer of a four-byte sequence.
    @inline(__always)
    private static func fourBytePointer(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8) -> Int {
        (Int(first) - 0x81) * (10 * 126 * 10) + (Int(second) - 0x30) * (10 * 126) + (Int(third) - 0x81) * 10
            + Int(fourth) - 0x30
    }

    /// The index gb18030 code point of lead `lead` (0x81 to 0xFE) and `byte`, or `nil`.
    @inline(__always)
    private func twoByteCodePoint(lead: UInt8, _ byte: UInt8) -> UInt32? {
        guard (0x40...0x7E).contains(byte) || (0x80...0xFE).contains(byte) else { return nil }
        let offset = byte < 0x7F ? 0x40 : 0x41
        let pointer = (Int(lead) - 0x81) * 190 + Int(byte) - offset
        guard pointer < index.count, index[pointer] != IndexSegment.unmapped else { return nil }
        return UInt32(index[pointer])
    }

    /// The standard's handler for one byte at stream offset `offset`; `false` when the byte is
    /// restored to the queue (to be handled again). The bytes restored with it are handled
    /// here: a restored `second` is an ASCII digit, which decodes to itself, and a restored
    /// `third` is a byte 0x81 to 0xFE, which becomes the new `first`.
    private mutating func handle(_ byte: UInt8, at offset: Int, into output: inout DecoderOutput) -> Bool {
        if third != 0 {
            guard (0x30...0x39).contains(byte) else {
                let digit = second
                let newFirst = third
                output.appendReplacement(forErrorAt: sequenceStart)
                output.append(ascii: digit)
                first = newFirst
                second = 0
                third = 0
                sequenceStart += 2
                return false
            }
            let pointer = Self.fourBytePointer(first, second, third, byte)
            first = 0
            second = 0
            third = 0
            if let codePoint = GB18030RangesIndex.codePoint(forPointer: pointer) {
                output.append(scalar: codePoint)
            } else {
                output.appendReplacement(forErrorAt: sequenceStart)
            }
            return true
        }
        if second != 0 {
            if (0x81...0xFE).contains(byte) {
                third = byte
                return true
            }
            let digit = second
            first = 0
            second = 0
            output.appendReplacement(forErrorAt: sequenceStart)
            output.append(ascii: digit)
            return false
        }
        if first != 0 {
            if (0x30...0x39).contains(byte) {
                second = byte
                return true
            }
            let lead = first
            first = 0
            if let codePoint = twoByteCodePoint(lead: lead, byte) {
                output.append(scalar: codePoint)
                return true
            }
            output.appendReplacement(forErrorAt: sequenceStart)
            return byte >= 0x80
        }
        switch byte {
        case 0x00...0x7F:
            output.append(ascii: byte)
        case 0x80:
            output.append(scalar: 0x20AC)
        case 0x81...0xFE:
            first = byte
            sequenceStart = offset
        default:
            output.appendReplacement(forErrorAt: offset)
        }
        return true
    }
}
