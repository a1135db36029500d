/// The encoding `EncodingSniffer` chose for an input, and why.
public struct EncodingDetection: Hashable, Sendable {
    /// The encoding to decode with.
    public let encoding: TextEncoding
    /// How it was chosen.
    public let source: EncodingSource
    /// The length of the byte order mark that decoding skips (0 when there is none).
    public let byteOrderMarkLength: Int

    /// A detection of `encoding` by `source`, with a byte order mark of `byteOrderMarkLength` bytes.
    public init(encoding: TextEncoding, source: EncodingSource, byteOrderMarkLength: Int = 0) {
        self.encoding = encoding
        self.source = source
        self.byteOrderMarkLength = byteOrderMarkLength
    }
}
