/// UTF-8's decoder (Encoding Standard section 8.1.1): one U+FFFD per maximal subpart of an
/// ill-formed sequence, as Unicode's "best practices for using U+FFFD" say.
///
/// Well-formed runs are found first and copied unchanged (the output of well-formed UTF-8 is
/// its input); only an error or a sequence cut off by the end of the chunk goes through the
/// standard's handler byte by byte.
struct UTF8Decoder: ByteStreamDecoder {
    private var codePoint: UInt32 = 0
    private var bytesSeen = 0
    private var bytesNeeded = 0
    private var lowerBoundary: UInt8 = 0x80
    private var upperBoundary: UInt8 = 0xBF
    /// The stream offset of the unfinished sequence's first byte.
    private var sequenceStart = 0

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        guard let bytes = input.baseAddress else { return }
        let end = input.count
        var index = 0
        while index < end {
            if bytesNeeded == 0 {
                let validEnd = Self.wellFormedPrefixEnd(in: bytes, from: index, to: end)
                if validEnd > index {
                    output.append(copying: bytes + index, count: validEnd - index)
                    index = validEnd
                    if index == end { break }
                }
            }
            if handle(bytes[index], at: output.chunkOffset + index, into: &output) {
                index += 1
            }
        }
    }

    mutating func finish(into output: inout DecoderOutput) {
        if bytesNeeded != 0 {
            reset()
            output.appendReplacement(forErrorAt: sequenceStart)
        }
    }

    /// The end of the longest prefix of `bytes[start..<end]` made of complete, well-formed
    /// sequences (the ones the handler accepts).
    private static func wellFormedPrefixEnd(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            let lead = bytes[index]
            switch lead {
            case 0x00...0x7F:
                index = ASCIIRun.end(in: bytes, from: index + 1, to: end)
            case 0xC2...0xDF:
                guard end - index >= 2, isContinuation(bytes[index + 1]) else { return index }
                index += 2
            case 0xE0...0xEF:
                guard end - index >= 3 else { return index }
                let second = bytes[index + 1]
                let lower: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let upper: UInt8 = lead == 0xED ? 0x9F : 0xBF
                guard second >= lower, second <= upper, isContinuation(bytes[index + 2]) else { return index }
                index += 3
            case 0xF0...0xF4:
                guard end - index >= 4 else { return index }
                let second = bytes[index + 1]
                let lower: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                let upper: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                guard second >= lower, second <= upper, isContinuation(bytes[index + 2]),
                      isContinuation(bytes[index + 3])
                else { return index }
                index += 4
            default:
                return index
            }
        }
        return index
    }

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// The standard's handler for one byte at stream offset `offset`; `false` when the byte
    /// is restored to the queue (to be handled again).
    private mutating func handle(_ byte: UInt8, at offset: Int, into output: inout DecoderOutput) -> Bool {
        if bytesNeeded == 0 {
            switch byte {
            case 0x00...0x7F:
                output.append(ascii: byte)
                return true
            case 0xC2...0xDF:
                bytesNeeded = 1
                codePoint = UInt32(byte & 0x1F)
            case 0xE0...0xEF:
                if byte == 0xE0 { lowerBoundary = 0xA0 }
                if byte == 0xED { upperBoundary = 0x9F }
                bytesNeeded = 2
                codePoint = UInt32(byte & 0xF)
            case 0xF0...0xF4:
                if byte == 0xF0 { lowerBoundary = 0x90 }
                if byte == 0xF4 { upperBoundary = 0x8F }
                bytesNeeded = 3
                codePoint = UInt32(byte & 0x7)
            default:
                output.appendReplacement(forErrorAt: offset)
                return true
            }
            sequenceStart = offset
            return true
        }
        guard byte >= lowerBoundary, byte <= upperBoundary else {
            reset()
            output.appendReplacement(forErrorAt: sequenceStart)
            return false
        }
        lowerBoundary = 0x80
        upperBoundary = 0xBF
        codePoint = codePoint << 6 | UInt32(byte & 0x3F)
        bytesSeen += 1
        if bytesSeen == bytesNeeded {
            output.append(scalar: codePoint)
            reset()
        }
        return true
    }

    private mutating func reset() {
        codePoint = 0
        bytesSeen = 0
        bytesNeeded = 0
        lowerBoundary = 0x80
        upperBoundary = 0xBF
    }
}
