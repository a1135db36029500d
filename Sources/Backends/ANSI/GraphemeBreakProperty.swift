/// The Grapheme_Cluster_Break property of a code point, which decides where extended grapheme
/// clusters end ([UAX #29 §3.1](https://www.unicode.org/reports/tr29/#Grapheme_Cluster_Break_Property_Values)).
///
/// A four-bit value rather than an `enum`: ``ScalarProperties`` packs it with the cell width,
/// and the segmentation loop compares and indexes with it without a failable conversion.
/// Extended_Pictographic, which rule GB11 also needs, is a separate flag there.
struct GraphemeBreakProperty: Hashable {
    /// The value, 0…13.
    let rawValue: UInt8

    /// A value from its four bits (every value beyond ``lvt`` behaves as ``other``).
    init(rawValue: UInt8) {
        self.rawValue = rawValue & 0x0F
    }

    /// Any code point without another value.
    static let other = Self(rawValue: 0)
    /// U+000D CARRIAGE RETURN.
    static let cr = Self(rawValue: 1)
    /// U+000A LINE FEED.
    static let lf = Self(rawValue: 2)
    /// Controls, separators and most format characters.
    static let control = Self(rawValue: 3)
    /// Grapheme_Extend code points (combining marks, variation selectors…) and emoji modifiers.
    static let extend = Self(rawValue: 4)
    /// U+200D ZERO WIDTH JOINER.
    static let zwj = Self(rawValue: 5)
    /// The regional indicators U+1F1E6…U+1F1FF, which pair into flags.
    static let regionalIndicator = Self(rawValue: 6)
    /// Prepended concatenation marks, which join the code point after them.
    static let prepend = Self(rawValue: 7)
    /// Spacing marks, which join the code point before them.
    static let spacingMark = Self(rawValue: 8)
    /// Hangul leading consonants (L).
    static let l = Self(rawValue: 9)
    /// Hangul medial vowels (V).
    static let v = Self(rawValue: 10)
    /// Hangul final consonants (T).
    static let t = Self(rawValue: 11)
    /// Hangul LV syllables.
    static let lv = Self(rawValue: 12)
    /// Hangul LVT syllables.
    static let lvt = Self(rawValue: 13)

    /// Every value, in raw-value order.
    static let allValues: [Self] = (0...13).map { Self(rawValue: $0) }

    /// Whether rules GB3 to GB9b keep `self` and `next` in one cluster, given that they are
    /// adjacent. GB11 (emoji ZWJ sequences) and GB12/GB13 (regional indicator pairs) depend
    /// on more than the pair and are left to the caller: for those pairs this answers
    /// `false`, as GB999 does. ``ScalarPropertyTable`` turns it into bit masks.
    func joins(_ next: GraphemeBreakProperty) -> Bool {
        let controls: Set<Self> = [.cr, .lf, .control]
        if self == .cr, next == .lf { return true }                                    // GB3
        if controls.contains(self) || controls.contains(next) { return false }         // GB4, GB5
        if self == .l, [.l, .v, .lv, .lvt].contains(next) { return true }              // GB6
        if [.lv, .v].contains(self), [.v, .t].contains(next) { return true }           // GB7
        if [.lvt, .t].contains(self), next == .t { return true }                       // GB8
        if next == .extend || next == .zwj { return true }                             // GB9
        if next == .spacingMark { return true }                                        // GB9a
        if self == .prepend { return true }                                            // GB9b
        return false                                                                   // GB999
    }
}
