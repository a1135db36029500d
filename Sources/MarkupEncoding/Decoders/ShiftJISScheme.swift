/// Shift_JIS's decoder (Encoding Standard section 12.3.1) for `LeadByteDecoder`.
struct ShiftJISScheme: LeadByteScheme {
    /// index jis0208.
    let index = JIS0208Index.codePoints

    func decodeSingle(_ byte: UInt8, into output: inout DecoderOutput) -> LeadByteSingleResult {
        switch byte {
        case 0x80:
            output.append(scalar: 0x80)
            return .written
        case 0xA1...0xDF:
            // Halfwidth katakana.
            output.append(scalar: 0xFF61 - 0xA1 + UInt32(byte))
            return .written
        case 0x81...0x9F, 0xE0...0xFC:
            return .lead
        default:
            return .error
        }
    }

    func decodePair(lead: UInt16, _ byte: UInt8, into output: inout DecoderOutput) -> LeadByteResult {
        guard (0x40...0x7E).contains(byte) || (0x80...0xFC).contains(byte) else { return .error }
        let offset = byte < 0x7F ? 0x40 : 0x41
        let leadOffset = lead < 0xA0 ? 0x81 : 0xC1
        let pointer = (Int(lead) - leadOffset) * 188 + Int(byte) - offset
        if (8836...10715).contains(pointer) {
            // Windows' end-user-defined characters, in the Private Use Area.
            output.append(scalar: UInt32(0xE000 - 8836 + pointer))
            return .written
        }
        guard pointer < index.count, index[pointer] != IndexSegment.unmapped else { return .error }
        output.append(scalar: UInt32(index[pointer]))
        return .written
    }
}
