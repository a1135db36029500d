/// White space as an HTML reader collapses it, for sanitized output: when the policy removes
/// an element, the white space on either side of it becomes adjacent, and a reader would
/// collapse it (two spaces become one, a space after a line break or before one goes). The
/// writer writes that collapsed form itself, so sanitizing the output again changes nothing.
///
/// Both checks look back over inline start and end tags, which a reader looks through when
/// it collapses white space, and stop at anything that shows: text, a void element such as
/// `<img />`, or a code element (whose white space the reader keeps as code).
extension HTMLWriter {
    /// Whether text written now would start where a reader has already collapsed white
    /// space: after white space, after a `<br />`, or at the start of the output (looking back
    /// over inline tags).
    func followsCollapsedSpace() -> Bool {
        buffer.withBytes(in: 0..<buffer.count) { bytes in
            var index = bytes.count - 1
            while index >= 0 {
                let byte = bytes[index]
                if Self.isWhiteSpace(byte) { return true }
                guard byte == UInt8(ascii: ">"), let tagStart = Self.tagStart(in: bytes, endingAt: index) else { return false }
                let tag = bytes[tagStart...index]
                if Self.isLineBreak(tag) || Self.isBlockBoundary(tag) { return true }
                if let pairStart = Self.emptyElementStart(in: bytes, endTagStart: tagStart) {
                    // An element with nothing inside (an anchor, a code element too) is
                    // looked through.
                    index = pairStart - 1
                    continue
                }
                guard Self.isLookedThrough(tag) else { return false }
                index = tagStart - 1
            }
            return true
        }
    }

    /// When the tag at `endTagStart` is an end tag right after its own start tag (`<tt
    /// id="…"></tt>`), where that start tag begins.
    private static func emptyElementStart(in bytes: UnsafeBufferPointer<UInt8>, endTagStart: Int) -> Int? {
        guard endTagStart + 1 < bytes.count, bytes[endTagStart + 1] == UInt8(ascii: "/"), endTagStart > 0,
              bytes[endTagStart - 1] == UInt8(ascii: ">"), let openStart = tagStart(in: bytes, endingAt: endTagStart - 1),
              bytes[openStart + 1] != UInt8(ascii: "/"), bytes[endTagStart - 2] != UInt8(ascii: "/") else { return nil }
        var endTagEnd = endTagStart
        while endTagEnd < bytes.count, bytes[endTagEnd] != UInt8(ascii: ">") { endTagEnd += 1 }
        guard endTagEnd < bytes.count else { return nil }
        let startName = name(of: bytes[openStart..<endTagStart]), endName = name(of: bytes[endTagStart...endTagEnd])
        return startName.elementsEqual(endName) && !isBlockBoundary(bytes[openStart..<endTagStart]) ? openStart : nil
    }

    /// A start or end tag of a block: text right after it starts a line, where a reader
    /// drops white space.
    private static func isBlockBoundary(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard tag.count >= 3 else { return false }
        return WrittenTagName.traits(of: name(of: tag)).contains(.block)
    }

    /// Removes white space and `<br />`s that end what was written from `start` on, where
    /// only inline end tags follow them (`x <br />\n</a></u>` becomes `x</a></u>`), and the
    /// inline elements that leaves empty (`<b></b>`, not an anchor with an `id`): a reader
    /// drops a line break or space at the end of a block, inside its elements too, and then
    /// the elements with nothing in them.
    func trimTrailingSpaceBeforeEndTags(from start: Int) {
        while true {
            let cut: Range<Int>? = buffer.withBytes(in: 0..<buffer.count) { bytes in
                var tagsStart = bytes.count
                while tagsStart > start, bytes[tagsStart - 1] == UInt8(ascii: ">"),
                      let tagStart = Self.tagStart(in: bytes, endingAt: tagsStart - 1), tagStart >= start,
                      bytes[tagStart + 1] == UInt8(ascii: "/"), Self.isLookedThrough(bytes[tagStart..<tagsStart]) {
                    tagsStart = tagStart
                }
                guard tagsStart < bytes.count else { return nil }  // no end tag: the caller's own trim covers it
                var keptEnd = tagsStart
                while keptEnd > start {
                    if Self.isWhiteSpace(bytes[keptEnd - 1]) {
                        keptEnd -= 1
                    } else if bytes[keptEnd - 1] == UInt8(ascii: ">"), let tagStart = Self.tagStart(in: bytes, endingAt: keptEnd - 1),
                              tagStart >= start, Self.isLineBreak(bytes[tagStart..<keptEnd]) {
                        keptEnd = tagStart
                    } else {
                        break
                    }
                }
                if keptEnd < tagsStart { return keptEnd..<tagsStart }
                // An element left empty: its start tag right before its end tag.
                var endTagEnd = tagsStart
                while bytes[endTagEnd] != UInt8(ascii: ">") { endTagEnd += 1 }
                let endTag = bytes[tagsStart...endTagEnd]
                guard tagsStart > start, bytes[tagsStart - 1] == UInt8(ascii: ">"),
                      let openStart = Self.tagStart(in: bytes, endingAt: tagsStart - 1), openStart >= start else { return nil }
                let startTag = bytes[openStart..<tagsStart]
                guard bytes[openStart + 1] != UInt8(ascii: "/"), Self.isLookedThrough(startTag),
                      Self.name(of: startTag).elementsEqual(Self.name(of: endTag)), !WrittenTagName.carriesID(startTag) else { return nil }
                return openStart..<(endTagEnd + 1)
            }
            guard let cut else { return }
            dropWritten(from: cut.lowerBound, upTo: cut.upperBound)
        }
    }

    /// Removes the `<br />\n`s that end what was written after `start` and returns how many
    /// (see ``appendLineBreaks(_:)``).
    func takeTrailingLineBreaks(after start: Int) -> Int {
        let written: StaticString = "<br />\n"
        let length = written.utf8CodeUnitCount
        var count = 0
        while buffer.count - start >= length,
              buffer.withBytes(in: (buffer.count - length)..<buffer.count, { bytes in written.withUTF8Buffer { $0.elementsEqual(bytes) } }) {
            buffer.truncate(to: buffer.count - length)
            count += 1
        }
        return count
    }

    /// Appends `count` line breaks as the writer writes them.
    func appendLineBreaks(_ count: Int) {
        for _ in 0..<count { append("<br />\n") }
    }

    /// Removes the spaces that end what was written (text written under a policy has its
    /// white space collapsed to spaces).
    func trimTrailingSpaces() {
        while let last = buffer.last, last == 0x20 { buffer.truncate(to: buffer.count - 1) }
    }

    /// Removes white space written right before the end (a reader drops white space before
    /// a line break), except the line feed the writer puts after a `<br />`.
    func trimTrailingWhiteSpace(from start: Int) {
        while buffer.count > start, let last = buffer.last, Self.isWhiteSpace(last) {
            if last == 0x0A, buffer.count - 1 >= 6,
               buffer.withBytes(in: (buffer.count - 7)..<(buffer.count - 1), { Self.isLineBreak($0[...]) }) {
                return
            }
            buffer.truncate(to: buffer.count - 1)
        }
    }

    /// Removes the white space that ends what was written after `start` (not the line feed
    /// after a `<br />`) and returns whether there was some.
    func takeTrailingWhiteSpace(after start: Int) -> Bool {
        let count = buffer.count
        trimTrailingWhiteSpace(from: start)
        return buffer.count < count
    }

    /// When what was written from `start` on is one `<p>` without attributes and nothing
    /// else, keeps only its content: a table cell whose paragraph lost its attributes to the
    /// policy reads back as a cell of bare text, and is written as one.
    func unwrapSoleParagraph(from start: Int) {
        let bounds: (open: Int, content: Int, close: Int)? = buffer.withBytes(in: 0..<buffer.count) { bytes in
            var open = start
            while open < bytes.count, bytes[open] == 0x0A { open += 1 }
            var end = bytes.count
            while end > open, bytes[end - 1] == 0x0A { end -= 1 }
            let opening = Array("<p>".utf8), closing = Array("</p>".utf8)
            guard end - open >= opening.count + closing.count,
                  bytes[open..<(open + opening.count)].elementsEqual(opening),
                  bytes[(end - closing.count)..<end].elementsEqual(closing) else { return nil }
            let content = open + opening.count, close = end - closing.count
            // One paragraph only: no other `<p` or `</p` between.
            var index = content
            while index + 1 < close {
                if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "p") || (bytes[index + 1] == UInt8(ascii: "/") && index + 2 < close && bytes[index + 2] == UInt8(ascii: "p")) {
                    let nameEnd = bytes[index + 1] == UInt8(ascii: "/") ? index + 3 : index + 2
                    if nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: ">") || bytes[nameEnd] == 0x20 { return nil }
                }
                index += 1
            }
            return (open, content, close)
        }
        guard let bounds else { return }
        buffer.truncate(to: bounds.close)
        dropWritten(from: start, upTo: bounds.content)
    }

    /// Where the tag ending with the `>` at `end` starts. Written markup escapes `<` and `>`
    /// in text and attribute values, so the nearest `<` before it opens the tag.
    private static func tagStart(in bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Int? {
        var index = end - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return index }
            if bytes[index] == UInt8(ascii: ">") { return nil }
            index -= 1
        }
        return nil
    }

    private static func isLineBreak(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let start = tag.startIndex
        return tag.count == 6 && tag[start] == UInt8(ascii: "<") && tag[start + 1] == UInt8(ascii: "b")
            && tag[start + 2] == UInt8(ascii: "r") && tag[start + 3] == 0x20 && tag[start + 4] == UInt8(ascii: "/")
            && tag[start + 5] == UInt8(ascii: ">")
    }

    /// An inline start or end tag a reader looks through when it collapses white space: not
    /// a void element (`… />`), not a code element, not a block element.
    private static func isLookedThrough(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard tag.count >= 3 else { return false }
        let last = tag.index(before: tag.endIndex)
        if tag[tag.index(before: last)] == UInt8(ascii: "/") { return false }  // `<img … />`
        return WrittenTagName.traits(of: name(of: tag)).contains(.lookedThrough)
    }

    /// The element name of a start or end tag (`<a href="…">` → `a`, `</b>` → `b`).
    private static func name(of tag: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let last = tag.index(before: tag.endIndex)
        var nameStart = tag.index(after: tag.startIndex)
        if nameStart < last, tag[nameStart] == UInt8(ascii: "/") { nameStart = tag.index(after: nameStart) }
        var nameEnd = nameStart
        while nameEnd < last, tag[nameEnd] != 0x20 { nameEnd = tag.index(after: nameEnd) }
        return tag[nameStart..<nameEnd]
    }
}
