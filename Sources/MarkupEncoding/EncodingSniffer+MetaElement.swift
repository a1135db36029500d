extension EncodingSniffer {
    /// The encoding a `<meta>` element the HTML tree builder inserts declares, as the "in
    /// head" rules for `meta` read it (HTML Standard §13.2.6.4.4), adjusted as "change the
    /// encoding" does (§13.2.3.5): a `charset` that "get an encoding" knows; else, for
    /// `http-equiv="Content-Type"`, the encoding its `content` names after `charset=`. A
    /// declared UTF-16BE/LE means UTF-8 (the bytes were read as an ASCII-compatible
    /// encoding, so they are not UTF-16) and x-user-defined means windows-1252. `nil` when
    /// the element declares nothing usable.
    ///
    /// ```swift
    /// EncodingSniffer.encoding(declaredByMetaCharset: "koi8-r")?.name    // "KOI8-R"
    /// EncodingSniffer.encoding(declaredByMetaCharset: nil, httpEquiv: "content-type",
    ///                          content: "text/html; charset=utf-16")?.name // "UTF-8"
    /// ```
    public static func encoding(declaredByMetaCharset charset: String?, httpEquiv: String? = nil, content: String? = nil) -> TextEncoding? {
        var encoding: TextEncoding?
        if let charset { encoding = TextEncoding(label: charset) }
        if encoding == nil, let httpEquiv, let content, isContentType(httpEquiv) {
            encoding = MetaContentCharset.encoding(in: Array(content.utf8))
        }
        guard let encoding else { return nil }
        if encoding.isUTF16 { return .utf8 }
        if encoding == .xUserDefined { return .windows1252 }
        return encoding
    }

    /// Whether `value` is `Content-Type`, ASCII case-insensitively.
    private static func isContentType(_ value: String) -> Bool {
        let expected = Array("content-type".utf8)
        let bytes = Array(value.utf8)
        guard bytes.count == expected.count else { return false }
        for (byte, lower) in zip(bytes, expected) where byte != lower && !(byte >= 0x41 && byte <= 0x5A && byte + 0x20 == lower) {
            return false
        }
        return true
    }

    /// Whether `bytes` hold, at or after byte `offset`, a `<meta>` tag that declares an
    /// encoding other than `encoding` (its attributes read as the prescan reads them, a
    /// declared UTF-16 meaning UTF-8): the only case where the tree builder's "change the
    /// encoding" could change anything, for a caller deciding whether a page is worth
    /// parsing for it. A page whose late `<meta>`s are `name=`/`property=` ones, or repeat
    /// the encoding already in use (pages joined into one file), has none.
    ///
    /// One pass: the search jumps from `<` to `<` (eight bytes at a time), and each
    /// `<meta…charset…>` tag is read once.
    public static func hasLateDeclaration(_ bytes: [UInt8], after offset: Int, otherThan encoding: TextEncoding) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let count = buffer.count
            var index = max(0, offset)
            while index + 5 < count {
                // Most of a page is not a tag: find the next `<` eight bytes at a time.
                guard let found = nextLessThanSign(in: UnsafeRawPointer(base), count: count, from: index) else { return false }
                index = found
                guard index + 5 < count, lowered(buffer[index + 1]) == 0x6D, lowered(buffer[index + 2]) == 0x65,
                    lowered(buffer[index + 3]) == 0x74, lowered(buffer[index + 4]) == 0x61
                else {
                    index += 1
                    continue
                }
                let start = index
                var tag = index + 5
                var matched = 0
                var mentionsCharset = false
                while tag < count, buffer[tag] != 0x3E {
                    let byte = lowered(buffer[tag])
                    matched = byte == charsetWord[matched] ? matched + 1 : (byte == charsetWord[0] ? 1 : 0)
                    if matched == charsetWord.count {
                        mentionsCharset = true
                        matched = 0
                    }
                    tag += 1
                }
                index = tag
                guard mentionsCharset, tag < count else { continue }
                if let declared = prescan(bytes[start...tag]), declared != encoding { return true }
            }
            return false
        }
    }

    /// The offset of the first `<` at or after `start` in the `count` bytes at `base`.
    /// Eight bytes at a time: a byte of the word equals `<` exactly when that byte of
    /// `word ^ 0x3C3C…` is zero, which the classic "has a zero byte" test finds.
    private static func nextLessThanSign(in base: UnsafeRawPointer, count: Int, from start: Int) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern: UInt64 = 0x3C3C_3C3C_3C3C_3C3C
        var index = start
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern
            if (word &- ones) & ~word & (ones << 7) != 0 { break }
            index += 8
        }
        while index < count {
            if base.load(fromByteOffset: index, as: UInt8.self) == 0x3C { return index }
            index += 1
        }
        return nil
    }

    private static let charsetWord: [UInt8] = Array("charset".utf8)

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
