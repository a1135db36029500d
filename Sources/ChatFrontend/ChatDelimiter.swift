import MarkupAST

/// The kinds of inline container a chat line opens and closes, with their delimiters.
enum ChatDelimiter: Hashable {
    /// `*strong*`
    case strong
    /// `_emphasis_`
    case emphasis
    /// `~strike~`
    case strikethrough
    /// Telegram's `__underline__`
    case underline
    /// Telegram's `||spoiler||`
    case spoiler
    /// Telegram's `[text](url)`, from `[` to `]`
    case link

    /// The delimiter as written (what an unmatched one becomes).
    var text: String {
        switch self {
        case .strong: return "*"
        case .emphasis: return "_"
        case .strikethrough: return "~"
        case .underline: return "__"
        case .spoiler: return "||"
        case .link: return "["
        }
    }

    /// The node for content between a matched pair (links are built by the parser).
    func node(_ children: [Inline]) -> Inline {
        switch self {
        case .strong: return .strong(children)
        case .emphasis: return .emphasis(children)
        case .strikethrough: return .strikethrough(children)
        case .underline: return .underline(children)
        case .spoiler: return .span(Attributes(classes: [ChatFlavor.spoilerClass]), children)
        case .link: return .span(Attributes(), children)
        }
    }
}
