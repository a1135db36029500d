import MarkupAST

/// The text of a code block or code span as read: escapes removed (Telegram's backslash
/// before any ASCII character; the other flavours' word joiner before a backtick; Slack's
/// `&amp; &lt; &gt;`, which apply in code too), lines ended by `\n`.
struct CodeText {
    let flavor: ChatFlavor
    let bytes: UnsafeBufferPointer<UInt8>
    private var output: [UInt8] = []

    init(flavor: ChatFlavor, bytes: UnsafeBufferPointer<UInt8>) {
        self.flavor = flavor
        self.bytes = bytes
    }

    /// The text read so far.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Appends the unescaped bytes of `range`.
    mutating func append(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if flavor.usesBackslashEscapes, byte == 0x5C, index + 1 < range.upperBound, bytes[index + 1] >= 1, bytes[index + 1] <= 126 {
                output.append(bytes[index + 1])
                index += 2
            } else if !flavor.usesBackslashEscapes, byte == 0xE2, index + 3 < range.upperBound, bytes[index + 1] == 0x81,
                      bytes[index + 2] == 0xA0, bytes[index + 3] == 0x60 {
                output.append(0x60)
                index += 4
            } else if flavor.usesHTMLEntities, byte == 0x26, let (decoded, length) = SlackEntity.decode(at: index, in: bytes, end: range.upperBound) {
                output.append(decoded)
                index += length
            } else {
                output.append(byte)
                index += 1
            }
        }
    }

    /// Appends the unescaped bytes of `range` and a newline.
    mutating func appendLine(_ range: Range<Int>) {
        append(range)
        output.append(0x0A)
    }
}
