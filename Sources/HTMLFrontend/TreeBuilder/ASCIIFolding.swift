/// ASCII case folding and whitespace on UTF-8 bytes: the HTML Standard compares names,
/// attribute values such as `type="hidden"` and DOCTYPE identifiers "ASCII
/// case-insensitively" (§2.3) and never folds non-ASCII letters.
enum ASCIIFolding {
    /// `byte` lower-cased if it is an ASCII upper-case letter.
    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// ASCII whitespace as the tree builder tests it: tab, LF, FF, CR and space (§13.2.6.4).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }

    /// `text` with ASCII upper-case letters lower-cased.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 &- 0x41 < 26 }) else { return text }
        return String(decoding: text.utf8.map(lower), as: UTF8.self)
    }

    /// Whether `a` and `b` are equal ignoring ASCII case.
    static func equal(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { lower($0) == lower($1) }
    }

    /// Whether `text` starts with `prefix` ignoring ASCII case.
    static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
        text.utf8.count >= prefix.utf8.count
            && text.utf8.prefix(prefix.utf8.count).elementsEqual(prefix.utf8) { lower($0) == lower($1) }
    }
}
