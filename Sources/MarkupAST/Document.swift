/// The root of the shared tree: what every frontend produces and every backend renders.
///
/// A value type: documents compare with `==`, cross threads freely and cost nothing to copy
/// until mutated.
public struct Document: Hashable, Sendable {
    /// The top-level blocks in reading order.
    public var blocks: [Block]
    /// Document metadata (for example a title), keyed by name. A front matter block's
    /// fields with the same meaning (``FrontMatter/metadataKeys``) are here too (a list
    /// joined with `, `), so every backend finds a `title` wherever it came from.
    public var metadata: [String: String]
    /// The front matter block a Markdown source started with, as written; `nil` when it had
    /// none. Markdown output writes it back unchanged.
    public var frontMatter: FrontMatter?

    /// Creates a document.
    public init(blocks: [Block] = [], metadata: [String: String] = [:], frontMatter: FrontMatter? = nil) {
        self.blocks = blocks
        self.metadata = metadata
        self.frontMatter = frontMatter
    }
}
