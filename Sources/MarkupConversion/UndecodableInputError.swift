/// Thrown in strict mode for bytes that are not valid in the input's encoding when that
/// encoding is not UTF-8 (invalid UTF-8 is ``MarkupAST/UTF8Input/InvalidUTF8Error``): a
/// Shift_JIS lead byte without its trail byte, a byte windows-874 leaves unmapped, any
/// input declared in an encoding the web maps to "replacement" (`iso-2022-kr`).
public struct UndecodableInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canonical name of the encoding the input was read in.
    public var encoding: String
    /// The offset in the input of the first byte that could not be decoded.
    public var offset: Int

    /// An error for input not valid in `encoding`, first at byte `offset`.
    public init(encoding: String, offset: Int) {
        self.encoding = encoding
        self.offset = offset
    }

    /// A readable message.
    public var description: String {
        "input is not valid \(encoding) (first undecodable byte at offset \(offset))"
    }
}
