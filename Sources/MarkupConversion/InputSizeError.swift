/// Thrown for input larger than ``ConversionOptions/maxInputBytes``: the conversion is
/// refused before any of it is decoded or parsed, so an oversized input costs no more
/// memory than the bytes already read (``FileIO/read(_:maxBytes:)`` stops reading one byte
/// past the limit).
public struct InputSizeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The limit, in bytes.
    public var limit: Int

    /// An error for input over `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }

    /// A readable message.
    public var description: String {
        "input is larger than the size limit of \(limit) bytes"
    }
}
