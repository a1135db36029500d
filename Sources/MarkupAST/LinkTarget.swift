/// Where a link or image points.
public struct LinkTarget: Hashable, Sendable {
    /// The destination URL as written (entities and backslash escapes resolved).
    public var destination: String
    /// The optional title; empty means none.
    public var title: String

    /// Creates a link target.
    public init(destination: String, title: String = "") {
        self.destination = destination
        self.title = title
    }
}
