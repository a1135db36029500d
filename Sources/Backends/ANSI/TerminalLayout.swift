import MarkupJSON

/// The output of the ANSI renderer, line by line: a stack of styled prefixes (quote bars,
/// list indentation), blank lines between blocks, and the escape discipline that makes
/// every line stand alone.
///
/// Every line closes everything it opened: at its end the style goes back to plain with
/// the specific "off" codes and an open hyperlink is closed, and the next line reopens them,
/// so `less -R`, `head`, `grep` and a split never bleed colour. No line ends in a space: what
/// a line writes after its last visible character (spaces, escape sequences) is taken back
/// before it is closed, and a blank line inside a quote is the bar alone.
struct TerminalLayout {
    /// One open prefix: the text before the next line, then before every later line.
    private struct Prefix {
        /// The pieces before the next line, and before every later line.
        var first: [(text: String, style: TerminalStyle)]
        var rest: [(text: String, style: TerminalStyle)]
        var firstWidth: Int
        var restWidth: Int
        var firstPending: Bool
    }

    let options: ANSIRenderOptions
    let output = ByteBuffer()
    /// Link targets by number (OSC 8 `id=mconv-N-hash`: the number keeps two links to one
    /// URL apart, the URL's hash keeps ids of different documents in one scrollback apart),
    /// already made safe for the sequence.
    var linkURLs: [String] = []
    private var prefixes: [Prefix] = []
    private var blankLineRequested = false

    init(options: ANSIRenderOptions) {
        self.options = options
    }

    /// How many of the outermost prefixes are drawn: those that fit in half the width. Deeper
    /// nesting (a quote in a list in a quote, twenty levels down) is not drawn, so text
    /// always keeps half the line instead of being pushed past the edge.
    private var shownPrefixCount: Int {
        let budget = options.columns / 2
        var used = 0
        for (index, prefix) in prefixes.enumerated() {
            used += max(prefix.firstWidth, prefix.restWidth)
            if used > budget { return index }
        }
        return prefixes.count
    }

    /// Cells the prefixes take on the next line written.
    var prefixWidth: Int {
        prefixes.prefix(shownPrefixCount).reduce(0) { $0 + ($1.firstPending ? $1.firstWidth : $1.restWidth) }
    }

    /// Cells the prefixes take on the lines after the next.
    var continuationPrefixWidth: Int {
        prefixes.prefix(shownPrefixCount).reduce(0) { $0 + $1.restWidth }
    }

    /// Cells left for text on the next line and on the lines after it.
    var availableWidth: (first: Int, rest: Int) {
        (max(1, options.columns - prefixWidth), max(1, options.columns - continuationPrefixWidth))
    }

    mutating func pushPrefix(first: [(text: String, style: TerminalStyle)], rest: [(text: String, style: TerminalStyle)]) {
        prefixes.append(Prefix(
            first: first, rest: rest, firstWidth: first.reduce(0) { $0 + TerminalCellWidth.width(of: $1.text) },
            restWidth: rest.reduce(0) { $0 + TerminalCellWidth.width(of: $1.text) }, firstPending: true
        ))
    }

    mutating func pushPrefix(_ text: String, style: TerminalStyle = .plain) {
        pushPrefix(first: [(text, style)], rest: [(text, style)])
    }

    mutating func popPrefix() {
        _ = prefixes.popLast()
    }

    /// Whether a prefix's first form is still waiting for a line.
    var hasPendingPrefix: Bool { prefixes.contains(where: \.firstPending) }

    /// Asks for one blank line before the next line written (never at the very start).
    mutating func requestBlankLine() {
        blankLineRequested = true
    }

    /// Writes `lines` of `text` (byte ranges from ``TerminalLineBreaker``), each after the
    /// prefixes.
    mutating func write(_ text: TerminalText, lines: [Range<Int>]) {
        for range in lines {
            var line = beginLine()
            line.write(text, range: range)
            line.finish()
        }
    }

    /// Writes the bytes `range` of `text` as one line, followed by `suffix` (a cut line's
    /// marker).
    mutating func writeLine(_ text: TerminalText, range: Range<Int>, suffix: [(text: String, style: TerminalStyle)]) {
        var line = beginLine()
        line.write(text, range: range)
        for piece in suffix { line.write(piece.text, style: piece.style) }
        line.finish()
    }

    /// One piece of a composed line (a table row): part of a text, or a styled string.
    enum LinePart {
        case text(TerminalText, Range<Int>)
        case styled(String, TerminalStyle)
    }

    /// Writes one line composed of `parts`.
    mutating func writeLine(_ parts: [LinePart]) {
        var line = beginLine()
        for part in parts {
            switch part {
            case .text(let text, let range): line.write(text, range: range)
            case .styled(let string, let style): line.write(string, style: style)
            }
        }
        line.finish()
    }

    /// Registers a hyperlink target and returns its number (each link gets its own, so
    /// two links to one URL stay two links).
    mutating func addLink(_ url: String) -> Int {
        linkURLs.append(TerminalURL.escaped(url))
        return linkURLs.count - 1
    }

    /// Writes one line made of styled pieces.
    mutating func writeLine(_ pieces: [(text: String, style: TerminalStyle)]) {
        var line = beginLine()
        for piece in pieces { line.write(piece.text, style: piece.style) }
        line.finish()
    }

    /// Writes a line with the prefixes alone (an empty list item), trailing spaces dropped.
    mutating func writeEmptyLine() {
        writeLine([LinePart]())
    }

    /// Writes the pending blank line and the prefixes of a new line, and returns the line's
    /// writer, open for its text.
    private mutating func beginLine() -> LineWriter {
        if blankLineRequested {
            blankLineRequested = false
            if output.count > 0 { writeBlankLine() }
        }
        var line = LineWriter(buffer: output, options: options, linkURLs: linkURLs)
        let shown = shownPrefixCount
        for index in prefixes.indices {
            if index < shown {
                for piece in prefixes[index].firstPending ? prefixes[index].first : prefixes[index].rest {
                    line.write(piece.text, style: piece.style)
                }
            }
            prefixes[index].firstPending = false
        }
        return line
    }

    /// A blank line: the prefixes whose first form is not pending (a quote's bar), without
    /// trailing spaces.
    private mutating func writeBlankLine() {
        var line = LineWriter(buffer: output, options: options, linkURLs: linkURLs)
        for prefix in prefixes.prefix(shownPrefixCount) where !prefix.firstPending {
            for piece in prefix.rest { line.write(piece.text, style: piece.style) }
        }
        line.finish()
    }
}

/// Writes the visible text of one line with its escape sequences, remembering where the
/// last visible non-space character ended so the line can be closed without trailing spaces.
struct LineWriter {
    let buffer: ByteBuffer
    let options: ANSIRenderOptions
    let linkURLs: [String]
    private var style = TerminalStyle.plain
    private var link: Int?
    /// The buffer position, style and link after the last visible non-space character.
    private var lastVisible: (position: Int, style: TerminalStyle, link: Int?)

    init(buffer: ByteBuffer, options: ANSIRenderOptions, linkURLs: [String]) {
        self.buffer = buffer
        self.options = options
        self.linkURLs = linkURLs
        lastVisible = (buffer.count, .plain, nil)
    }

    /// Writes `text` in `style`: a string the renderer made itself (a prefix, a rule, a
    /// border, padding), which holds no control character, so it is copied as it is.
    mutating func write(_ text: String, style: TerminalStyle) {
        text.withUTF8Bytes { bytes in
            guard !bytes.isEmpty else { return }
            switchTo(style: style, link: nil)
            buffer.append(bytes)
            var last = bytes.count
            while last > 0, bytes[last - 1] == 0x20 { last -= 1 }
            if last > 0 { lastVisible = (buffer.count - (bytes.count - last), self.style, link) }
        }
    }

    /// Writes the bytes `range` of `text` with their spans' styles and links.
    mutating func write(_ text: TerminalText, range: Range<Int>) {
        guard !range.isEmpty, !text.spans.isEmpty else { return }
        var spanIndex = text.spanIndex(at: range.lowerBound)
        var position = range.lowerBound
        text.bytes.withUnsafeBufferPointer { bytes in
            while position < range.upperBound {
                let span = text.spans[spanIndex]
                let end = spanIndex + 1 < text.spans.count ? min(text.spans[spanIndex + 1].start, range.upperBound) : range.upperBound
                if end > position {
                    switchTo(style: span.style, link: span.link)
                    buffer.append(UnsafeBufferPointer(rebasing: bytes[position..<end]))
                    var last = end
                    while last > position, bytes[last - 1] == 0x20 { last -= 1 }
                    if last > position { lastVisible = (buffer.count - (end - last), style, link) }
                }
                position = max(position, end)
                spanIndex += 1
                if spanIndex >= text.spans.count { break }
            }
        }
    }

    /// Closes the line: trailing spaces and escapes after the last visible character are
    /// taken back, the style returns to plain, a link is closed, and a line feed ends it.
    mutating func finish() {
        buffer.truncate(to: lastVisible.position)
        style = lastVisible.style
        link = lastVisible.link
        switchTo(style: .plain, link: nil)
        buffer.append(0x0A)
    }

    private mutating func switchTo(style next: TerminalStyle, link nextLink: Int?) {
        guard options.usesEscapes else { return }
        // Most calls continue the same look (the next piece of one span, a plain prefix).
        if nextLink == link || !options.hyperlinks, next == style { return }
        let shown = options.colorDepth == nil ? next.limited(to: nil) : next
        if nextLink != link {
            if link != nil { buffer.append("\u{1B}]8;;\u{1B}\\") }
            if let nextLink, options.hyperlinks, nextLink < linkURLs.count {
                buffer.append("\u{1B}]8;id=mconv-")
                SGR.appendNumber(nextLink, to: buffer)
                buffer.append(UInt8(ascii: "-"))
                TerminalURL.appendIDHash(of: linkURLs[nextLink], to: buffer)
                buffer.append(UInt8(ascii: ";"))
                buffer.append(linkURLs[nextLink])
                buffer.append("\u{1B}\\")
            }
            link = options.hyperlinks ? nextLink : nil
        }
        style.appendTransition(to: shown, depth: options.colorDepth, into: buffer)
        style = shown
    }
}
