/// One encoding's decoder (Encoding Standard section 4.1): its handler run over the bytes of a
/// stream that arrives in chunks, with the handler's state kept between chunks.
///
/// Implementations follow the standard's handler step by step. Where the standard *restores*
/// bytes to the input queue, they reprocess the current byte (by not consuming it) and handle
/// the few earlier bytes it restores directly, since those bytes' meaning is fixed (an ASCII
/// digit in gb18030, `$` or `(` in ISO-2022-JP, a code unit in UTF-16); so a sequence split
/// across chunks decodes exactly as if it had arrived whole.
protocol ByteStreamDecoder: Sendable {
    /// Runs the handler on every byte of `input`, the next chunk of the stream.
    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput)

    /// Runs the handler on end-of-queue: an unfinished sequence is an error. Leaves the
    /// decoder in its initial state.
    mutating func finish(into output: inout DecoderOutput)
}
