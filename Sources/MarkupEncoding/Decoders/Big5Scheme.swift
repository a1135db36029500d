/// Big5's decoder (Encoding Standard section 11.1.1) for `LeadByteDecoder`.
struct Big5Scheme: LeadByteScheme {
    /// index Big5.
    let index = Big5Index.codePoints

    func decodeSingle(_ byte: UInt8, into output: inout DecoderOutput) -> LeadByteSingleResult {
        (0x81...0xFE).contains(byte) ? .lead : .error
    }

    func decodePair(lead: UInt16, _ byte: UInt8, into output: inout DecoderOutput) -> LeadByteResult {
        guard (0x40...0x7E).contains(byte) || (0xA1...0xFE).contains(byte) else { return .error }
        let offset = byte < 0x7F ? 0x40 : 0x62
        let pointer = (Int(lead) - 0x81) * 157 + Int(byte) - offset
        // The four pointers that decode to two code points each.
        switch pointer {
        case 1133: output.append(scalar: 0x00CA); output.append(scalar: 0x0304)
        case 1135: output.append(scalar: 0x00CA); output.append(scalar: 0x030C)
        case 1164: output.append(scalar: 0x00EA); output.append(scalar: 0x0304)
        case 1166: output.append(scalar: 0x00EA); output.append(scalar: 0x030C)
        default:
            guard pointer < index.count, index[pointer] != IndexSegment.unmapped else { return .error }
            output.append(scalar: index[pointer])
        }
        return .written
    }
}
