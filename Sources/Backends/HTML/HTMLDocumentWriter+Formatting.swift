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
        if policy != nil, !contentIsSplit, isSplit(formatting.kind, formatting.attributes, formatting.children) {
            writeSplit(formatting.kind, formatting.attributes, formatting.children)
        } else {
            wrap(StandardElement(formatting.kind), formatting.attributes, formatting.children)
        }
    }

    /// Whether the formatting is written split (see ``writeFormatting(_:)``).
    private func isSplit(_ kind: Inline.Formatting, _ attributes: Attributes, _ children: [Inline]) -> Bool {
        policy?.splitsFormatting(kind, attributes: attributes, children: children) ?? false
    }

    /// The formatting written around each run of children that keep it, and the children
    /// that cancel it between (``SanitizerPolicy/splittingCancelledFormattingThroughout(_:unwrapped:)`` gives the
    /// same parts as a tree).
    private mutating func writeSplit(_ kind: Inline.Formatting, _ formattingAttributes: Attributes, _ formattingChildren: [Inline]) {
        guard let policy else { return }
        let element = StandardElement(kind)
        // The children as the reader sees them: those the policy unwraps are their content.
        var children: [Inline] = []
        var unwrapped: [String] = []
        policy.contentAsWritten(formattingChildren, into: &children, unwrapped: &unwrapped)
        for name in unwrapped { removals.element(name, .unwrap) }
        var attributes = formattingAttributes
        let outer = breakFollows
        var runStart = 0
        for index in children.indices where policy.cancels(kind, whenWritten: children[index], depth: .max) {
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

    /// The element a container inline is written as (before its attributes' own name).
    static func element(of inline: Inline) -> StandardElement? {
        switch inline {
        case .span: return .span
        case .link: return .a
        default: return inline.formatting.map { StandardElement($0.kind) }
        }
    }
}
