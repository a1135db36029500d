import MarkupAST

/// The result of ``HTMLDOMParser``: the document tree and what parsing had to say about the
/// input.
public struct HTMLDOMParseResult: Sendable {
    /// The tree; its root is a `.document` node, or a `.fragment` node whose children are the
    /// fragment's nodes.
    public var tree: DOMTree
    /// Replaced invalid UTF-8, limits hit (`html-open-elements-capped`) and, with
    /// `reportsParseErrors`, every tokenizer and tree-construction parse error. Spans are
    /// byte offsets into the input after a leading byte-order mark.
    public var diagnostics: [Diagnostic]
    /// Whether the input was parsed as a fragment.
    public var isFragment: Bool

    /// Creates a result.
    public init(tree: DOMTree, diagnostics: [Diagnostic], isFragment: Bool) {
        self.tree = tree
        self.diagnostics = diagnostics
        self.isFragment = isFragment
    }
}
