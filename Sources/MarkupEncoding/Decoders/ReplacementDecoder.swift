/// replacement's decoder (Encoding Standard section 14.1.1): a stream with any bytes at all
/// decodes to one U+FFFD; the bytes themselves are never looked at.
///
/// It exists so that labels of encodings a server and a client might disagree on
/// (ISO-2022-KR, HZ-GB-2312, ISO-2022-CN…) cannot smuggle markup through.
struct ReplacementDecoder: ByteStreamDecoder {
    /// "replacement error returned".
    private var errorReturned = false

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        if !input.isEmpty, !errorReturned {
            errorReturned = true
            output.appendReplacement(forErrorAt: output.chunkOffset)
        }
    }

    mutating func finish(into output: inout DecoderOutput) {
        errorReturned = false
    }
}
