/// Remembers resolved frames so repeated nesting (`**bold**` in every paragraph, a link in
/// every list item) is resolved once per document: frames get small ids, and a flat table
/// maps (parent id, semantic kind) to the child's id, and each id to its style-table index.
/// Lookups are array indexing, no hashing.
struct FrameCache {
    private var frames: [StyleFrame] = []
    private var children: [Int32] = []
    private var styleIndices: [Int32] = []

    private static let kindCount = SemanticKind.allCases.count

    /// Gives `frame` an id if it has none; returns the id.
    mutating func register(_ frame: inout StyleFrame) -> Int {
        if frame.cacheID >= 0 { return frame.cacheID }
        frame.cacheID = frames.count
        frames.append(frame)
        children.append(contentsOf: repeatElement(-1, count: Self.kindCount))
        styleIndices.append(-1)
        return frame.cacheID
    }

    /// The cached child of frame `parent` for `kind`.
    func child(of parent: Int, kind: SemanticKind) -> StyleFrame? {
        let id = children[parent * Self.kindCount + kind.index]
        return id >= 0 ? frames[Int(id)] : nil
    }

    mutating func setChild(_ child: inout StyleFrame, of parent: Int, kind: SemanticKind) {
        let id = register(&child)
        children[parent * Self.kindCount + kind.index] = Int32(truncatingIfNeeded: id)
    }

    /// The style-table index recorded for frame `id`.
    func styleIndex(of id: Int) -> Int? {
        let index = styleIndices[id]
        return index >= 0 ? Int(index) : nil
    }

    mutating func setStyleIndex(_ index: Int, of id: Int) {
        styleIndices[id] = Int32(truncatingIfNeeded: index)
    }
}
