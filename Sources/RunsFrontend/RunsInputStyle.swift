import MarkupAST

/// What the reader keeps of one `styles[]` entry: the semantic marks (which become
/// formatting inlines) and the presentation no mark explains (which becomes a `span` with
/// parsed inline style, so HTML output keeps it).
struct RunsInputStyle: Hashable {
    /// The marks in the style, as a set.
    var marks: RunsMarks
    /// `color` and `background` the content set (see ``RunsInputDocument/presentation(of:linked:)``).
    var color: RGBAColor?
    var background: RGBAColor?

    static let plain = RunsInputStyle(marks: [], color: nil, background: nil)
}
