/// A type selector (`div`, `my-element`, `foreignObject`) of a ``CSSCompoundSelector``.
///
/// In an HTML document a type selector matches HTML elements ASCII case-insensitively and
/// other elements (SVG, MathML) exactly as written (Selectors 4 §5.1 with HTML's
/// case-sensitivity rules), so both spellings are kept.
public struct CSSTypeSelector: Hashable, Sendable {
    /// The name as written (escapes resolved).
    public var name: String
    /// ``name`` with ASCII letters lower-cased: what HTML elements are compared with.
    public var lowercasedName: String
    /// The known HTML element ``lowercasedName`` names, `.unknown` for other names: HTML
    /// elements are then compared by tag, not by string.
    public var tag: HTMLTagName

    /// Creates a type selector for `name`.
    public init(name: String) {
        self.name = name
        lowercasedName = ASCIIFolding.lowercased(name)
        tag = HTMLTagName(lowercasedName: lowercasedName)
    }
}
