import MarkupJSON
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

    /// Empties the text, keeping its storage for the next one.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
    }

    /// Appends `text` in `style`: line feeds stay (forced breaks), tabs become spaces, other
    /// C0 and C1 controls and DEL become U+FFFD.
    mutating func append(_ text: String, style: TerminalStyle, link: Int? = nil) {
        guard !text.isEmpty else { return }
        text.withUTF8Bytes { append(bytes: $0, style: style, link: link) }
    }

    /// Appends the UTF-8 `source` in `style`, as ``append(_:style:link:)`` does: clean
    /// stretches are copied whole, only control characters are looked at one by one.
    mutating func append(bytes source: UnsafeBufferPointer<UInt8>, style: TerminalStyle, link: Int? = nil) {
        guard !source.isEmpty else { return }
        open(style: style, link: link)
        var runStart = 0
        var index = 0
        let count = source.count
        while index < count {
            let byte = source[index]
            // Printable ASCII and UTF-8 other than a C2 lead byte pass as they are.
            if byte >= 0x20 && byte != 0x7F && byte != 0xC2 {
                index += 1
                continue
            }
            if byte == 0xC2 {
                guard index + 1 < count, source[index + 1] >= 0x80, source[index + 1] <= 0x9F else {
                    index += 1
                    continue
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            switch byte {
            case 0x0A:
                bytes.append(0x0A)
            case 0x09, 0x0D, 0x0C:
                bytes.append(0x20)
            default:
                bytes.append(contentsOf: Self.replacementCharacter)
            }
            index += byte == 0xC2 ? 2 : 1
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count]))
    }

    /// U+FFFD in UTF-8.
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

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
