import MarkupAST

extension HTMLToken {
    /// The token's bytes in the input; `nil` for the end of the input.
    var span: SourceSpan? {
        switch self {
        case .doctype(let doctype): return doctype.span
        case .startTag(let tag), .endTag(let tag): return tag.span
        case .comment(_, let span), .characters(_, let span): return span
        case .endOfFile: return nil
        }
    }
}
