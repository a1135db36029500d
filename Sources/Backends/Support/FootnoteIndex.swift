import MarkupAST

/// Numbers a document's footnotes, as rendering needs before it writes the first reference.
///
/// A footnote's number is the position of its definition among all definitions (the
/// Markdown frontend orders them by first reference, like cmark-gfm).
struct FootnoteIndex {
    /// Label → 1-based number.
    private(set) var numbers: [String: Int] = [:]
    /// The definitions in document order.
    private(set) var definitions: [(label: String, blocks: [Block])] = []

    init(_ document: Document) {
        // One walk over the blocks alone (no inline is visited).
        var definitions: [(label: String, blocks: [Block])] = []
        var numbers: [String: Int] = [:]
        document.blocks.forEachBlock { block in
            guard case .footnoteDefinition(let label, let children) = block, numbers[label] == nil else { return }
            definitions.append((label, children))
            numbers[label] = definitions.count
        }
        self.definitions = definitions
        self.numbers = numbers
    }

    /// Label → how many references to it stand inside the footnote definitions themselves
    /// (a note citing another). A writer counts the references of the body as it writes
    /// them; these are the ones it meets only in the notes.
    func referenceCountsInDefinitions() -> [String: Int] {
        var counts: [String: Int] = [:]
        for definition in definitions {
            definition.blocks.forEachInline { inline in
                if case .footnoteReference(let label) = inline { counts[label, default: 0] += 1 }
            }
        }
        return counts
    }

    var isEmpty: Bool { definitions.isEmpty }

}
