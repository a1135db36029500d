/// What an element passes down to its content: the resolved character style and the
/// inheritable paragraph fields.
struct StyleFrame {
    var text: CompactTextStyle
    var alignment: MarkupStyle.Alignment?
    var direction: MarkupStyle.Direction?
    var lineHeightMultiple: Double?
    var lineSpacing: Double?
    var wrap: MarkupStyle.Wrap?
    /// Head indent accumulated from enclosing quotes, list items and rules with `indent`.
    var indent: Double
    /// The exact size relative to the base size; `text.fontScale` is it rounded for output.
    var fontScale: Double = 1
    /// Its id in the runs builder's ``FrameCache``; -1 until registered.
    var cacheID = -1
}
