extension FrontMatter {
    /// The front matter at the start of `bytes` (UTF-8, without a byte order mark) and the
    /// number of bytes it takes, up to and including the line ending after the closing
    /// delimiter; `nil` when the input does not start with one.
    ///
    /// The rules, chosen so that ordinary Markdown is never taken for metadata:
    /// - the first line is `---` (YAML) or `+++` (TOML), trailing spaces allowed;
    /// - a closing line follows: `---` or `...` for YAML, `+++` for TOML;
    /// - the line after the opening one is not blank (a thematic break followed by a blank
    ///   line stays a thematic break, as in pandoc);
    /// - for YAML, the first line that is not a comment is a mapping entry (`key:` or
    ///   `key: value`); `---`, `Some text`, `---` stays a thematic break and a heading.
    public static func leading(in bytes: UnsafeBufferPointer<UInt8>) -> (frontMatter: FrontMatter, length: Int)? {
        guard bytes.count >= 4 else { return nil }
        let format: Format
        switch bytes[0] {
        case UInt8(ascii: "-"): format = .yaml
        case UInt8(ascii: "+"): format = .toml
        default: return nil
        }
        var lines = LineCursor(bytes: bytes)
        guard let opening = lines.next(), Self.isDelimiter(bytes, opening, format: format, closing: false) else { return nil }
        let contentStart = lines.position
        var firstContentLine = true
        while let line = lines.next() {
            if Self.isDelimiter(bytes, line, format: format, closing: true) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<line.lowerBound]), as: UTF8.self)
                let closing = String(decoding: UnsafeBufferPointer(rebasing: bytes[line.lowerBound..<line.lowerBound + 3]), as: UTF8.self)
                let normalizedText = text.isEmpty || text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n"
                if format == .yaml, !FrontMatterReader.startsWithMappingEntry(normalizedText) { return nil }
                return (FrontMatter(format: format, text: normalizedText, closingDelimiter: closing), lines.position)
            }
            if firstContentLine {
                if Self.isBlank(bytes, line) { return nil }
                firstContentLine = false
            }
        }
        return nil
    }

    /// Whether the line `range` of `bytes` is a delimiter: three delimiter characters and
    /// nothing but spaces or tabs after them (a YAML block may close with `...`).
    private static func isDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, format: Format, closing: Bool) -> Bool {
        guard range.count >= 3 else { return false }
        let first = bytes[range.lowerBound]
        let allowed: Bool
        switch format {
        case .yaml: allowed = first == UInt8(ascii: "-") || (closing && first == UInt8(ascii: "."))
        case .toml: allowed = first == UInt8(ascii: "+")
        }
        guard allowed, bytes[range.lowerBound + 1] == first, bytes[range.lowerBound + 2] == first else { return false }
        return bytes[(range.lowerBound + 3)..<range.upperBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}

/// The lines of a byte buffer: each range excludes its `\n` (and a `\r` before it);
/// ``position`` is where the next line starts.
struct LineCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Range<Int>? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        position = end < bytes.count ? end + 1 : end
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }
}
