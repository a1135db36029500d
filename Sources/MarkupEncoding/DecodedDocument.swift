/// An input decoded to UTF-8 by `EncodingSniffer.decode`: the encoding it chose, and the text.
public struct DecodedDocument: Hashable, Sendable {
    /// The encoding used, and how it was chosen.
    public let detection: EncodingDetection
    /// The decoded text (without the byte order mark). Its `firstErrorOffset` counts from the
    /// start of the input, byte order mark included.
    public let text: DecodedText

    /// A document decoded as `detection` says, to `text`.
    public init(detection: EncodingDetection, text: DecodedText) {
        self.detection = detection
        self.text = text
    }
}
