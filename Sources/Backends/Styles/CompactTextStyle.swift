import MarkupAST

/// A ``ResolvedTextStyle`` as the runs builder carries it through the tree: the same fields,
/// with the font family and the language as indexes into the render's ``StyleNames``. It holds
/// no reference, so copying it (every style frame does, several times per element) is a plain
/// memory copy without retains, releases or outlined value-witness calls; the public
/// ``ResolvedTextStyle`` is made once per distinct style, when the document is finished
/// (bench/REPORT.md, eighth pass).
struct CompactTextStyle: Hashable {
    /// The index that stands for no family or no language.
    static let none: Int32 = -1

    var marks: InlineMarks = []
    var fontSize: Double
    var fontScale: Double = 1
    var fontWeight = 400
    var italic = false
    var monospace = false
    /// Index into ``StyleNames``'s families, or ``none``.
    var fontFamily = CompactTextStyle.none
    /// Index into ``StyleNames``'s language tags, or ``none``.
    var lang = CompactTextStyle.none
    var color: RGBAColor?
    var background: RGBAColor?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var baselineOffset: Double?
    var script: MarkupStyle.Script?
    var kern: Double?

    /// Hashes what usually tells styles apart, as ``ResolvedTextStyle`` does; equality still
    /// compares every field.
    func hash(into hasher: inout Hasher) {
        ResolvedTextStyle.hashDistinguishing(
            marks: marks, fontSize: fontSize, fontWeight: fontWeight, italic: italic, monospace: monospace, color: color, into: &hasher
        )
    }

    /// The public style, its names looked up in `names`.
    func resolved(names: StyleNames) -> ResolvedTextStyle {
        ResolvedTextStyle(
            marks: marks, fontSize: fontSize, fontScale: fontScale, fontWeight: fontWeight, italic: italic,
            monospace: monospace, fontFamily: names.family(at: fontFamily), color: color, background: background,
            underline: underline, strikethrough: strikethrough, baselineOffset: baselineOffset, script: script,
            kern: kern, lang: names.language(at: lang)
        )
    }
}
