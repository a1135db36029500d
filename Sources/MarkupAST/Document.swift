/// The root of the shared tree: what every frontend produces and every backend renders.
///
/// A value type: documents compare with `==`, cross threads freely and cost nothing to copy
/// until mutated.
public struct Document: Hashable, Sendable {
    /// The top-level blocks in reading order.
    public var blocks: [Block]
    /// Document metadata (for example a title), keyed by name.
    public var metadata: [String: String]

    /// Creates a document.
    public init(blocks: [Block] = [], metadata: [String: String] = [:]) {
        self.blocks = blocks
        self.metadata = metadata
    }
}
