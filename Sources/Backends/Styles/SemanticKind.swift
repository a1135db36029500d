/// What a piece of the document *is*, independent of how a source spelled it: the keys of a
/// ``StyleSheet``'s semantic rules.
///
/// `**x**` in Markdown and `<strong>`/`<b>` in HTML are both ``strong``; element-specific
/// styling (`<b>` only) goes through ``StyleTarget/element(_:)`` instead.
public enum SemanticKind: String, Hashable, Sendable, CaseIterable {
    // Leaf blocks.
    case paragraph
    case heading1, heading2, heading3, heading4, heading5, heading6
    case codeBlock
    case thematicBreak
    case tableCell
    case tableHeaderCell
    case caption
    case htmlBlock
    // Containers.
    case blockQuote
    case list
    case listItem
    case footnoteDefinition
    // Inlines.
    case strong
    case emphasis
    case code
    case strikethrough
    case underline
    case superscript
    case `subscript`
    case link
    case image
    case footnoteReference
    case listMarker

    /// The heading kind for `level` (clamped to 1…6).
    public static func heading(_ level: Int) -> SemanticKind {
        switch level {
        case ...1: return .heading1
        case 2: return .heading2
        case 3: return .heading3
        case 4: return .heading4
        case 5: return .heading5
        default: return .heading6
        }
    }

    /// Dense index for table lookups.
    var index: Int { Self.indexByKind[self] ?? 0 }

    private static let indexByKind: [SemanticKind: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }
    )
}
