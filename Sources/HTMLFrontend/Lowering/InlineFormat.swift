import MarkupAST

/// The phrasing elements the AST models with a dedicated inline. The element's name is
/// kept in the inline's ``MarkupAST/Attributes/elementName`` when it is not the inline's
/// default (`<b>` on `.strong`, `<kbd>` on `.code`), so `<kbd>Ctrl</kbd>` stays a key for a
/// style sheet or the HTML writer while a Markdown writer still sees code.
enum InlineFormat: Hashable {
    /// `b`, `strong` → `.strong`; `i`, `em`, `cite`, `dfn`, `var` → `.emphasis` (all
    /// rendered italic, §15.3.4); `u`, `ins` → `.underline`; `s`, `strike`, `del` →
    /// `.strikethrough`; `sup`, `sub`.
    case formatting(Inline.Formatting)
    /// `code`, `tt`, `kbd`, `samp` → `.code` when the content is only text, else the content
    /// with `.code` on its text (see ``CodeSpanDistribution``).
    case code
    /// `a` with `href` → `.link`.
    case link

    /// The element the inline stands for when no name is kept; `nil` for strikethrough,
    /// which always keeps its element (`del` is an edit, `s` a presentation: runs.json marks
    /// them apart, as it does `ins` and `u`).
    var defaultTag: HTMLTagName? {
        switch self {
        case .formatting(.emphasis): return .em
        case .formatting(.strong): return .strong
        case .formatting(.strikethrough): return nil
        case .formatting(.underline): return .u
        case .formatting(.superscript): return .sup
        case .formatting(.subscript): return .sub
        case .code: return .code
        case .link: return .a
        }
    }
}
