import MarkupAST

/// ASCII case-insensitive keyword matching over bytes (CSS keywords and property names are
/// ASCII case-insensitive, CSS Values 4 §2.3): MarkupAST's ``ASCIIKeyword``, under the name
/// the CSS parser reads best.
typealias CSSKeyword = ASCIIKeyword
