import MarkupAST

/// One run of a leaf as the inline nester sees it: its content (text, a break, a code span,
/// an image, a footnote reference, raw HTML) and the wrappers it sits in.
struct RunsInlineItem {
    var content: [Inline]
    var wrappers: [RunsInlineWrapper]
}
