/// The HTML Standard's "prescan a byte stream to determine its encoding" (§13.2.3.2) over a
/// fixed run of bytes, step by step.
///
/// Running out of bytes anywhere (the standard's "position goes beyond the end") aborts the
/// prescan, which then returns what "get an XML encoding" finds in the same bytes.
struct EncodingPrescanner {
    /// The bytes scanned (the input's first `EncodingSniffer.prescanLength`).
    let bytes: [UInt8]
    /// The standard's `position`.
    var position = 0

    /// The prescan ran out of bytes.
    struct OutOfBytes: Error {}

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The declared encoding, or `nil`.
    mutating func run() -> TextEncoding? {
        // Prescan for UTF-16 XML declarations: "<?x" in UTF-16LE or UTF-16BE.
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00]) {
            return .utf16LE
        }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78]) {
            return .utf16BE
        }
        do {
            return try scan()
        } catch {
            return XMLDeclarationEncoding.encoding(in: bytes)
        }
    }

    /// The standard's loop: returns an encoding, or throws when the bytes run out.
    private mutating func scan() throws(OutOfBytes) -> TextEncoding {
        while true {
            guard position < bytes.count else { throw OutOfBytes() }
            if matches(Array("<!--".utf8)) {
                // To the first ">" preceded by "--", which may be the comment opener's own dashes.
                position += 4
                while !(try byte(at: position) == 0x3E && bytes[position - 1] == 0x2D && bytes[position - 2] == 0x2D) {
                    position += 1
                }
            } else if startsMetaTag() {
                position += 5
                if let encoding = try metaDeclaration() {
                    return encoding
                }
            } else if startsTag() {
                position += 1
                while !Self.isTagNameEnd(try byte(at: position)) {
                    position += 1
                }
                while try attribute() != nil {}
            } else if matches([0x3C, 0x21]) || matches([0x3C, 0x2F]) || matches([0x3C, 0x3F]) {
                // "<!", "</" or "<?": to the first ">" after the "<".
                position += 1
                while try byte(at: position) != 0x3E {
                    position += 1
                }
            }
            // Next byte.
            position += 1
        }
    }

    /// The byte at `index`, or `OutOfBytes` past the end.
    func byte(at index: Int) throws(OutOfBytes) -> UInt8 {
        guard index < bytes.count else { throw OutOfBytes() }
        return bytes[index]
    }

    /// Whether the bytes at `position` start with `prefix`.
    private func matches(_ prefix: [UInt8]) -> Bool {
        bytes.count - position >= prefix.count && bytes[position..<position + prefix.count].elementsEqual(prefix)
    }

    /// Whether `position` starts `<meta` (any case) followed by white space or `/`.
    private func startsMetaTag() -> Bool {
        guard bytes.count - position >= 6 else { return false }
        let name = bytes[position + 1..<position + 5].map { $0 | 0x20 }
        return bytes[position] == 0x3C && name.elementsEqual("meta".utf8)
            && (Self.isWhitespace(bytes[position + 5]) || bytes[position + 5] == 0x2F)
    }

    /// Whether `position` starts `<`, an optional `/`, and an ASCII letter.
    private func startsTag() -> Bool {
        guard bytes[position] == 0x3C, position + 1 < bytes.count else { return false }
        let letterIndex = bytes[position + 1] == 0x2F ? position + 2 : position + 1
        return letterIndex < bytes.count && Self.isASCIILetter(bytes[letterIndex])
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20
    }

    private static func isTagNameEnd(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == 0x3E
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
