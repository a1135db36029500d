import MarkupAST

/// Parses the value of an HTML `style=` attribute into a typed ``InlineStyle`` (CSS Style
/// Attributes §2: the value is a declaration list, CSS Syntax 3 §5.3.10).
///
/// Follows CSS Syntax 3 on UTF-8 bytes: declarations split on `;` outside strings and
/// blocks, comments, escapes, ASCII case-insensitive names and keywords, `!important`
/// (also `! important`). Properties it does not model (vendor-prefixed, custom, `margin`…)
/// are ignored silently; a known property with a value that does not match its grammar is
/// ignored with a `css-invalid-declaration` warning; a valid value this parser cannot
/// resolve by itself (`var()`, `calc()`, `color-mix()`, system fonts) is ignored with a
/// `css-unsupported-value` note. Shorthands `font`, `text-decoration`, `background` (its
/// colour) and `list-style` (its type) expand into longhands. Never fails, linear time.
///
/// ```swift
/// var diagnostics: [Diagnostic] = []
/// let style = InlineStyleParser.parse("color:#333; font-weight:bold", span: nil, diagnostics: &diagnostics)
/// style.color        // .rgba(RGBAColor(red: 0x33, green: 0x33, blue: 0x33))
/// style.fontWeight   // .number(700)
/// ```
public enum InlineStyleParser {
    /// At most this many diagnostics come from one attribute; one note says when more were
    /// dropped, so a megabyte of broken CSS cannot flood the caller.
    public static let maxDiagnosticsPerAttribute = 8

    /// Parses `text`, the attribute's value with character references already resolved.
    ///
    /// - Parameters:
    ///   - span: where the attribute value is in the HTML source. When its length equals
    ///     `text`'s UTF-8 length (no character references changed it), diagnostics point
    ///     at the offending declaration inside it; otherwise at the whole span.
    ///   - diagnostics: receives `css-invalid-declaration` warnings,
    ///     `css-unsupported-value` notes, and one `css-diagnostics-truncated` note when more
    ///     than ``maxDiagnosticsPerAttribute`` were found.
    public static func parse(_ text: String, span: SourceSpan?, diagnostics: inout [Diagnostic]) -> InlineStyle {
        guard !text.utf8.isEmpty else { return InlineStyle() }
        var text = text
        return text.withUTF8 { input in
            var parser = CSSDeclarationListParser(input: input, span: span)
            parser.parse()
            diagnostics.append(contentsOf: parser.diagnostics)
            return parser.style
        }
    }
}
