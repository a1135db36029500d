import MarkupAST

/// ``DOMTree`` → ``MarkupAST/Document``: the HTML semantics of the frontend (DESIGN §3,
/// "Lowering DOM → AST"), following the HTML Standard's rendering section (§15) for what a
/// reader sees.
///
/// - **White space** collapses as CSS `white-space: normal` does, across element
///   boundaries; `pre`, `textarea` and a `white-space` style that keeps it keep it.
/// - **Blocks and phrasing**: block elements start and end paragraphs; text beside blocks,
///   and phrasing that holds blocks (`<a><div>…</div></a>`), become paragraphs in order,
///   the phrasing's formatting repeated around each (see `InlineWrapper`). A `display`
///   style turns a generic element into a block or phrasing.
/// - **Modelled elements** map to their nodes (`<b>` → `.strong`, `<pre><code
///   class="language-x">` → a code block, tables with spans, lists with `start`/`type`/
///   `reversed`, images with alt and size). Their other attributes are kept in a `.div` or
///   `.span` named after the element around the node (links and images keep theirs in
///   `LinkTarget.attributes`; table rows and cells have nowhere to keep them).
/// - **Everything else** keeps its name and attributes in `.div` (blocks) or `.span`
///   (phrasing, custom elements); a `div` or `span` without attributes is transparent.
/// - **Not rendered**: `script`, `style`, `template`, `head`, comments, the DOCTYPE,
///   `hidden` and `display: none` elements (unless ``HTMLParseOptions/keepsHiddenContent``)
///   and inline SVG are dropped; the first `<title>` becomes the `title` metadata,
///   `<html lang>` the `lang` metadata.
/// - **Choices where HTML has no AST counterpart**: `<q>` is its content between quotation
///   marks; `<kbd>`/`<samp>` are code spans and `<var>` emphasis, each in a span named after
///   it; inline `<code>` holding more than text puts its code formatting on the text inside
///   (`<code><a>f()</a></code>` is a link around code, see `CodeSpanDistribution`); form controls are the text they
///   show (a check box starting a list item is its task box); MathML is its text; lists are
///   tight unless an item holds a `<p>`; a paragraph of nothing but breaks and spaces
///   (`<p><br></p>`, `<p>&nbsp;</p>`) is a spacer and dropped; empty elements make nothing.
/// - **Inline CSS** on a `span` or `font` that makes it bold, italic, underlined, struck,
///   raised, lowered or monospace makes it the matching node; a formatting element whose
///   own style takes its formatting away (`<b style="font-weight:normal">`, Google Docs) is
///   a span (see `CSSFormatting`).
/// - **Void-like elements** (`<spacer>`, an unknown element written `<x/>`) show nothing;
///   what the parser nested in them for want of an end tag belongs to their parent.
/// - **Lenient snippet policy** (``HTMLParseOptions/keepsUnclosedUnknownTagsAsText``): an
///   unknown element without attributes that no end tag closed is the literal text of its
///   start tag, and its children stay where they are; a self-closed or namespaced tag
///   (`<o:p/>`, `<st1:place>`) is markup, not text.
/// - **Depth** is capped at ``HTMLParseOptions/maxNestingDepth``: deeper containers are
///   flattened into the deepest allowed one, with one `nesting-depth-capped` diagnostic.
///   Invalid `style=` declarations are reported as the inline-CSS parser does.
///
/// Two walks, each a loop over the DOM with an explicit stack: linear in the tree's size at
/// any depth.
///
/// ```swift
/// let html = "<p>Hi <b>there</b></p>"
/// let dom = HTMLDOMParser().parse(html)
/// let result = DOMLowering().lower(dom.tree, source: Array(html.utf8))
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
    ///
    /// `tree` must be linked consistently, as ``HTMLDOMParser`` and `DOMTree`'s own
    /// `append`/`insert`/`detach` keep it. A span outside `source` is harmless: the lenient
    /// policy then writes the tag back from the element's name.
    public func lower(_ tree: DOMTree, source: [UInt8]) -> ParseResult {
        var walker = LoweringWalker(tree: tree, source: source, options: options)
        return walker.run()
    }
}
