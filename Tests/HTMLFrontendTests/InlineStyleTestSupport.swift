import MarkupAST
@testable import HTMLFrontend

/// Parses a `style=` value with no source span; returns the style and its diagnostics.
func parseStyle(_ text: String) -> (style: InlineStyle, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let style = InlineStyleParser.parse(text, span: nil, diagnostics: &diagnostics)
    return (style, diagnostics)
}

/// The canonical CSS text of a parsed `style=` value.
func css(_ text: String) -> String {
    parseStyle(text).style.cssText
}

/// An opaque colour from `0xRRGGBB`.
func rgb(_ value: UInt32) -> CSSColor {
    .rgba(RGBAColor(rgb: value))
}
