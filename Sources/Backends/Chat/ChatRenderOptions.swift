import MarkupAST

/// Options of ``ChatRenderer``; every field has a default.
public struct ChatRenderOptions: Hashable, Sendable {
    /// The syntax family written. Defaults to ``MarkupAST/ChatFlavor/markup`` (gonzalezreal/Markup).
    public var flavor: ChatFlavor

    /// Creates options.
    public init(flavor: ChatFlavor = .markup) {
        self.flavor = flavor
    }
}
