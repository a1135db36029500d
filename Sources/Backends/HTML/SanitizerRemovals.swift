import MarkupAST

/// What a sanitizing rendering left out, counted by kind, for one diagnostic per kind (not
/// one per node).
struct SanitizerRemovals {
    private var elements: [String: (disposal: SanitizerPolicy.Disposal?, count: Int)] = [:]
    private var elementOrder: [String] = []
    private var attributes: [String: Int] = [:]
    private var attributeOrder: [String] = []

    /// Records an element not written under its own name: unwrapped, dropped, escaped, or
    /// (`nil`) written as the node's own element.
    mutating func element(_ name: String, _ disposal: SanitizerPolicy.Disposal?) {
        if elements[name] == nil { elementOrder.append(name) }
        elements[name, default: (disposal, 0)].count += 1
    }

    /// Records an attribute left out (or a URL refused).
    mutating func attribute(_ name: String) {
        if attributes[name] == nil { attributeOrder.append(name) }
        attributes[name, default: 0] += 1
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
        for name in attributeOrder {
            guard let count = attributes[name] else { continue }
            result.append(Diagnostic(
                code: "sanitizer-removed-attribute",
                message: "\(count) \(name)= attribute\(count == 1 ? "" : "s") not allowed by the policy (or with a value it refuses) removed"
            ))
        }
        return result
    }
}
