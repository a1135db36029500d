import MarkupAST

/// One leaf of a paragraph's inline content with the marks over it, in rank order.
struct AppLeaf {
    enum Content {
        case text(String)
        case hardBreak
        /// An image and its alt text.
        case image(LinkTarget, alt: String)
    }

    var content: Content
    var marks: [AppMark]
}
