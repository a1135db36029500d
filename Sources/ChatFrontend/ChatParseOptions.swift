import MarkupAST

/// Options of ``ChatParser``; every field has a default.
public struct ChatParseOptions: Hashable, Sendable {
    /// The syntax family read. Defaults to ``MarkupAST/ChatFlavor/markup`` (gonzalezreal/Markup).
    public var flavor: ChatFlavor

    /// Creates options.
    public init(flavor: ChatFlavor = .markup) {
        self.flavor = flavor
    }
}
