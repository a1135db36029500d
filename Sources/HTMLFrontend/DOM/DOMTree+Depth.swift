extension DOMTree {
    /// The depth of the deepest node below the root (the root's children are at depth 1;
    /// template contents count as one level, as in the html5lib dump). Iterative: any depth.
    public func maximumDepth() -> Int {
        var deepest = 0
        var work: [(node: NodeID, depth: Int)] = [(root, 0)]
        while let (node, depth) = work.popLast() {
            deepest = max(deepest, depth)
            var child = nodes[Int(node)].firstChild
            while child != DOMTree.none {
                work.append((child, depth + 1))
                child = nodes[Int(child)].nextSibling
            }
            let contents = nodes[Int(node)].templateContents
            if contents != DOMTree.none {
                work.append((contents, depth + 1))
            }
        }
        return deepest
    }
}
