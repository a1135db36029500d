/// What cell measurement and grapheme segmentation need to know about one code point,
/// packed in a byte: the ``GraphemeBreakProperty`` (bits 0–3), the cell width on its own
/// (bits 4–5: 0, 1 or 2), Extended_Pictographic (bit 6) and Emoji (bit 7).
///
/// ``ScalarPropertyTable`` stores one per code point.
struct ScalarProperties: Equatable {
    /// The bits of the ``GraphemeBreakProperty``.
    static let graphemeBreakBits: UInt8 = 0x0F
    /// The bits of the cell width.
    static let widthBits: UInt8 = 0x30
    /// The bit of Extended_Pictographic.
    static let pictographicBit: UInt8 = 0x40
    /// The bit of Emoji.
    static let emojiBit: UInt8 = 0x80

    /// The packed byte.
    var rawValue: UInt8

    /// Properties from their packed byte.
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Properties from their parts; `cellWidth` is clamped to 0…2.
    init(graphemeBreak: GraphemeBreakProperty, cellWidth: Int, isExtendedPictographic: Bool, isEmoji: Bool) {
        rawValue = graphemeBreak.rawValue
            | Self.widthBits(cellWidth)
            | (isExtendedPictographic ? Self.pictographicBit : 0)
            | (isEmoji ? Self.emojiBit : 0)
    }

    /// The Grapheme_Cluster_Break value.
    var graphemeBreak: GraphemeBreakProperty { GraphemeBreakProperty(rawValue: rawValue & Self.graphemeBreakBits) }

    /// The cells the code point takes when it starts a cluster: 0 (marks, format characters,
    /// controls), 1, or 2 (East Asian Wide and Fullwidth).
    var cellWidth: Int { Int((rawValue & Self.widthBits) >> 4) }

    /// Whether the code point is Extended_Pictographic (UAX #29 rule GB11).
    var isExtendedPictographic: Bool { rawValue & Self.pictographicBit != 0 }

    /// Whether the code point has the Emoji property, so that U+FE0F or a skin-tone modifier
    /// after it asks for emoji presentation (two cells).
    var isEmoji: Bool { rawValue & Self.emojiBit != 0 }

    /// The width bits for `cellWidth` cells (clamped to 0…2).
    static func widthBits(_ cellWidth: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(cellWidth, 0), 2)) << 4
    }
}
