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
        // One pass in document order: definitions (and the references inside them) are
        // numbered and counted where they stand.
        for node in document.blocks.nodes {
            switch node {
            case .block(.footnoteDefinition(let label, let children)):
                if numbers[label] == nil {
                    definitions.append((label, children))
                    numbers[label] = definitions.count
                }
            case .inline(.footnoteReference(let label)):
                referenceCounts[label, default: 0] += 1
            default:
                continue
            }
        }
    }

    var isEmpty: Bool { definitions.isEmpty }
}
