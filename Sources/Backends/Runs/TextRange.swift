/// A range of the document string: where it starts and how long it is, in every offset kind.
///
/// On Apple platforms `NSRange(location: range.start.utf16, length: range.length.utf16)`.
public struct TextRange: Hashable, Sendable {
    public var start: TextOffsets
    public var length: TextOffsets

    public init(start: TextOffsets, length: TextOffsets) {
        self.start = start
        self.length = length
    }

    /// Where the range ends (exclusive).
    public var end: TextOffsets { start + length }
}
