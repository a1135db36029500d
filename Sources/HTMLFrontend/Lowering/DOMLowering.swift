import MarkupAST

/// ``DOMTree`` → ``MarkupAST/Document``: the HTML semantics of the frontend (DESIGN §3,
/// "Lowering DOM → AST"), following the HTML Standard's rendering section (§15) for what a
/// reader sees.
///
/// - **White space** collapses as CSS `white-space: normal` does, across element
///   boundaries; `pre`, `textarea` and a `white-space` style that keeps it keep it.
/// - **Blocks and phrasing**: block elements start and end paragraphs; text beside blocks,
///   and phrasing that holds blocks (`<a><div>…</div></a>`), become paragraphs in order,
///   the phrasing's formatting repeated around each (see `InlineWrapper`).
/// - **Modelled elements** map to their nodes (`<b>` → `.strong`, `<pre><code
///   class="language-x">` → a code block, tables with spans, lists with `start`/`type`/
///   `reversed`, images with alt and size). Their other attributes are kept in a `.div` or
///   `.span` named after the element around the node (links and images keep theirs in
///   `LinkTarget.attributes`; table rows and cells have nowhere to keep them).
/// - **Everything else** keeps its name and attributes in `.div` (blocks) or `.span`
///   (phrasing, custom elements); a `div` or `span` without attributes is transparent.
/// - **Not rendered**: `script`, `style`, `template`, `head`, comments, the DOCTYPE,
///   `hidden` elements and inline SVG are dropped; the first `<title>` becomes the
///   `title` metadata.
/// - **Lenient snippet policy** (``HTMLParseOptions/keepsUnclosedUnknownTagsAsText``): an
///   unknown element without attributes that no end tag closed is the literal text of its
///   start tag, and its children stay where they are.
/// - **Depth** is capped at ``HTMLParseOptions/maxNestingDepth``: deeper containers are
///   flattened into the deepest allowed one, with one `nesting-depth-capped` diagnostic.
///
/// The walk is a loop over the DOM with an explicit stack, linear in the tree's size at any
/// depth.
///
/// ```swift
/// let dom = HTMLDOMParser().parse("<p>Hi <b>there</b></p>")
/// let result = DOMLowering().lower(dom.tree, source: Array("<p>Hi <b>there</b></p>".utf8))
/// ```
public struct DOMLowering: Sendable {
    /// The options fixed at creation (the same as the parser's).
    public let options: HTMLParseOptions

    /// Creates a lowering.
    public init(options: HTMLParseOptions = HTMLParseOptions()) {
        self.options = options
    }

    /// Lowers `tree`, parsed from `source` (the UTF-8 input the tree's spans point into,
    /// after any byte-order mark), into a document and the lowering's diagnostics.
    public func lower(_ tree: DOMTree, source: [UInt8]) -> ParseResult {
        var walker = LoweringWalker(tree: tree, source: source, options: options)
        return walker.run()
    }
}
