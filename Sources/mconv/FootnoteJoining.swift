import MarkupAST

/// Keeps footnotes apart when several inputs are joined into one document: each file's
/// labels are its own, so a `[^1]` in the second file must not point at the first file's
/// note. Labels that an earlier input already used get the input's number as a prefix
/// (`2-1`), consistently in references and definitions.
struct FootnoteJoining {
    private var usedLabels: Set<String> = []

    /// `document` with its colliding labels renamed for input number `inputNumber` (1-based),
    /// and its labels remembered for the inputs that follow.
    mutating func adding(_ document: Document, inputNumber: Int) -> Document {
        var labels: Set<String> = []
        _ = document.rewritten(by: TreeRewriter(
            block: { block in
                if case .footnoteDefinition(let label, _) = block { labels.insert(label) }
                return [block]
            },
            inline: { inline in
                if case .footnoteReference(let label) = inline { labels.insert(label) }
                return [inline]
            }
        ))
        let colliding = labels.intersection(usedLabels)
        var renamed: [String: String] = [:]
        for label in colliding {
            var candidate = "\(inputNumber)-\(label)"
            while usedLabels.contains(candidate) || labels.contains(candidate) { candidate = "\(inputNumber)-\(candidate)" }
            renamed[label] = candidate
        }
        usedLabels.formUnion(labels.subtracting(colliding))
        usedLabels.formUnion(renamed.values)
        guard !renamed.isEmpty else { return document }
        return document.rewritten(by: TreeRewriter(
            block: { block in
                if case .footnoteDefinition(let label, let blocks) = block, let new = renamed[label] {
                    return [.footnoteDefinition(label: new, blocks)]
                }
                return [block]
            },
            inline: { inline in
                if case .footnoteReference(let label) = inline, let new = renamed[label] {
                    return [.footnoteReference(label: new)]
                }
                return [inline]
            }
        ))
    }
}
