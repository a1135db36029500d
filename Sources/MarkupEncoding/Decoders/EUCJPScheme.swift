/// EUC-JP's decoder (Encoding Standard section 12.1.1) for `LeadByteDecoder`.
///
/// 0x8E and a byte is halfwidth katakana; 0x8F starts a three-byte JIS X 0212 sequence, whose
/// second byte becomes the pending lead with 0x100 added (the standard's "EUC-JP jis0212"
/// flag); other pairs are JIS X 0208.
struct EUCJPScheme: LeadByteScheme {
    /// index jis0208.
    let jis0208 = JIS0208Index.codePoints
    /// index jis0212.
    let jis0212 = JIS0212Index.codePoints

    func decodeSingle(_ byte: UInt8, into output: inout DecoderOutput) -> LeadByteSingleResult {
        byte == 0x8E || byte == 0x8F || (0xA1...0xFE).contains(byte) ? .lead : .error
    }

    func decodePair(lead: UInt16, _ byte: UInt8, into output: inout DecoderOutput) -> LeadByteResult {
        if lead == 0x8E, (0xA1...0xDF).contains(byte) {
            output.append(scalar: 0xFF61 - 0xA1 + UInt32(byte))
            return .written
        }
        if lead == 0x8F, (0xA1...0xFE).contains(byte) {
            return .lead(0x100 | UInt16(byte))
        }
        let leadByte = lead & 0xFF
        guard (0xA1...0xFE).contains(leadByte), (0xA1...0xFE).contains(byte) else { return .error }
        let pointer = (Int(leadByte) - 0xA1) * 94 + Int(byte) - 0xA1
        let codePoint = lead & 0x100 != 0 ? Self.lookUp(pointer, in: jis0212) : Self.lookUp(pointer, in: jis0208)
        guard codePoint != IndexSegment.unmapped else { return .error }
        output.append(scalar: codePoint)
        return .written
    }

    @inline(__always)
    private static func lookUp(_ pointer: Int, in index: [UInt16]) -> UInt32 {
        pointer < index.count ? UInt32(index[pointer]) : IndexSegment.unmapped
    }
}
