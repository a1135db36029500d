/// XML CDATA sections (`<![CDATA[…]]>`) read back from the input bytes.
///
/// Outside SVG and MathML the HTML parser reads `<![CDATA[` as the start of a bogus
/// comment that ends at the first `>` (HTML Standard §13.2.5.42): the text of a Confluence
/// code macro (`<ac:plain-text-body><![CDATA[if (a > b) …]]>`) is cut at its first `>`,
/// and what follows is parsed as text and tags (`List<String>` even opens an element). The
/// tree keeps where each node came from, so the lowering reads the sections from the input
/// instead, and skips the nodes the parser made of them (see
/// ``LoweringWalker/characterDataEnd``). The tree itself stays the one the standard builds.
enum CharacterDataSections {
    /// The text of the CDATA sections that follow `start` in `source`, separated only by
    /// white space, and the offset just after the last one; nil when no section starts
    /// there or the first one is never closed.
    ///
    /// `noTerminatorFrom` is the lowest offset from which a search for `]]>` already failed
    /// (a later search from there would scan to the end again): kept by the caller, it
    /// keeps many unterminated sections linear. Line ends are normalized as the HTML
    /// tokenizer normalizes them (CR LF and CR become LF).
    static func read(_ source: [UInt8], from start: Int, noTerminatorFrom: inout Int) -> (text: String, end: Int)? {
        var text: [UInt8] = []
        var index = skipWhitespace(source, from: start)
        var end: Int?
        while startsSection(source, at: index) {
            let contentStart = index + opening.count
            guard contentStart < noTerminatorFrom, let close = terminator(in: source, from: contentStart) else {
                noTerminatorFrom = min(noTerminatorFrom, contentStart)
                break
            }
            appendNormalizingLineEnds(source[contentStart..<close], to: &text)
            index = close + 3
            end = index
            index = skipWhitespace(source, from: index)
        }
        guard let end else { return nil }
        return (String(decoding: text, as: UTF8.self), end)
    }

    private static let opening: [UInt8] = Array("<![CDATA[".utf8)

    private static func startsSection(_ source: [UInt8], at index: Int) -> Bool {
        guard index + opening.count <= source.count else { return false }
        for offset in 0..<opening.count where source[index + offset] != opening[offset] { return false }
        return true
    }

    /// The offset of the first `]]>` at or after `start`.
    private static func terminator(in source: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 2 < source.count {
            if source[index] == UInt8(ascii: "]") && source[index + 1] == UInt8(ascii: "]") && source[index + 2] == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func skipWhitespace(_ source: [UInt8], from start: Int) -> Int {
        var index = start
        while index < source.count && LoweringWalker.isWhitespace(source[index]) { index += 1 }
        return index
    }

    private static func appendNormalizingLineEnds(_ bytes: ArraySlice<UInt8>, to text: inout [UInt8]) {
        var afterCarriageReturn = false
        for byte in bytes {
            if byte == 0x0D {
                text.append(0x0A)
                afterCarriageReturn = true
                continue
            }
            if !(byte == 0x0A && afterCarriageReturn) { text.append(byte) }
            afterCarriageReturn = false
        }
    }
}
