import MarkupAST

/// A position or a length in the document string, counted three ways at once.
///
/// UTF-16 code units index NSString/NSRange, Java/Kotlin, JavaScript and Dart strings;
/// code points index Swift `unicodeScalars`, Python and Rust `char`s; UTF-8 bytes index Rust
/// `&str`, Go and C. Grapheme clusters are never used: they shift between Unicode versions.
public struct TextOffsets: Hashable, Sendable {
    public var utf16: Int
    public var codePoint: Int
    public var utf8: Int

    public init(utf16: Int = 0, codePoint: Int = 0, utf8: Int = 0) {
        self.utf16 = utf16
        self.codePoint = codePoint
        self.utf8 = utf8
    }

    public static let zero = TextOffsets()

    /// The lengths of `text`, in one pass over its UTF-8 bytes.
    public init(measuring text: String) {
        var codePoints = 0
        var supplementary = 0
        let utf8 = text.utf8
        let handled: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            // The leading ASCII run at once: each of its bytes is one code point and one
            // UTF-16 unit.
            var index = UTF8Input.asciiPrefixLength(of: bytes)
            codePoints &+= index
            while index < bytes.count {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 { codePoints &+= 1 }
                if byte >= 0xF0 { supplementary &+= 1 }
                index += 1
            }
            return true
        }
        if handled == nil {
            for byte in utf8 {
                if byte & 0xC0 != 0x80 { codePoints &+= 1 }
                if byte >= 0xF0 { supplementary &+= 1 }
            }
        }
        self.init(utf16: codePoints + supplementary, codePoint: codePoints, utf8: utf8.count)
    }

    static func + (lhs: TextOffsets, rhs: TextOffsets) -> TextOffsets {
        TextOffsets(utf16: lhs.utf16 + rhs.utf16, codePoint: lhs.codePoint + rhs.codePoint, utf8: lhs.utf8 + rhs.utf8)
    }

    static func - (lhs: TextOffsets, rhs: TextOffsets) -> TextOffsets {
        TextOffsets(utf16: lhs.utf16 - rhs.utf16, codePoint: lhs.codePoint - rhs.codePoint, utf8: lhs.utf8 - rhs.utf8)
    }

    static func += (lhs: inout TextOffsets, rhs: TextOffsets) {
        lhs = lhs + rhs
    }
}
