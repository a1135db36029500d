/// EUC-KR's decoder (Encoding Standard section 13.1.1) for `LeadByteDecoder`.
struct EUCKRScheme: LeadByteScheme {
    /// index EUC-KR.
    let index = EUCKRIndex.codePoints

    func decodeSingle(_ byte: UInt8, into output: inout DecoderOutput) -> LeadByteSingleResult {
        (0x81...0xFE).contains(byte) ? .lead : .error
    }

    func decodePair(lead: UInt16, _ byte: UInt8, into output: inout DecoderOutput) -> LeadByteResult {
        guard (0x41...0xFE).contains(byte) else { return .error }
        let pointer = (Int(lead) - 0x81) * 190 + Int(byte) - 0x41
        guard pointer < index.count, index[pointer] != IndexSegment.unmapped else { return .error }
        output.append(scalar: UInt32(index[pointer]))
        return .written
    }
}
