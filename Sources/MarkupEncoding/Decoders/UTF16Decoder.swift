/// The shared UTF-16 decoder (Encoding Standard section 14.2.1), for UTF-16BE and UTF-16LE.
struct UTF16Decoder: ByteStreamDecoder {
    /// "is UTF-16BE decoder".
    let isBigEndian: Bool
    private var leadingByte: UInt8?
    private var leadingByteOffset = 0
    private var leadingSurrogate: UInt16?
    private var leadingSurrogateOffset = 0

    init(bigEndian: Bool) {
        isBigEndian = bigEndian
    }

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        guard let bytes = input.baseAddress else { return }
        let end = input.count
        var index = 0
        while index < end {
            if leadingByte == nil, leadingSurrogate == nil {
                index = decodeUnpaired(bytes, from: index, to: end, into: &output)
                if index == end { break }
            }
            handle(bytes[index], at: output.chunkOffset + index, into: &output)
            index += 1
        }
    }

    mutating func finish(into output: inout DecoderOutput) {
        if leadingByte != nil || leadingSurrogate != nil {
            let offset = leadingSurrogate != nil ? leadingSurrogateOffset : leadingByteOffset
            leadingByte = nil
            leadingSurrogate = nil
            output.appendReplacement(forErrorAt: offset)
        }
    }

    /// The fast path, with no leading byte or surrogate pending: decodes whole code units that
    /// are not surrogates (four ASCII ones at a time where it can) and returns the index of
    /// the first byte it leaves to the handler.
    private func decodeUnpaired(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: inout DecoderOutput
    ) -> Int {
        let raw = UnsafeRawPointer(bytes)
        // An ASCII code unit has a zero high byte and a low byte below 0x80.
        let nonASCIIBits: UInt64 = isBigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
        let lowByteShift: UInt64 = isBigEndian ? 8 : 0
        var index = start
        while end - index >= 2 {
            if end - index >= 8 {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if word & nonASCIIBits == 0 {
                    let units = word >> lowByteShift
                    output.append(fourASCII: UInt32(truncatingIfNeeded: units & 0xFF | units >> 8 & 0xFF00
                        | units >> 16 & 0xFF_0000 | units >> 24 & 0xFF00_0000))
                    index += 8
                    continue
                }
            }
            let unit = codeUnit(bytes[index], bytes[index + 1])
            if unit & 0xF800 == 0xD800 {
                return index
            }
            output.append(scalar: UInt32(unit))
            index += 2
        }
        return index
    }

    @inline(__always)
    private func codeUnit(_ first: UInt8, _ second: UInt8) -> UInt16 {
        isBigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
    }

    /// The standard's handler for one byte at stream offset `offset`. Where it restores the two
    /// bytes of a code unit after an unpaired leading surrogate, the code unit is handled
    /// again directly: those two bytes would rebuild the same code unit.
    private mutating func handle(_ byte: UInt8, at offset: Int, into output: inout DecoderOutput) {
        guard let first = leadingByte else {
            leadingByte = byte
            leadingByteOffset = offset
            return
        }
        let unit = codeUnit(first, byte)
        leadingByte = nil
        if let leading = leadingSurrogate {
            leadingSurrogate = nil
            if unit & 0xFC00 == 0xDC00 {
                output.append(scalar: 0x1_0000 + (UInt32(leading) - 0xD800) << 10 + (UInt32(unit) - 0xDC00))
                return
            }
            output.appendReplacement(forErrorAt: leadingSurrogateOffset)
        }
        switch unit {
        case 0xD800...0xDBFF:
            leadingSurrogate = unit
            leadingSurrogateOffset = leadingByteOffset
        case 0xDC00...0xDFFF:
            output.appendReplacement(forErrorAt: leadingByteOffset)
        default:
            output.append(scalar: UInt32(unit))
        }
    }
}
