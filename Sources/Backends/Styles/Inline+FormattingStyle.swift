import MarkupAST

extension Inline.Formatting {
    /// What the formatting is in the style system: its semantic kind (whose stylesheet rule
    /// applies) and its mark (why a run looks the way it does).
    var style: (kind: SemanticKind, mark: InlineMarks) {
        switch self {
        case .emphasis: return (.emphasis, .emphasis)
        case .strong: return (.strong, .strong)
        case .strikethrough: return (.strikethrough, .strikethrough)
        case .underline: return (.underline, .underline)
        case .superscript: return (.superscript, .superscript)
        case .subscript: return (.subscript, .subscript)
        }
    }
}
