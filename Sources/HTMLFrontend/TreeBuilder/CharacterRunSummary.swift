/// What a run of character tokens holds, in the classes the insertion modes tell apart
/// (U+0000, ASCII whitespace, anything else), found in one pass over its UTF-8 bytes.
struct CharacterRunSummary {
    /// The run has a U+0000.
    var hasNull = false
    /// The run has a character that is neither U+0000 nor whitespace.
    var hasNonWhitespace = false
    /// The run has a character that is not U+0000.
    var hasNonNull = false

    init(_ text: Substring) {
        if let summary = text.utf8.withContiguousStorageIfAvailable(Self.init(bytes:)) {
            self = summary
        } else {
            self.init(bytes: text.utf8)
        }
    }

    private init(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if byte == 0 {
                hasNull = true
            } else {
                hasNonNull = true
                if byte > 0x20 || !ASCIIFolding.isWhitespace(byte) { hasNonWhitespace = true }
            }
        }
    }
}
