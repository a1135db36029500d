/// Why a format name, a format specifier or a registration was refused; the description is
/// written for the user (`mconv: error: …`).
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
