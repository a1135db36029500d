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

    /// One branch-free pass (the compiler can vectorize it): each flag is an OR over all
    /// bytes.
    private init(bytes: some Sequence<UInt8>) {
        var null: UInt8 = 0
        var nonNull: UInt8 = 0
        var nonWhitespace: UInt8 = 0
        for byte in bytes {
            let isNull: UInt8 = byte == 0 ? 1 : 0
            let isWhitespace: UInt8 = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D ? 1 : 0
            null |= isNull
            nonNull |= isNull ^ 1
            nonWhitespace |= (isNull | isWhitespace) ^ 1
        }
        hasNull = null != 0
        hasNonNull = nonNull != 0
        hasNonWhitespace = nonWhitespace != 0
    }
}
