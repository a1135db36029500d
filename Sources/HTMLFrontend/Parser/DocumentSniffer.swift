/// The `HTMLParseOptions.Mode.automatic` test: does the input look like a whole document?
enum DocumentSniffer {
    /// Whether `bytes` start, after ASCII whitespace, a byte-order mark and comments, with
    /// `<!doctype` or `<html` (ASCII case-insensitive; `<html` must end there or be
    /// followed by whitespace, `>` or `/`). Scans each byte at most once.
    static func startsAsDocument(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while true {
            while index < bytes.count && ASCIIFolding.isWhitespace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return false }
            if hasPrefix(bytes, at: index, "<!--") {
                guard let end = endOfComment(bytes, from: index + 4) else { return false }
                index = end
                continue
            }
            if hasPrefix(bytes, at: index, "<!doctype") { return true }
            if hasPrefix(bytes, at: index, "<html") {
                let next = index + 5
                return next == bytes.count || ASCIIFolding.isWhitespace(bytes[next])
                    || bytes[next] == UInt8(ascii: ">") || bytes[next] == UInt8(ascii: "/")
            }
            return false
        }
    }

    /// The offset after the comment whose data starts at `start` (after `<!--`), as the
    /// tokenizer ends comments: `>` or `->` right away (an empty comment), else `-->` or
    /// `--!>`. `nil` when the comment runs to the end of the input.
    private static func endOfComment(_ bytes: [UInt8], from start: Int) -> Int? {
        if hasPrefix(bytes, at: start, ">") { return start + 1 }
        if hasPrefix(bytes, at: start, "->") { return start + 2 }
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") {
                if bytes[index + 2] == UInt8(ascii: ">") { return index + 3 }
                if bytes[index + 2] == UInt8(ascii: "!") && index + 3 < bytes.count && bytes[index + 3] == UInt8(ascii: ">") {
                    return index + 4
                }
            }
            index += 1
        }
        return nil
    }

    private static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { expected in
            for offset in 0..<count where ASCIIFolding.lower(bytes[index + offset]) != expected[offset] {
                return false
            }
            return true
        }
    }
}
