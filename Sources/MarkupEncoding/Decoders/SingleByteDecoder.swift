/// The single-byte decoder (Encoding Standard section 9.1), shared by the 28 single-byte
/// encodings; also x-user-defined's decoder (section 14.5.1), whose table is computed.
struct SingleByteDecoder: ByteStreamDecoder {
    /// The encoding's bytes 0x80 to 0xFF.
    let table: SingleByteTable

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        guard let bytes = input.baseAddress else { return }
        let end = input.count
        table.packedUTF8.withUnsafeBufferPointer { packedUTF8 in
            var index = 0
            while index < end {
                let byte = bytes[index]
                if byte < 0x80 {
                    index = ASCIIRun.copy(from: bytes, at: index, to: end, into: &output)
                    continue
                }
                let packed = packedUTF8[Int(byte &- 0x80)]
                if packed == 0 {
                    output.appendReplacement(forErrorAt: output.chunkOffset + index)
                } else {
                    output.append(packed: packed)
                }
                index += 1
            }
        }
    }

    mutating func finish(into output: inout DecoderOutput) {}
}
