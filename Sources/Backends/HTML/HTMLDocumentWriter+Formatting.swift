import MarkupAST

/// Formatting elements (`<em>`, `<strong>`, `<u>`…) and the children whose style takes
/// their formatting away.
extension HTMLDocumentWriter {
    /// A formatting inline. Under a policy, the formatting a child's style takes away was
    /// split before, at every level of the block's content at once (``writeContent(_:)``), as
    /// the HTML reader reads such markup (see `Inline.Formatting.isCancelled(byChildStyle:)`),
    /// so it is written as it stands and sanitizing again changes nothing.
    mutating func writeFormatting(_ inline: Inline) {
        guard let formatting = inline.formatting else { return }
        wrap(StandardElement(formatting.kind), formatting.attributes, formatting.children)
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
