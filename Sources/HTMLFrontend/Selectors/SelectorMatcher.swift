/// Matches a ``CSSSelectorList`` against a ``DOMTree`` in one top-down walk.
///
/// Browsers match right to left from each element, walking up its ancestors; on a deep tree
/// that is quadratic (`p div` tests every ancestor of every `div` of a 100,000-deep chain).
/// Here the compound selectors of all the list's complex selectors are numbered, and the
/// walk computes for each element the set M of compounds `i` such that the selector's
/// prefix ending at compound `i` matches *at that element*: compound `i` matches the
/// element, and compound `i - 1` is in the M of the node the combinator before `i` points
/// to — any ancestor (the union of the ancestors' sets, kept per level), the parent, the
/// previous element sibling, or any earlier element sibling (the union, kept per level).
/// An element matches when M holds the last compound of a complex selector.
///
/// The sets are exact (no greedy choice), so the result is what right-to-left matching
/// with full backtracking gives, in time linear in the number of nodes times the number of
/// compound selectors, whatever the depth or the number of siblings. The walk is a loop over
/// the tree's links with an explicit stack of per-level sets.
struct SelectorMatcher {
    /// Every compound selector of the list, in order.
    private let compounds: [CSSCompoundSelector]
    /// For each compound: the combinator joining it to the previous compound of its complex
    /// selector, `nil` for the first compound of each.
    private let combinators: [CSSCombinator?]
    /// The bits of the last compound of each complex selector.
    private let lastMask: [UInt64]
    /// Words per set.
    private let words: Int
    /// The tag and class tests that decide most compounds without a full match.
    private let prefilter: CompoundPrefilter
    /// Whether the walk counts each parent's element children (for `:nth-last-child()`).
    private let countsSiblings: Bool

    init(_ list: CSSSelectorList) {
        var compounds: [CSSCompoundSelector] = []
        var combinators: [CSSCombinator?] = []
        var lasts: [Int] = []
        for selector in list.selectors where !selector.compounds.isEmpty {
            for (index, compound) in selector.compounds.enumerated() {
                compounds.append(compound)
                let joins = selector.combinators
                combinators.append(index == 0 ? nil : (index - 1 < joins.count ? joins[index - 1] : .descendant))
            }
            lasts.append(compounds.count - 1)
        }
        self.compounds = compounds
        self.combinators = combinators
        prefilter = CompoundPrefilter(compounds)
        countsSiblings = compounds.contains { $0.conditions.contains(where: Self.needsSiblingCount) }
        words = max(1, (compounds.count + 63) / 64)
        var mask = Array(repeating: UInt64(0), count: words)
        for last in lasts { mask[last / 64] |= 1 << UInt64(last % 64) }
        lastMask = mask
    }

    /// Whether `condition` reads ``ElementPosition/count``.
    private static func needsSiblingCount(_ condition: CSSSimpleSelector) -> Bool {
        switch condition {
        case .nthLastChild: return true
        case .not(let alternatives): return alternatives.contains { $0.conditions.contains(where: needsSiblingCount) }
        default: return false
        }
    }

    /// The number of element children of `id`.
    private static func elementChildren(of id: DOMTree.NodeID, in tree: DOMTree) -> Int {
        var count = 0
        var child = tree.nodes[Int(id)].firstChild
        while child != DOMTree.none {
            if tree.nodes[Int(child)].kind == .element { count += 1 }
            child = tree.nodes[Int(child)].nextSibling
        }
        return count
    }

    /// The per-level state: sets for the children of one parent.
    private enum Slot: Int, CaseIterable {
        /// The union of the sets of the parent and all its ancestors.
        case ancestors
        /// The parent's set.
        case parent
        /// The previous element sibling's set.
        case previous
        /// The union of the sets of all earlier element siblings.
        case earlier
    }

    /// The matching elements in document order. With `outermostOnly`, the subtree of a
    /// match is not searched. `isExcluded` elements are neither reported nor searched, but
    /// still count as siblings (a selection passes the elements a reader never sees).
    func matches(
        in tree: DOMTree,
        outermostOnly: Bool,
        isExcluded: (DOMTree.NodeID) -> Bool
    ) -> [DOMTree.NodeID] {
        var result: [DOMTree.NodeID] = []
        guard !compounds.isEmpty else { return result }
        let slotCount = Slot.allCases.count
        let stride = words * slotCount
        // `level` holds the four sets of the current level; `saved` those of the levels above.
        var level = Array(repeating: UInt64(0), count: stride)
        var saved: [UInt64] = []
        var current = Array(repeating: UInt64(0), count: words)
        var classes = Array(repeating: UInt64(0), count: prefilter.classWords)
        let root = tree.root
        var position = ElementPosition(index: 0, count: countsSiblings ? Self.elementChildren(of: root, in: tree) : 0)
        var savedPositions: [ElementPosition] = []
        var node = tree.nodes[Int(root)].firstChild
        while node != DOMTree.none {
            let index = Int(node)
            if tree.nodes[index].kind == .element {
                position.index += 1
                prefilter.classes(of: node, in: tree, into: &classes)
                computeSet(of: node, in: tree, level: level, classes: classes, position: position, into: &current)
                var isMatch = false
                for word in 0..<words {
                    level[Slot.previous.rawValue * words + word] = current[word]
                    level[Slot.earlier.rawValue * words + word] |= current[word]
                    if current[word] & lastMask[word] != 0 { isMatch = true }
                }
                let firstChild = tree.nodes[index].firstChild
                let wantsChildren = firstChild != DOMTree.none && !(isMatch && outermostOnly)
                let excluded = (isMatch || wantsChildren) && isExcluded(node)
                if isMatch && !excluded { result.append(node) }
                if wantsChildren && !excluded {
                    saved.append(contentsOf: level)
                    savedPositions.append(position)
                    position = ElementPosition(index: 0, count: countsSiblings ? Self.elementChildren(of: node, in: tree) : 0)
                    for word in 0..<words {
                        let ancestors = level[Slot.ancestors.rawValue * words + word] | current[word]
                        level[Slot.ancestors.rawValue * words + word] = ancestors
                        level[Slot.parent.rawValue * words + word] = current[word]
                        level[Slot.previous.rawValue * words + word] = 0
                        level[Slot.earlier.rawValue * words + word] = 0
                    }
                    node = firstChild
                    continue
                }
            }
            // On to the next sibling, leaving each finished level.
            while true {
                let sibling = tree.nodes[Int(node)].nextSibling
                if sibling != DOMTree.none {
                    node = sibling
                    break
                }
                let parent = tree.nodes[Int(node)].parent
                if parent == root || parent == DOMTree.none || saved.count < stride || savedPositions.isEmpty {
                    node = DOMTree.none
                    break
                }
                let top = saved.count - stride
                for offset in 0..<stride { level[offset] = saved[top + offset] }
                saved.removeLast(stride)
                position = savedPositions.removeLast()
                node = parent
            }
        }
        return result
    }

    /// The set M of element `id` (see the type's documentation) into `set`.
    private func computeSet(
        of id: DOMTree.NodeID, in tree: DOMTree, level: [UInt64], classes: [UInt64], position: ElementPosition,
        into set: inout [UInt64]
    ) {
        for word in 0..<words { set[word] = 0 }
        let isHTML = tree.nodes[Int(id)].namespace == .html
        let tag = tree.nodes[Int(id)].tag
        for compound in compounds.indices {
            if let combinator = combinators[compound] {
                let previous = compound - 1
                let slot: Slot
                switch combinator {
                case .descendant: slot = .ancestors
                case .child: slot = .parent
                case .nextSibling: slot = .previous
                case .subsequentSibling: slot = .earlier
                }
                let word = level[slot.rawValue * words + previous / 64]
                guard word & (1 << UInt64(previous % 64)) != 0 else { continue }
            }
            let verdict = prefilter.verdict(compound, isHTML: isHTML, tag: tag, classes: classes)
            if verdict == .accepted || (verdict == .undecided && compounds[compound].matches(id, in: tree, position: position)) {
                set[compound / 64] |= 1 << UInt64(compound % 64)
            }
        }
    }
}
