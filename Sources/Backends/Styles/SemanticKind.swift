import MarkupAST

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

    /// The HTML element a node of this kind stands for when its attributes keep no other
    /// name (``StyleTarget/element(_:)`` rules match it); `nil` for kinds without one
    /// element (lists are `ul` or `ol`, markers and footnotes have none).
    var defaultElementName: String? {
        switch self {
        case .paragraph: return "p"
        case .heading1: return "h1"
        case .heading2: return "h2"
        case .heading3: return "h3"
        case .heading4: return "h4"
        case .heading5: return "h5"
        case .heading6: return "h6"
        case .codeBlock: return "pre"
        case .thematicBreak: return "hr"
        case .tableCell: return "td"
        case .tableHeaderCell: return "th"
        case .caption: return "caption"
        case .blockQuote: return "blockquote"
        case .listItem: return "li"
        case .strong: return "strong"
        case .emphasis: return "em"
        case .code: return "code"
        case .strikethrough: return "del"
        case .underline: return "u"
        case .superscript: return "sup"
        case .subscript: return "sub"
        case .link: return "a"
        case .image: return "img"
        case .htmlBlock, .list, .footnoteDefinition, .footnoteReference, .listMarker: return nil
        }
    }

    /// Dense index for table lookups (declaration order; a switch, so no hashing).
    var index: Int {
        switch self {
        case .paragraph: return 0
        case .heading1: return 1
        case .heading2: return 2
        case .heading3: return 3
        case .heading4: return 4
        case .heading5: return 5
        case .heading6: return 6
        case .codeBlock: return 7
        case .thematicBreak: return 8
        case .tableCell: return 9
        case .tableHeaderCell: return 10
        case .caption: return 11
        case .htmlBlock: return 12
        case .blockQuote: return 13
        case .list: return 14
        case .listItem: return 15
        case .footnoteDefinition: return 16
        case .strong: return 17
        case .emphasis: return 18
        case .code: return 19
        case .strikethrough: return 20
        case .underline: return 21
        case .superscript: return 22
        case .`subscript`: return 23
        case .link: return 24
        case .image: return 25
        case .footnoteReference: return 26
        case .listMarker: return 27
        }
    }
}
