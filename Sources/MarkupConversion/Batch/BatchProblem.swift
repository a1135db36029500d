/// Something met while listing the inputs of a batch that did not stop it: a folder that
/// cannot be read, a symbolic link loop, a dangling link, a file name that is not UTF-8.
public struct BatchProblem: Hashable, Sendable, CustomStringConvertible {
    /// The path concerned.
    public let path: String
    /// What happened and what was done (`symbolic link loop …: skipped`).
    public let message: String
    /// Whether content may have been missed (an unreadable folder, a name that cannot be
    /// opened): the batch then counts as failed. A link loop or a dangling link is not.
    public let isFailure: Bool

    /// A problem at `path`.
    public init(path: String, message: String, isFailure: Bool) {
        self.path = path
        self.message = message
        self.isFailure = isFailure
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
