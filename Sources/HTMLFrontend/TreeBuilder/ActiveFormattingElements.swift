/// The list of active formatting elements (HTML Standard §13.2.4.3): the formatting elements
/// (`b`, `a`, `font`…) that are open or were implicitly closed and may need reopening, with
/// markers where a table cell, caption, `applet`, `object`, `marquee` or `template` starts.
///
/// **Bound (a deviation from the spec):** at most ``maxEntriesAfterMarker`` elements are
/// kept after the last marker; pushing one more drops the earliest. The spec lets the list
/// grow without limit (its "Noah's Ark" clause only limits *identical* elements to three),
/// so `<b id=1><b id=2>…` would make every later text run reopen thousands of elements and
/// every adoption-agency and Noah's-Ark search walk them. With the bound each of those walks
/// is constant; only documents with more than 64 distinct formatting elements open at once
/// (none in practice) parse differently, and the dropped elements stay in the tree.
struct ActiveFormattingElements {
    /// One entry: a marker, or a formatting element (always in the HTML namespace).
    enum Entry: Equatable {
        case marker
        case element(DOMTree.NodeID, HTMLTagName)

        /// The element's node, or `nil` for a marker.
        var node: DOMTree.NodeID? {
            if case .element(let node, _) = self { return node }
            return nil
        }
    }

    /// The most elements kept after the last marker.
    static let maxEntriesAfterMarker = 64

    /// Oldest first.
    private(set) var entries: [Entry] = []

    var count: Int { entries.count }
    subscript(index: Int) -> Entry { entries[index] }

    /// Inserts a marker.
    mutating func insertMarker() {
        entries.append(.marker)
    }

    /// "Push onto the list of active formatting elements" (§13.2.4.3), with the Noah's Ark
    /// clause: when three elements with the same tag name and attributes already follow the
    /// last marker, the earliest of them is removed first.
    mutating func push(_ node: DOMTree.NodeID, _ tag: HTMLTagName, in tree: DOMTree) {
        let attributes = tree.nodes[Int(node)].attributes
        var identical = 0
        var earliestIdentical: Int?
        var elementsAfterMarker = 0
        var earliestElement: Int?
        var index = entries.count - 1
        while index >= 0, case .element(let other, let otherTag) = entries[index] {
            elementsAfterMarker += 1
            earliestElement = index
            if otherTag == tag && Self.sameAttributes(tree.nodes[Int(other)].attributes, attributes) {
                identical += 1
                earliestIdentical = index
            }
            index -= 1
        }
        if identical >= 3, let earliestIdentical {
            entries.remove(at: earliestIdentical)
        } else if elementsAfterMarker >= Self.maxEntriesAfterMarker, let earliestElement {
            entries.remove(at: earliestElement)
        }
        entries.append(.element(node, tag))
    }

    /// "Clear the list of active formatting elements up to the last marker" (§13.2.4.3).
    mutating func clearToLastMarker() {
        while let entry = entries.popLast(), entry != .marker {}
    }

    /// The index of the last element `tag` after the last marker (§13.2.6.4.7, the `a` start
    /// tag and step 4 of the adoption agency algorithm).
    func lastIndexAfterMarker(of tag: HTMLTagName) -> Int? {
        var index = entries.count - 1
        while index >= 0, case .element(_, let otherTag) = entries[index] {
            if otherTag == tag { return index }
            index -= 1
        }
        return nil
    }

    /// The index of the last marker, or -1 when there is none.
    var lastMarkerIndex: Int {
        entries.lastIndex(of: .marker) ?? -1
    }

    /// The index of `node` among the entries after the last marker.
    func indexAfterLastMarker(of node: DOMTree.NodeID) -> Int? {
        var index = entries.count - 1
        while index >= 0, case .element(let other, _) = entries[index] {
            if other == node { return index }
            index -= 1
        }
        return nil
    }

    /// The index of `node`, searching from the end down to `lowerBound`.
    func index(of node: DOMTree.NodeID, downTo lowerBound: Int = 0) -> Int? {
        var index = entries.count - 1
        while index >= max(lowerBound, 0) {
            if entries[index].node == node { return index }
            index -= 1
        }
        return nil
    }

    mutating func remove(at index: Int) {
        entries.remove(at: index)
    }

    mutating func insert(_ node: DOMTree.NodeID, _ tag: HTMLTagName, at index: Int) {
        entries.insert(.element(node, tag), at: index)
    }

    mutating func replace(at index: Int, with node: DOMTree.NodeID, _ tag: HTMLTagName) {
        entries[index] = .element(node, tag)
    }

    /// Same names, prefixes and values in any order (attribute names are unique per element).
    static func sameAttributes(_ a: [HTMLAttribute], _ b: [HTMLAttribute]) -> Bool {
        guard a.count == b.count else { return false }
        if a.count <= 8 {
            return a.allSatisfy { attribute in b.contains(attribute) }
        }
        let order = { (x: HTMLAttribute, y: HTMLAttribute) in
            (x.prefix ?? "", x.name) < (y.prefix ?? "", y.name)
        }
        return a.sorted(by: order) == b.sorted(by: order)
    }
}
