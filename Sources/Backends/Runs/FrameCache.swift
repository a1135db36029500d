/// Remembers resolved frames so repeated nesting (`**bold**` in every paragraph, a link in
/// every list item) is resolved once per document: frames get small ids, an edge list maps
/// (parent id, semantic kind) to the child's id, and each id has its style-table index.
///
/// Edges are searched linearly while few (a snippet has a handful, and a scan beats hashing
/// there); past ``linearLimit`` a dictionary takes over, so large documents stay linear.
struct FrameCache {
    private struct Edge {
        var key: Int
        var child: Int32
    }

    private var frames: [StyleFrame] = []
    private var styleIndices: [Int32] = []
    private var edges: [Edge] = []
    private var edgeIndex: [Int: Int32]?

    private static let linearLimit = 24

    /// Room for the frames a small document derives (a snippet has a handful): growing the
    /// arrays one append at a time reallocated and copied them three or four times per
    /// document. The edges get theirs with the first one (a document without inline
    /// formatting has none).
    init() {
        frames.reserveCapacity(16)
        styleIndices.reserveCapacity(16)
    }

    /// Gives `frame` an id if it has none; returns the id.
    mutating func register(_ frame: inout StyleFrame) -> Int {
        if frame.cacheID >= 0 { return frame.cacheID }
        frame.cacheID = frames.count
        frames.append(frame)
        styleIndices.append(-1)
        return frame.cacheID
    }

    private static func key(_ parent: Int, _ kind: SemanticKind) -> Int {
        parent &* 64 &+ kind.index
    }

    /// The cached child of frame `parent` for `kind`.
    func child(of parent: Int, kind: SemanticKind) -> StyleFrame? {
        let key = Self.key(parent, kind)
        if let edgeIndex { return edgeIndex[key].map { frames[Int($0)] } }
        for edge in edges where edge.key == key { return frames[Int(edge.child)] }
        return nil
    }

    mutating func setChild(_ child: inout StyleFrame, of parent: Int, kind: SemanticKind) {
        let id = Int32(truncatingIfNeeded: register(&child))
        let key = Self.key(parent, kind)
        if edgeIndex != nil {
            edgeIndex?[key] = id
            return
        }
        if edges.isEmpty { edges.reserveCapacity(16) }
        edges.append(Edge(key: key, child: id))
        if edges.count > Self.linearLimit {
            edgeIndex = Dictionary(edges.map { ($0.key, $0.child) }, uniquingKeysWith: { first, _ in first })
        }
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
