import MarkupAST

/// Formatting elements (`<em>`, `<strong>`, `<u>`…) and the children whose style takes
/// their formatting away.
extension HTMLDocumentWriter {
    /// A formatting inline. Under a policy, one whose written style is empty and that holds
    /// a child whose written style cancels it (`<i><mark style="font-style:normal">`) is
    /// written split around that child, as the HTML reader reads such markup (see
    /// `Inline.Formatting.isCancelled(byChildStyle:)`), so sanitizing again changes nothing.
    ///
    /// On every level of the recursion through nested formatting: the split, rare, is in
    /// functions of its own, so this frame stays small.
    mutating func writeFormatting(_ inline: Inline) {
        guard let formatting = inline.formatting else { return }
        if policy != nil, isSplit(formatting.kind, formatting.attributes, formatting.children) {
            writeSplit(formatting.kind, formatting.attributes, formatting.children)
        } else {
            wrap(StandardElement(formatting.kind), formatting.attributes, formatting.children)
        }
    }

    /// Whether the formatting is written split (see ``writeFormatting(_:)``).
    private func isSplit(_ kind: Inline.Formatting, _ attributes: Attributes, _ children: [Inline]) -> Bool {
        guard let policy, Self.subset(of: attributes.style, keeping: policy.styleProperties).isEmpty,
              disposal(of: StandardElement(kind), kept: attributes.elementName, isGeneric: false) == nil else { return false }
        return children.contains { cancelsWhenWritten(kind, $0, depth: 0) }
    }

    /// The formatting written around each run of children that keep it, and the children
    /// that cancel it between.
    private mutating func writeSplit(_ kind: Inline.Formatting, _ formattingAttributes: Attributes, _ formattingChildren: [Inline]) {
        let element = StandardElement(kind)
        // The children as the reader sees them: those the policy unwraps are their content.
        var children: [Inline] = []
        unwrappingChildren(formattingChildren, into: &children, depth: 0)
        var attributes = formattingAttributes
        let outer = breakFollows
        var runStart = 0
        for index in children.indices where cancelsWhenWritten(kind, children[index], depth: .max) {
            if runStart < index {
                breakFollows = lineBreakFollows(index - 1, in: children) ?? outer
                wrap(element, attributes, Array(children[runStart..<index]))
                attributes.id = nil  // ids stay unique: on the first part only
            }
            breakFollows = lineBreakFollows(index, in: children) ?? outer
            write(children[index])
            runStart = index + 1
        }
        breakFollows = outer
        if runStart < children.count { wrap(element, attributes, Array(children[runStart...])) }
    }

    /// Appends `children` to `result`, each the policy unwraps replaced by its own children
    /// (counted as removed, as writing it would).
    private mutating func unwrappingChildren(_ children: [Inline], into result: inout [Inline], depth: Int) {
        for child in children {
            if depth < 16, child.isContainer, let element = Self.element(of: child),
               disposal(of: element, kept: child.attributes.elementName, isGeneric: element == .span) == .unwrap {
                removals.element(child.attributes.elementName ?? element.string, .unwrap)
                unwrappingChildren(child.children, into: &result, depth: depth + 1)
            } else {
                result.append(child)
            }
        }
    }

    /// Whether `child`, written under the policy, is an element whose style takes `kind`
    /// away.
    /// Within `depth` levels, a child the policy unwraps is looked into.
    private func cancelsWhenWritten(_ kind: Inline.Formatting, _ child: Inline, depth: Int) -> Bool {
        guard let policy, child.isContainer, let element = Self.element(of: child) else { return false }
        switch disposal(of: element, kept: child.attributes.elementName, isGeneric: element == .span) {
        case nil:
            return kind.isCancelled(byChildStyle: Self.subset(of: child.attributes.style, keeping: policy.styleProperties))
        case .unwrap? where depth < 16:
            return child.children.contains { cancelsWhenWritten(kind, $0, depth: depth + 1) }
        default:
            return false
        }
    }

    /// The element a container inline is written as (before its attributes' own name).
    static func element(of inline: Inline) -> StandardElement? {
        switch inline {
        case .span: return .span
        case .link: return .a
        default: return inline.formatting.map { StandardElement($0.kind) }
        }
    }
}
