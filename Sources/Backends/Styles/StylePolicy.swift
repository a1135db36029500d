/// Who wins when the stylesheet and the source's own `style="…"` attribute set the same
/// field on the same element.
///
/// This is ZMarkupParser's `policy` switch: ``preferStyleSheet`` is its
/// `respectMarkupStyleFromCode`, ``preferInlineStyle`` its
/// `respectMarkupStyleFromHTMLStyleAttribute`. The default is ``preferInlineStyle``, which
/// is what browsers do (an inline `style` beats any stylesheet rule), so content looks the way
/// its author styled it; apps that want one consistent look choose ``preferStyleSheet``.
public enum StylePolicy: String, Hashable, Sendable, CaseIterable {
    /// The source's `style=` attribute wins (CSS precedence).
    case preferInlineStyle = "html"
    /// The stylesheet wins; `style=` only fills fields the stylesheet leaves unset.
    case preferStyleSheet = "stylesheet"
}
