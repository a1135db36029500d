import MarkupAST

/// The phrasing elements the AST models with a dedicated inline.
///
/// The "named" cases keep their element's name in a `.span` around the inline, because
/// they mean more than their rendering: `<kbd>Ctrl</kbd>` is a key, not any code, and a
/// style sheet or a runs backend can tell it apart; a Markdown writer still sees the code.
enum InlineFormat: Hashable {
    /// `b`, `strong` → `.strong`.
    case strong
    /// `i`, `em`, `cite`, `dfn` → `.emphasis`.
    case emphasis
    /// `var` → `.span(<var>)` around `.emphasis` (rendered italic, HTML Standard §15.3.4).
    case namedEmphasis
    /// `u`, `ins` → `.underline`.
    case underline
    /// `s`, `strike`, `del` → `.strikethrough`.
    case strikethrough
    /// `sup` → `.superscript`.
    case superscript
    /// `sub` → `.subscript`.
    case `subscript`
    /// `code`, `tt` → `.code` when the content is only text, else `.span(<code>)`.
    case code
    /// `kbd`, `samp` → `.span(<kbd>)` around `.code`.
    case namedCode
    /// `a` with `href` → `.link`.
    case link

    /// Whether the element's name is kept in a `.span` around the inline.
    var keepsElementName: Bool {
        self == .namedEmphasis || self == .namedCode
    }

    /// Whether the inline can be repeated around each paragraph of content that holds blocks
    /// (`<b><p>x</p><p>y</p></b>` makes both paragraphs strong, as a browser shows them).
    /// Code cannot: its content is text only.
    var wrapsBlockContent: Bool {
        switch self {
        case .code, .namedCode: return false
        default: return true
        }
    }

    /// The attribute names the inline consumes, which therefore do not make the element
    /// "carry attributes".
    func consumesAttribute(_ name: String) -> Bool {
        self == .link && (name == "href" || name == "title")
    }
}
