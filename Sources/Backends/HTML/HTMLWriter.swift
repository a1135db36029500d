import MarkupJSON

/// A byte buffer that HTML is written into, with the escaping rules for text, attribute
/// values and URLs.
///
/// Renderers append many small pieces; appending bytes to one growing array (literals as
/// `StaticString`, text through its contiguous UTF-8 storage) costs a fraction of
/// appending `String`s, and the whole output is decoded into a `String` once at the end.
struct HTMLWriter {
    let buffer: ByteBuffer

    init(capacity: Int = 4096) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The bytes written so far.
    var bytes: [UInt8] { buffer.bytes }

    /// How many bytes are written.
    var count: Int { buffer.count }

    /// Drops everything written after the first `position` bytes.
    func truncate(to position: Int) {
        buffer.truncate(to: position)
    }

    /// Whether something was written from `start` on and all of it is ASCII white space.
    func isOnlyWhiteSpace(from start: Int) -> Bool {
        guard buffer.count > start else { return false }
        return buffer.withBytes(in: start..<buffer.count) { bytes in
            bytes.allSatisfy(Self.isWhiteSpace)
        }
    }

    /// Whether `byte` is ASCII white space as HTML counts it: space, tab, LF, FF, CR.
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Whether `text` is empty or holds only ``isWhiteSpace(_:)`` bytes, read in place.
    static func isAllWhiteSpace(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            for byte in bytes where !isWhiteSpace(byte) { return false }
            return true
        }
    }

    /// Keeps, of what was written from `start` on, only the part from `keptStart` on:
    /// moves those bytes back to `start`.
    func dropWritten(from start: Int, upTo keptStart: Int) {
        guard keptStart > start, keptStart <= buffer.count else { return }
        let kept = buffer.withBytes(in: keptStart..<buffer.count) { Array($0) }
        buffer.truncate(to: start)
        kept.withUnsafeBufferPointer { buffer.append($0) }
    }

    /// Trims what a paragraph's content, written from `start`, must not end or start with to
    /// parse back the same: trailing spaces, newlines and `<br />`s, and leading spaces.
    /// Returns whether anything is left to show: text, an image, a control, a `<wbr>`, an
    /// image-map area, or an element with an `id` (a link target).
    func trimsParagraphContent(from start: Int) -> Bool {
        let lineBreak: StaticString = "<br />"
        while buffer.count > start {
            let last = buffer.last
            if last == 0x20 || last == 0x0A {
                buffer.truncate(to: buffer.count - 1)
            } else if buffer.count - start >= lineBreak.utf8CodeUnitCount, endsWith(lineBreak) {
                buffer.truncate(to: buffer.count - lineBreak.utf8CodeUnitCount)
            } else {
                break
            }
        }
        var leading = start
        while leading < buffer.count, buffer.byte(at: leading) == 0x20 { leading += 1 }
        if leading > start {
            let rest = buffer.withBytes(in: leading..<buffer.count) { Array($0) }
            buffer.truncate(to: start)
            rest.withUnsafeBufferPointer { buffer.append($0) }
        }
        return buffer.withBytes(in: start..<buffer.count) { Self.showsSomething($0) }
    }

    private func endsWith(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        return buffer.withBytes(in: (buffer.count - length)..<buffer.count) { bytes in
            literal.withUTF8Buffer { $0.elementsEqual(bytes) }
        }
    }

    /// Whether written markup shows anything or holds a link target (see
    /// ``trimsParagraphContent(from:)``).
    private static func showsSomething(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: ">") { end += 1 }
                let tag = bytes[(index + 1)..<min(end, bytes.count)]
                if keepsTag(tag) { return true }
                index = end + 1
                continue
            }
            // A no-break space shows no more than a space: a paragraph of them is a spacer
            // to the reader, as Word's `<p>&nbsp;</p>` is.
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                index += 2
                continue
            }
            if byte != 0x20 && byte != 0x0A && byte != 0x09 { return true }
            index += 1
        }
        return false
    }

    /// Tags that keep a paragraph the parser would otherwise drop as empty: a void element
    /// that shows, a code element or a link (the reader keeps them whatever they hold), an
    /// element with an id.
    private static func keepsTag(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        if tag.starts(with: "a href=".utf8) { return true }
        var nameEnd = tag.startIndex
        while nameEnd < tag.endIndex, tag[nameEnd] != 0x20, tag[nameEnd] != UInt8(ascii: "/") { nameEnd += 1 }
        if nameEnd > tag.startIndex, WrittenTagName.traits(of: tag[tag.startIndex..<nameEnd]).contains(.keepsParagraph) { return true }
        return WrittenTagName.carriesID(tag)
    }

    /// Calls `body` with the bytes written so far, without copying them.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.withBytes(in: 0..<buffer.count, body)
    }

    /// Appends markup given as a literal (always inlined: a literal's length is then a
    /// constant and the copy a few instructions).
    @inline(__always)
    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { buffer.append($0) }
    }

    /// Appends markup given as a string, unescaped.
    func appendRaw(_ text: String) {
        buffer.append(text)
    }

    /// Appends markup given as UTF-8 bytes, unescaped.
    func appendRaw(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { buffer.append($0) }
    }

    /// Appends a decimal number.
    func append(_ number: Int) {
        appendRaw(String(number))
    }

    /// Bit `n` is set for the bytes `n` < 64 that text escaping replaces: `"`, `&`, `<`, `>`
    /// and carriage return.
    private static let escapedBytes: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x0D

    /// Appends `text` with `&`, `<`, `>` and `"` replaced by entities, and a carriage return
    /// (which only a character reference puts in a document) as `&#13;`, because a parser
    /// turns a literal one into a line feed and the text would change; the clean stretches
    /// between them are copied whole. With `newlinesAsEntities`, `\n` is written `&#10;`
    /// (code inside an HTML block embedded in Markdown, where a blank line would end it).
    func appendEscaped(_ text: String, newlinesAsEntities: Bool = false) {
        let escaped = newlinesAsEntities ? Self.escapedBytes | 1 << 0x0A : Self.escapedBytes
        text.withUTF8Bytes { source in
            guard let base = source.baseAddress else { return }
            let count = source.count
            var runStart = 0
            var index = 0
            while index < count {
                // Clean stretches are skipped eight bytes at a time.
                if index + 8 <= count {
                    let candidates = HTMLEscapeScan.escapeCandidates(HTMLEscapeScan.word(at: base, index))
                    guard candidates != 0 else {
                        index += 8
                        continue
                    }
                    index += candidates.trailingZeroBitCount >> 3
                }
                let byte = source[index]
                guard byte < 64, escaped & (1 << UInt64(byte)) != 0 else {
                    index += 1
                    continue
                }
                buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                case UInt8(ascii: "\n"): append("&#10;")
                case UInt8(ascii: "\r"): append("&#13;")
                default: append("&quot;")
                }
                index += 1
                runStart = index
            }
            buffer.append(UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// Bit `n` is set for the bytes `n` < 64 that ``appendEscapedCollapsingWhiteSpace(_:)``
    /// looks at: those text escaping replaces, and HTML's ASCII white space.
    private static let escapedOrWhiteSpaceBytes: UInt64 = escapedBytes | 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0C

    /// Appends `text` escaped as ``appendEscaped(_:newlinesAsEntities:)`` does, with every
    /// run of white space other than a single space written as one space: the text a reader
    /// makes of it under `white-space: normal`. Sanitized output is written in that form
    /// (text kept by `white-space: pre`, whose style the policy removed, would otherwise
    /// change when sanitized again).
    func appendEscapedCollapsingWhiteSpace(_ text: String) {
        text.withUTF8Bytes { appendEscapedCollapsingWhiteSpace($0) }
    }

    /// ``appendEscapedCollapsingWhiteSpace(_:)`` for UTF-8 bytes.
    func appendEscapedCollapsingWhiteSpace(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        let count = source.count
        var runStart = 0
        var index = 0
        while index < count {
            // Clean stretches (single spaces included) are skipped eight bytes at a time; a
            // space after a space is where a run to collapse shows.
            if index + 8 <= count {
                let word = HTMLEscapeScan.word(at: base, index)
                let preceding = index > 0 ? HTMLEscapeScan.word(at: base, index - 1) : word << 8
                let candidates = HTMLEscapeScan.escapeCandidates(word) | HTMLEscapeScan.secondSpaces(word, preceding: preceding)
                guard candidates != 0 else {
                    index += 8
                    continue
                }
                index += candidates.trailingZeroBitCount >> 3
            }
            let byte = source[index]
            guard byte < 64, Self.escapedOrWhiteSpaceBytes & (1 << UInt64(byte)) != 0 else {
                index += 1
                continue
            }
            if Self.isWhiteSpace(byte) {
                // The run may have begun with spaces passed over as clean text.
                var start = index
                while start > runStart, Self.isWhiteSpace(source[start - 1]) { start -= 1 }
                var end = index + 1
                while end < count, Self.isWhiteSpace(source[end]) { end += 1 }
                if byte == 0x20 && start == index && end == index + 1 {
                    index = end
                    continue
                }
                buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<start]))
                buffer.append(0x20)
                index = end
                runStart = end
                continue
            }
            buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            default: append("&quot;")
            }
            index += 1
            runStart = index
        }
        buffer.append(UnsafeBufferPointer(rebasing: source[runStart...]))
    }

    /// Appends a URL for an `href`/`src` attribute: bytes outside the safe set are
    /// percent-encoded (UTF-8), `&` and `'` become entities, existing `%` escapes are kept.
    /// What a URL parser ignores is left out rather than encoded, so the URL stays the
    /// same: C0 controls and spaces at either end, tabs and line breaks anywhere (WHATWG
    /// URL parsing strips them; `%20` at the start would be part of the path).
    func appendURL(_ url: String) {
        url.withUTF8Bytes { source in
            var first = 0, end = source.count
            while first < end, source[first] <= 0x20 { first += 1 }
            while end > first, source[end - 1] <= 0x20 { end -= 1 }
            var runStart = first
            for index in first..<end {
                let byte = source[index]
                guard !Self.isURLSafe(byte) else { continue }
                buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
                runStart = index + 1
                if byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    continue
                } else if byte == UInt8(ascii: "&") {
                    append("&amp;")
                } else if byte == UInt8(ascii: "'") {
                    append("&#x27;")
                } else {
                    buffer.append(UInt8(ascii: "%"))
                    buffer.append(Self.hexDigit(byte >> 4))
                    buffer.append(Self.hexDigit(byte & 0x0F))
                }
            }
            buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<end]))
        }
    }

    /// Appends a newline unless the output is empty or already ends with one.
    func newlineIfNeeded() {
        if let last = buffer.last, last != UInt8(ascii: "\n") {
            buffer.append(UInt8(ascii: "\n"))
        }
    }

    private static func isURLSafe(_ byte: UInt8) -> Bool { HTMLURLForm.isSafe(byte) }

    private static func hexDigit(_ value: UInt8) -> UInt8 { HTMLURLForm.hexDigit(value) }
}
