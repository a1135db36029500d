/// ISO-2022-JP's decoder (Encoding Standard section 12.2.1): escape sequences switch between
/// ASCII, JIS X 0201 Roman, halfwidth katakana and JIS X 0208 (two bytes per character).
///
/// Two escape sequences in a row with nothing decoded between them are an error, as is an
/// escape sequence the decoder does not know; its bytes are then decoded in the state before it.
struct ISO2022JPDecoder: ByteStreamDecoder {
    /// "ISO-2022-JP decoder state" and "ISO-2022-JP decoder output state".
    enum State {
        case ascii, roman, katakana, leadByte, trailByte, escapeStart, escape
    }

    /// index jis0208.
    let index = JIS0208Index.codePoints
    private var state = State.ascii
    private var outputState = State.ascii
    /// "ISO-2022-JP leading": the lead byte of a JIS X 0208 pair, or the byte after ESC.
    private var lead: UInt8 = 0
    /// "ISO-2022-JP output": whether the last thing decoded was an escape sequence.
    private var outputFlag = false
    /// The stream offset of the pending lead byte or escape sequence.
    private var sequenceStart = 0

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        guard let bytes = input.baseAddress else { return }
        let end = input.count
        var index = 0
        while index < end {
            switch state {
            case .ascii:
                index = decodeASCIIRun(bytes, from: index, to: end, into: &output)
            case .leadByte:
                index = decodeJIS0208Pairs(bytes, from: index, to: end, into: &output)
            default:
                break
            }
            if index == end { break }
            if handle(bytes[index], at: output.chunkOffset + index, into: &output) {
                index += 1
            }
        }
    }

    mutating func finish(into output: inout DecoderOutput) {
        // The standard's handler on end-of-queue, until it returns finished.
        while true {
            switch state {
            case .ascii, .roman, .katakana, .leadByte:
                state = .ascii
                outputState = .ascii
                outputFlag = false
                return
            case .trailByte:
                state = .leadByte
                output.appendReplacement(forErrorAt: sequenceStart)
            case .escapeStart:
                outputFlag = false
                state = outputState
                output.appendReplacement(forErrorAt: sequenceStart)
            case .escape:
                let restored = lead
                lead = 0
                outputFlag = false
                state = outputState
                output.appendReplacement(forErrorAt: sequenceStart)
                let restoredOffset = sequenceStart + 1
                _ = handle(restored, at: restoredOffset, into: &output)
            }
        }
    }

    /// The fast path of the ASCII state: copies the bytes that decode to themselves.
    private mutating func decodeASCIIRun(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: inout DecoderOutput
    ) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte >= 0x80 || byte == 0x0E || byte == 0x0F || byte == 0x1B { break }
            index += 1
        }
        if index > start {
            output.append(copying: bytes + start, count: index - start)
            outputFlag = false
        }
        return index
    }

    /// The fast path of the lead byte state: decodes mapped JIS X 0208 pairs that lie whole in
    /// the chunk.
    private mutating func decodeJIS0208Pairs(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: inout DecoderOutput
    ) -> Int {
        var index = start
        while end - index >= 2 {
            let leadByte = bytes[index]
            let trailByte = bytes[index + 1]
            guard (0x21...0x7E).contains(leadByte), (0x21...0x7E).contains(trailByte) else { break }
            let pointer = (Int(leadByte) - 0x21) * 94 + Int(trailByte) - 0x21
            guard pointer < self.index.count, self.index[pointer] != IndexSegment.unmapped else { break }
            output.append(scalar: UInt32(self.index[pointer]))
            index += 2
        }
        if index > start {
            outputFlag = false
        }
        return index
    }

    /// The standard's handler for one byte at stream offset `offset`; `false` when the byte is
    /// restored to the queue (to be handled again). The lead restored with it after an unknown
    /// escape sequence (`$` or `(`) is handled here, in the state the escape left.
    private mutating func handle(_ byte: UInt8, at offset: Int, into output: inout DecoderOutput) -> Bool {
        if byte == 0x1B, state != .escapeStart, state != .escape {
            if state == .trailByte {
                output.appendReplacement(forErrorAt: sequenceStart)
            }
            state = .escapeStart
            sequenceStart = offset
            return true
        }
        switch state {
        case .ascii:
            outputFlag = false
            if byte < 0x80, byte != 0x0E, byte != 0x0F {
                output.append(ascii: byte)
            } else {
                output.appendReplacement(forErrorAt: offset)
            }
        case .roman:
            outputFlag = false
            switch byte {
            case 0x5C: output.append(scalar: 0x00A5)
            case 0x7E: output.append(scalar: 0x203E)
            case 0x0E, 0x0F, 0x80...: output.appendReplacement(forErrorAt: offset)
            default: output.append(ascii: byte)
            }
        case .katakana:
            outputFlag = false
            if (0x21...0x5F).contains(byte) {
                output.append(scalar: 0xFF61 - 0x21 + UInt32(byte))
            } else {
                output.appendReplacement(forErrorAt: offset)
            }
        case .leadByte:
            outputFlag = false
            if (0x21...0x7E).contains(byte) {
                lead = byte
                state = .trailByte
                sequenceStart = offset
            } else {
                output.appendReplacement(forErrorAt: offset)
            }
        case .trailByte:
            state = .leadByte
            let pointer = (Int(lead) - 0x21) * 94 + Int(byte) - 0x21
            if (0x21...0x7E).contains(byte), pointer < index.count, index[pointer] != IndexSegment.unmapped {
                output.append(scalar: UInt32(index[pointer]))
            } else {
                output.appendReplacement(forErrorAt: sequenceStart)
            }
        case .escapeStart:
            if byte == 0x24 || byte == 0x28 {
                lead = byte
                state = .escape
                return true
            }
            outputFlag = false
            state = outputState
            output.appendReplacement(forErrorAt: sequenceStart)
            return false
        case .escape:
            let escapeLead = lead
            lead = 0
            if let designated = Self.state(designatedBy: escapeLead, byte) {
                state = designated
                outputState = designated
                if outputFlag {
                    output.appendReplacement(forErrorAt: sequenceStart)
                }
                outputFlag = true
                return true
            }
            outputFlag = false
            state = outputState
            output.appendReplacement(forErrorAt: sequenceStart)
            _ = handle(escapeLead, at: sequenceStart + 1, into: &output)
            return false
        }
        return true
    }

    /// The state ESC `lead` `byte` switches to, or `nil` for an unknown escape sequence.
    private static func state(designatedBy lead: UInt8, _ byte: UInt8) -> State? {
        switch (lead, byte) {
        case (0x28, 0x42): .ascii
        case (0x28, 0x4A): .roman
        case (0x28, 0x49): .katakana
        case (0x24, 0x40), (0x24, 0x42): .leadByte
        default: nil
        }
    }
}
