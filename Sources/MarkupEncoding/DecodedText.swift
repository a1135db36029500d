/// Text decoded to UTF-8, with the errors met on the way.
///
/// Each error (an invalid or unmapped byte sequence) became one U+FFFD in `bytes`; a strict
/// caller rejects the text when `errorCount` is not zero and can point at `firstErrorOffset`.
public struct DecodedText: Hashable, Sendable {
    /// The decoded text, as UTF-8 (always well-formed).
    public let bytes: [UInt8]
    /// The number of errors, each replaced by U+FFFD.
    public let errorCount: Int
    /// The offset in the input of the first error's first byte, or `nil` when there was none.
    public let firstErrorOffset: Int?

    /// Text decoded to `bytes` with `errorCount` errors, the first at `firstErrorOffset`.
    public init(bytes: [UInt8], errorCount: Int, firstErrorOffset: Int?) {
        self.bytes = bytes
        self.errorCount = errorCount
        self.firstErrorOffset = firstErrorOffset
    }

    /// The text as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
