import MarkupAST

/// Renders a ``MarkupAST/Document`` for a terminal: wrapped to its width in cells, styled
/// with SGR attributes and colours, links as OSC 8 hyperlinks.
///
/// - **Width** is measured per grapheme cluster in terminal cells (CJK and emoji two, marks
///   and joiners nothing); lines break at spaces and between CJK characters, words longer
///   than the line are broken, no cluster or escape sequence is ever split.
/// - **Every line stands alone**: it ends with its attributes and link closed and the next
///   line reopens them, so pagers, `head` and `grep` never bleed colour; no line ends in a
///   space.
/// - **Blocks**: headings bold in a colour per level (levels 1 and 2 underlined with a rule),
///   lists with `•◦▪` by level and right-aligned numbers, task boxes `☐`/`☒`, quotes with `│`,
///   code indented and never soft-wrapped (long lines cut with `…`), tables in box drawing
///   with cell wrapping (layout tables, ``MarkupAST/Table/isLayout``, as their content
///   blocks), footnotes `[1]` listed at the end.
/// - **Untrusted input** cannot drive the terminal: control characters in text become U+FFFD
///   and URLs are stripped of controls and percent-encoded before they enter an OSC 8
///   sequence.
///
/// The options say what the terminal can do; the library never reads the environment.
///
/// ```swift
/// let renderer = ANSIRenderer(options: ANSIRenderOptions(columns: 60, colorDepth: .trueColor))
/// print(renderer.render(document), terminator: "")
/// ```
public typealias ANSIRenderer = FormatRenderer<ANSIOutput>

/// The terminal (ANSI) output format behind ``ANSIRenderer``.
public enum ANSIOutput: OutputWriter {
    public static var defaultOptions: ANSIRenderOptions { ANSIRenderOptions() }

    public static func render(_ document: Document, options: ANSIRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        ANSIDocumentWriter.render(document.unwrappingLayoutTables(), options: options)
    }
}
