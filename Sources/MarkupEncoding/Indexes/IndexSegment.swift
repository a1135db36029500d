/// A run of an index's pointers as `scripts/generate-encodings.py` writes them: the first
/// pointer, and a string holding the code points of it and the pointers after it, in order.
///
/// A string literal of the code points themselves compiles in a moment where an integer
/// array literal of the same thousands of entries costs the type checker much more; the
/// generated indexes decode their segments once, at first use, with `table(pointerCount:segments:)`.
struct IndexSegment: Sendable {
    /// The code point standing for an unmapped pointer: a noncharacter no index maps to.
    static let unmapped: UInt32 = 0xFFFF

    /// The pointer of the first code point.
    let start: Int
    /// The code points of pointers `start`, `start + 1`, …; U+FFFF where a pointer is unmapped.
    let codePoints: String

    /// A flat table of `pointerCount` code points (`unmapped` where no segment maps a pointer)
    /// from `segments`. `Element` must hold every code point of the segments.
    static func table<Element: FixedWidthInteger & UnsignedInteger>(
        pointerCount: Int,
        segments: [IndexSegment]
    ) -> [Element] {
        var table = [Element](repeating: Element(truncatingIfNeeded: unmapped), count: pointerCount)
        for segment in segments {
            var pointer = segment.start
            for scalar in segment.codePoints.unicodeScalars {
                table[pointer] = Element(truncatingIfNeeded: scalar.value)
                pointer += 1
            }
        }
        return table
    }
}
