/// What inline content inherits besides its style: the link it sits in and how images show.
struct InlineContext {
    /// Index into the links table of the enclosing link.
    var link: Int?
    var imageDisplay: RunsAttachment.Display = .inline
}
