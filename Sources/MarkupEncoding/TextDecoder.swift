/// A decoder from one encoding to UTF-8 that takes its input in chunks, exactly as the
/// Encoding Standard's decoders do: a sequence split between two chunks decodes as if it had
/// arrived whole, and every error becomes one U+FFFD ("replacement" error mode).
///
/// The decoder does not look for a byte order mark: a UTF-8 decoder decodes EF BB BF to
/// U+FEFF. `EncodingSniffer.decode` handles byte order marks.
///
/// ```swift
/// var decoder = TextDecoder(encoding: TextEncoding(label: "shift_jis")!)
/// var utf8: [UInt8] = []
/// decoder.decode([0x93, 0xFA, 0x96], into: &utf8)   // 日, then a lead byte kept for later
/// decoder.decode([0x7B], into: &utf8)               // 本
/// decoder.finish(into: &utf8)
/// // utf8 is "日本" in UTF-8; decoder.errorCount == 0
/// ```
///
/// Decoding takes time linear in the input. A decoder is a value: copy it to fork a stream.
public struct TextDecoder: Sendable {
    /// The encoding decoded from.
    public let encoding: TextEncoding
    /// The number of errors so far, each written as U+FFFD.
    public private(set) var errorCount = 0
    /// The offset of the first error's first byte, counted from the first byte given to this
    /// decoder, or `nil` when there has been none.
    public private(set) var firstErrorOffset: Int?
    /// The number of bytes given to the decoder so far.
    public private(set) var byteCount = 0

    private var engine: DecoderEngine

    /// A decoder for `encoding`, in its initial state.
    public init(encoding: TextEncoding) {
        self.encoding = encoding
        engine = DecoderEngine(encoding: encoding.id)
    }

    /// Decodes `chunk`, the next bytes of the stream, appending the UTF-8 to `output`. The
    /// bytes of a sequence that `chunk` ends in the middle of are kept until the next call.
    public mutating func decode(_ chunk: some Collection<UInt8>, into output: inout [UInt8]) {
        let done: Void? = chunk.withContiguousStorageIfAvailable { buffer in
            decodeContiguous(buffer, into: &output)
        }
        if done == nil {
            Array(chunk).withUnsafeBufferPointer { buffer in
                decodeContiguous(buffer, into: &output)
            }
        }
    }

    /// Ends the stream: a sequence left unfinished is an error (one U+FFFD). The decoder is
    /// then back in its initial state; its counts and offsets go on from where they were.
    public mutating func finish(into output: inout [UInt8]) {
        var sink = DecoderOutput(
            expectedCount: 16, chunkOffset: byteCount, errorCount: errorCount, firstErrorOffset: firstErrorOffset
        )
        engine.process(nil, into: &sink)
        collect(sink, into: &output)
    }

    /// Decodes all of `bytes` from `encoding` to UTF-8 (no byte order mark handling).
    ///
    /// ```swift
    /// TextDecoder.decode([0x63, 0x61, 0x66, 0xE9], as: .windows1252).string   // "café"
    /// ```
    public static func decode(_ bytes: some Collection<UInt8>, as encoding: TextEncoding) -> DecodedText {
        var decoder = TextDecoder(encoding: encoding)
        var output: [UInt8] = []
        decoder.decode(bytes, into: &output)
        decoder.finish(into: &output)
        return DecodedText(bytes: output, errorCount: decoder.errorCount, firstErrorOffset: decoder.firstErrorOffset)
    }

    /// The number of input bytes decoded into the scratch buffer before it is appended to the
    /// caller's array: small enough for the buffer to stay in cache.
    private static let sliceLength = 1 << 16

    private mutating func decodeContiguous(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var sink = DecoderOutput(
            expectedCount: min(input.count, Self.sliceLength) * 2 + 64, chunkOffset: byteCount,
            errorCount: errorCount, firstErrorOffset: firstErrorOffset
        )
        var start = 0
        repeat {
            let end = min(input.count, start + Self.sliceLength)
            sink.startChunk(at: byteCount + start)
            engine.process(UnsafeBufferPointer(rebasing: input[start..<end]), into: &sink)
            if start == 0, end < input.count {
                // Reserve for the rest at the rate of the first slice, plus a sixteenth, so a
                // large input is not copied by the array's repeated doubling.
                let remaining = input.count - end
                output.reserveCapacity(output.count + sink.count + remaining * sink.count / end + remaining / 16)
            }
            sink.moveBytes(to: &output)
            start = end
        } while start < input.count
        byteCount += input.count
        collect(sink, into: &output)
    }

    private mutating func collect(_ sink: consuming DecoderOutput, into output: inout [UInt8]) {
        errorCount = sink.errorCount
        firstErrorOffset = sink.firstErrorOffset
        sink.append(to: &output)
    }
}
