/// How a chat delimiter's neighbour counts in gonzalezreal/Markup's rules: whitespace,
/// punctuation (a word boundary) or part of a word.
///
/// - ``whitespace``: Unicode `White_Space` (space, tab, newlines, no-break and ideographic
///   spaces).
/// - ``punctuation``: every Unicode punctuation (`P*`) and symbol (`S*`) character. The
///   lineage counts Foundation's punctuation set plus `~`; taking the symbols too (as
///   CommonMark 0.31 does) makes `$`, `+`, `<`, `=`, `>`, `|`, `` ` `` and emoji boundaries,
///   so `👉*sale*` is bold. The parts of an emoji sequence that are not symbols themselves
///   (variation selectors U+FE0E/U+FE0F, the zero-width joiner U+200D, the keycap U+20E3 and
///   tag characters) count with their emoji.
/// - ``other``: letters, digits, marks — including CJK ideographs, so `中*文*字` stays
///   literal as `a*b*c` does, while `「*重要*」` is bold (CJK brackets are punctuation).
public enum ChatCharacterClass: Hashable, Sendable {
    /// Unicode `White_Space`.
    case whitespace
    /// Unicode punctuation or symbol: a word boundary.
    case punctuation
    /// Part of a word.
    case other

    /// Whitespace or punctuation.
    @inlinable public var isBoundary: Bool { self != .other }

    /// The class of `scalar`.
    public static func of(_ scalar: Unicode.Scalar) -> ChatCharacterClass {
        let value = scalar.value
        if value < 0x80 { return ofASCII(UInt8(truncatingIfNeeded: value)) }
        if scalar.properties.isWhitespace { return .whitespace }
        switch value {
        case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0xE0020...0xE007F: return .punctuation
        default: break
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return .punctuation
        default:
            return .other
        }
    }

    /// The class of an ASCII byte.
    @inlinable public static func ofASCII(_ byte: UInt8) -> ChatCharacterClass {
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { return .whitespace }
        if (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E) {
            return .punctuation
        }
        return .other
    }

    /// The class of the scalar that ends just before `index` in `bytes` (valid UTF-8), or
    /// `nil` at the start.
    public static func before(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ChatCharacterClass? {
        guard index > 0 else { return nil }
        let last = bytes[index - 1]
        if last < 0x80 { return ofASCII(last) }
        var start = index - 1
        while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return of(decode(bytes, at: start))
    }

    /// The class of the scalar that starts at `index` in `bytes` (valid UTF-8), or `nil` at
    /// the end. A word joiner followed by ASCII punctuation is an escaped character and
    /// counts as that punctuation when `wordJoinerEscapes` is set.
    public static func at(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>, wordJoinerEscapes: Bool) -> ChatCharacterClass? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first < 0x80 { return ofASCII(first) }
        if wordJoinerEscapes, isEscapingWordJoiner(at: index, in: bytes) { return .punctuation }
        return of(decode(bytes, at: index))
    }

    /// Whether `bytes` hold, at `index`, U+2060 followed by an ASCII punctuation character.
    @inlinable public static func isEscapingWordJoiner(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index + 3 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x81 && bytes[index + 2] == 0xA0
            && ofASCII(bytes[index + 3]) == .punctuation
    }

    /// The scalar whose first byte is at `index` (U+FFFD for a malformed sequence).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }
}
