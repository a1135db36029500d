import MarkupAST

/// Numbers a document's footnotes and counts references to each, as HTML rendering needs
/// before it writes the first reference.
///
/// A footnote's number is the position of its definition among all definitions (the
/// Markdown frontend orders them by first reference, like cmark-gfm).
struct FootnoteIndex {
    /// Label → 1-based number.
    private(set) var numbers: [String: Int] = [:]
    /// Label → how many references point at it.
    private(set) var referenceCounts: [String: Int] = [:]
    /// The definitions in document order.
    private(set) var definitions: [(label: String, blocks: [Block])] = []

    init(_ document: Document) {
        // Most documents have no definitions: one cheap search rules them out. Then the
        // definitions in order, and references over everything.
        guard document.blocks.containsBlock(where: Self.isDefinition) else { return }
        for case .block(.footnoteDefinition(let label, let children)) in MarkupNodes.blocksOnly(document.blocks)
        where numbers[label] == nil {
            definitions.append((label, children))
            numbers[label] = definitions.count
        }
        guard !definitions.isEmpty else { return }
        for case .inline(.footnoteReference(let label)) in document.blocks.nodes {
            referenceCounts[label, default: 0] += 1
        }
    }

    var isEmpty: Bool { definitions.isEmpty }

    private static func isDefinition(_ block: Block) -> Bool {
        if case .footnoteDefinition = block { return true }
        return false
    }
}
