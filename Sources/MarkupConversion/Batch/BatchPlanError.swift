/// A batch that cannot start: two inputs would be written to the same output, or the output
/// folder cannot be used. Nothing has been written.
public struct BatchPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message for the user.
    public let description: String

    /// An error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
