import MarkupAST

/// Inline content made ready for the terminal: its UTF-8 bytes, and the style and link of
/// each stretch of them. A line feed in the bytes is a forced line break; every other
/// control character was replaced when the text was appended, so nothing in a document
/// can reach the terminal as an escape sequence.
struct TerminalText {
    /// A stretch of the text with one look, from `start` to the next span's start.
    struct Span: Equatable {
        var start: Int
        var style: TerminalStyle
        /// The hyperlink (an index in the renderer's link table), if any.
        var link: Int?
    }

    private(set) var bytes: [UInt8] = []
    private(set) var spans: [Span] = []

    var isEmpty: Bool { bytes.isEmpty }

    /// Appends `text` in `style`: line feeds stay (forced breaks), tabs become spaces, other
    /// C0 and C1 controls and DEL become U+FFFD.
    mutating func append(_ text: String, style: TerminalStyle, link: Int? = nil) {
        guard !text.isEmpty else { return }
        open(style: style, link: link)
        var previousWasC2 = false
        for byte in text.utf8 {
            if previousWasC2 {
                previousWasC2 = false
                if byte >= 0x80 && byte <= 0x9F {
                    bytes.removeLast()
                    bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    continue
                }
            }
            switch byte {
            case 0x0A:
                bytes.append(byte)
            case 0x09, 0x0D, 0x0C:
                bytes.append(0x20)
            case 0x00..<0x20, 0x7F:
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                bytes.append(byte)
                previousWasC2 = byte == 0xC2
            }
        }
    }

    /// Appends `other` with its styles, made bold with `bold` (a table cell under its header
    /// label); line breaks in it become spaces.
    mutating func append(_ other: TerminalText, bold: Bool) {
        for (index, span) in other.spans.enumerated() {
            let end = index + 1 < other.spans.count ? other.spans[index + 1].start : other.bytes.count
            guard end > span.start else { continue }
            var style = span.style
            if bold { style.bold = true }
            open(style: style, link: span.link)
            bytes.append(contentsOf: other.bytes[span.start..<end].map { $0 == 0x0A ? 0x20 : $0 })
        }
    }

    /// Appends a forced line break.
    mutating func appendLineBreak() {
        bytes.append(0x0A)
    }

    /// Starts a span with `style` and `link` unless the text already ends in one.
    private mutating func open(style: TerminalStyle, link: Int?) {
        if let last = spans.last, last.style == style, last.link == link { return }
        if let last = spans.last, last.start == bytes.count {
            spans[spans.count - 1] = Span(start: bytes.count, style: style, link: link)
            if spans.count >= 2, spans[spans.count - 2].style == style, spans[spans.count - 2].link == link { spans.removeLast() }
            return
        }
        spans.append(Span(start: bytes.count, style: style, link: link))
    }

    /// The index of the span that holds byte `offset`.
    func spanIndex(at offset: Int) -> Int {
        var low = 0
        var high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spans[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// The text with trailing spaces and line breaks removed.
    mutating func trimEnd() {
        while let last = bytes.last, last == 0x20 || last == 0x0A { bytes.removeLast() }
        while let last = spans.last, last.start >= bytes.count, spans.count > 0 { spans.removeLast() }
    }
}
