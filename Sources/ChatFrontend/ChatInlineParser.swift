import MarkupAST

/// Reads the inline content of one line with a delimiter stack (see ``ChatParser`` for the
/// rules).
///
/// Why it is linear: a kind of delimiter is open at most once, so the stack holds at most
/// six frames and every decision looks at it in constant time. Closing a delimiter turns
/// the frames above it into text by moving their content one level down, and a node can
/// move at most six times. The forward searches (a code span's closing backtick, Slack's
/// `>`, Telegram's `)`) each find the first candidate after their start; when one fails,
/// no later start on the line can succeed, so the failure is remembered and never repeated.
struct ChatInlineParser {
    let flavor: ChatFlavor
    let bytes: UnsafeBufferPointer<UInt8>
    /// Bytes that end a run of plain text in this flavour.
    private let special: [Bool]

    init(flavor: ChatFlavor, bytes: UnsafeBufferPointer<UInt8>) {
        self.flavor = flavor
        self.bytes = bytes
        var special = [Bool](repeating: false, count: 256)
        for byte in "*_~".utf8 { special[Int(byte)] = true }
        if flavor.hasInlineCode { special[0x60] = true }
        if flavor.usesBackslashEscapes {
            for byte in "\\|[]".utf8 { special[Int(byte)] = true }
        } else {
            special[0xE2] = true  // the first byte of U+2060
        }
        if flavor.usesHTMLEntities {
            for byte in "&<".utf8 { special[Int(byte)] = true }
        }
        self.special = special
    }

    /// The inlines of the line `range` of the input.
    func parseLine(_ range: Range<Int>) -> [Inline] {
        var state = ChatLineReader(flavor: flavor, line: UnsafeBufferPointer(rebasing: bytes[range]), special: special)
        return state.parse()
    }
}
