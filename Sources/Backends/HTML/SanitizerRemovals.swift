import MarkupAST

/// What a sanitizing rendering left out, counted by kind, for one diagnostic per kind (not
/// one per node).
struct SanitizerRemovals {
    private var elements: [String: (disposal: SanitizerPolicy.Disposal?, count: Int)] = [:]
    private var elementOrder: [String] = []
    /// Per attribute name, its place in ``attributeCounts``.
    private var attributeIndices: [String: Int] = [:]
    /// Each attribute name left out and how often, in the order first met.
    private var attributeCounts: [(name: String, count: Int)] = []
    /// The place of the name counted last: the same attribute is usually left out many
    /// times in a row (every `class` of a page), and a comparison costs less than a hash.
    private var lastAttribute = 0

    /// Records an element not written under its own name: unwrapped, dropped, escaped, or
    /// (`nil`) written as the node's own element.
    mutating func element(_ name: String, _ disposal: SanitizerPolicy.Disposal?) {
        if elements[name] == nil { elementOrder.append(name) }
        elements[name, default: (disposal, 0)].count += 1
    }

    /// Records an attribute left out (or a URL refused).
    mutating func attribute(_ name: String) {
        if lastAttribute < attributeCounts.count, attributeCounts[lastAttribute].name == name {
            attributeCounts[lastAttribute].count += 1
        } else if let index = attributeIndices[name] {
            attributeCounts[index].count += 1
            lastAttribute = index
        } else {
            attributeIndices[name] = attributeCounts.count
            lastAttribute = attributeCounts.count
            attributeCounts.append((name, 1))
        }
    }

    /// One diagnostic per element name and per attribute name, in the order first met.
    var diagnostics: [Diagnostic] {
        var result: [Diagnostic] = []
        for name in elementOrder {
            guard let entry = elements[name] else { continue }
            let what: String
            switch entry.disposal {
            case .drop?: what = "removed with its content"
            case .unwrap?: what = "removed, content kept"
            case .escape?: what = "written as text"
            case nil: what = "written as its plain element"
            }
            result.append(Diagnostic(
                code: "sanitizer-removed-element",
                message: "\(entry.count) <\(name)> element\(entry.count == 1 ? "" : "s") not allowed by the policy: \(what)"
            ))
        }
        for (name, count) in attributeCounts {
            result.append(Diagnostic(
                code: "sanitizer-removed-attribute",
                message: "\(count) \(name)= attribute\(count == 1 ? "" : "s") not allowed by the policy (or with a value it refuses) removed"
            ))
        }
        return result
    }
}
