import MarkupAST
import MarkupJSON

/// The tables of a runs.json document as the reader uses them, every index checked: an index
/// outside its table is `nil` (with a warning), and every block's `parent` is an earlier
/// container or `nil`, so the tree can be rebuilt in one backward pass.
struct RunsInputDocument {
    var styles: [RunsInputStyle] = []
    var links: [RunsInputLink] = []
    var attachments: [RunsInputAttachment] = []
    var blocks: [RunsInputBlock] = []
    var runs: [RunsInputRun] = []
    /// `meta.title` and `meta.lang`, kept as document metadata.
    var metadata: [String: String] = [:]
    /// `base.color`, `base.background`, `base.linkColor`: the theme's colours, which no
    /// content set.
    var baseColor: RGBAColor?
    var baseBackground: RGBAColor?
    var linkColor: RGBAColor?
    /// ``RunsJSONParseOptions/themeColors``.
    var themeColors: Set<RGBAColor> = []

    /// The presentation of style `index` that no mark and no theme explains, as the inline
    /// style of a `span`: a `color` other than the base text colour (and, on a link, other
    /// than the link colour) and the theme colours; a `background` other than the base
    /// background and the theme colours, on text that is not code, keyboard input or
    /// highlighted (whose background a theme gives).
    func presentation(of index: Int?, linked: Bool) -> InlineStyle? {
        guard let index else { return nil }
        let style = styles[index]
        var declarations: [StyleDeclaration] = []
        if let color = style.color, color != baseColor, !(linked && color == linkColor), !themeColors.contains(color) {
            declarations.append(StyleDeclaration(.color(.rgba(color))))
        }
        if let background = style.background, background != baseBackground, !themeColors.contains(background),
           style.marks.isDisjoint(with: [.code, .keyboard, .mark]) {
            declarations.append(StyleDeclaration(.backgroundColor(.rgba(background))))
        }
        return declarations.isEmpty ? nil : InlineStyle(declarations)
    }
}
