import MarkupAST

/// One open container while ``DOMLowering`` walks the DOM: what it will become, where its
/// content goes, and the content collected so far.
///
/// Frames live on an explicit stack and are mutated in place, so appending a child never
/// copies the siblings collected before it. A frame that makes no AST node (a `div`
/// without attributes, a `<p>`, a container flattened at the depth cap) is *transparent*:
/// its ``blockTarget`` and ``inlineTarget`` point at the nearest frame below that collects.
struct LoweringFrame {
    /// What the frame builds when it closes.
    enum Kind {
        /// The document.
        case root
        /// Nothing of its own; content goes to the targets.
        case transparent
        /// `.div(attributes, blocks)`.
        case division(Attributes)
        /// `.blockQuote(blocks)`.
        case blockQuote
        /// `.list`; the start is final only when the list closes (`reversed` counts items).
        case list(ListStyle, hasExplicitStart: Bool)
        /// One `ListItem` of the list frame below.
        case listItem
        /// `.table`, built in ``table``.
        case table
        /// A row group of the table at ``tableIndex``.
        case tableSection(TableDraft.Section)
        /// A row of the table at ``tableIndex``, in a row group.
        case tableRow(TableDraft.Section)
        /// A cell of the row frame below it.
        case tableCell(isHeader: Bool, columnSpan: Int, rowSpan: Int, alignment: Table.Alignment)
        /// The caption of the table at ``tableIndex``.
        case tableCaption
        /// A modelled inline (`.strong`, `.link`, `.code`…).
        case format(InlineFormat)
        /// `.span(attributes, inlines)`.
        case span(Attributes)
    }

    /// A frame with no element of its own, opened to repair structure.
    enum Synthetic {
        /// An item around content written directly in a list (`<ul>text</ul>`).
        case item
        /// A bullet list around `<li>` elements outside any list.
        case list
        /// A row around cells written directly in a table or row group.
        case row
    }

    /// What a block frame's runs of inline content become.
    enum ParagraphKind: Equatable {
        /// A paragraph made of loose text (an anonymous block box).
        case anonymous
        /// A `<p>`: a paragraph that makes its list loose.
        case explicit
        /// A heading of this level.
        case heading(Int)
    }

    var kind: Kind
    /// The element, or `DOMTree.none` for a synthetic frame.
    var node: DOMTree.NodeID
    /// Set for synthetic frames.
    var synthetic: Synthetic?
    /// Whether content beyond the nesting cap was flattened into this (transparent) frame.
    var isFlattened = false
    /// Whether the frame starts and ends a paragraph.
    var isBlockLevel: Bool
    /// The frame whose ``blocks`` receive this frame's blocks.
    var blockTarget: Int
    /// The frame whose ``inlines`` receive this frame's inlines.
    var inlineTarget: Int
    /// The depth in the AST of a block child (a paragraph is 1 at the top level).
    var blockDepth: Int
    /// The depth in the AST of an inline child.
    var inlineDepth: Int
    /// The depth of this frame's own node (tables count their rows and cells from it).
    var depth: Int
    /// What runs of inline content become.
    var paragraphKind: ParagraphKind
    /// The frame of the `<p>` or heading element whose attributes the paragraphs made here
    /// carry (in its ``ownAttributes``), or -1.
    var paragraphOwner: Int = -1
    /// Formatting repeated around each paragraph (see ``InlineWrapper``).
    var wrappers: [InlineWrapper]
    /// The `white-space` in effect (CSS Text 3 §3), inherited.
    var whiteSpace: CSSWhiteSpace

    /// Blocks collected so far.
    var blocks: [Block] = []
    /// Inline content collected so far (the open paragraph of a block frame).
    var inlines = InlineCollector()
    /// A list whose item holds a `<p>` is loose; an item records it for its list.
    var holdsExplicitParagraph = false
    /// For row groups, rows, cells and captions: the table frame.
    var tableIndex = -1
    /// A list directly inside a list, which belongs in the previous item.
    var appendsToLastItem = false
    /// The rarely used fields, `nil` until one is written (see ``LoweringFrameExtras``).
    /// Hot paths read through it on `frames[i]` (`frames[i].extrasBox?.closingText`): a
    /// stored property projects from the array element, where a computed one may copy
    /// the whole frame first.
    private(set) var extrasBox: LoweringFrameExtras?

    /// The element's own attributes, for the node it makes; `nil` when it has none to keep.
    var ownAttributes: Attributes? { extrasBox?.ownAttributes }
    /// A list's items.
    var items: [ListItem] { extrasBox?.items ?? [] }
    /// A list item's task checkbox.
    var task: ListItem.Task? { extrasBox?.task }
    /// A row's cells.
    var cells: [TableDraft.Cell] { extrasBox?.cells ?? [] }
    /// A table's rows.
    var table: TableDraft? { extrasBox?.table }
    /// A link's destination, title and other attributes.
    var linkTarget: LinkTarget? { extrasBox?.linkTarget }

    /// The frame's own box of rarely used fields, made on first use, to write through
    /// (`frames[top].extras().items.append(item)` appends in place).
    mutating func extras() -> LoweringFrameExtras {
        if isKnownUniquelyReferenced(&extrasBox), let box = extrasBox { return box }
        let box = extrasBox?.copy() ?? LoweringFrameExtras()
        extrasBox = box
        return box
    }

    init(
        kind: Kind,
        node: DOMTree.NodeID,
        isBlockLevel: Bool,
        blockTarget: Int,
        inlineTarget: Int,
        depth: Int,
        blockDepth: Int,
        inlineDepth: Int,
        paragraphKind: ParagraphKind,
        wrappers: [InlineWrapper],
        whiteSpace: CSSWhiteSpace
    ) {
        self.kind = kind
        self.node = node
        self.isBlockLevel = isBlockLevel
        self.blockTarget = blockTarget
        self.inlineTarget = inlineTarget
        self.depth = depth
        self.blockDepth = blockDepth
        self.inlineDepth = inlineDepth
        self.paragraphKind = paragraphKind
        self.wrappers = wrappers
        self.whiteSpace = whiteSpace
    }

    /// Where a frame's content goes and what it passes on to its children, without the
    /// content: reading it never shares the frame's arrays, so the frame can be mutated
    /// while a context is held (sharing would make each append copy the array).
    struct Context {
        var blockTarget: Int
        var inlineTarget: Int
        var depth: Int
        var blockDepth: Int
        var inlineDepth: Int
        var paragraphKind: ParagraphKind
        var paragraphOwner: Int
        var wrappers: [InlineWrapper]
        var whiteSpace: CSSWhiteSpace
    }

    /// The frame's ``Context``.
    var context: Context {
        Context(
            blockTarget: blockTarget, inlineTarget: inlineTarget, depth: depth, blockDepth: blockDepth,
            inlineDepth: inlineDepth, paragraphKind: paragraphKind, paragraphOwner: paragraphOwner, wrappers: wrappers,
            whiteSpace: whiteSpace
        )
    }

    /// Appends to ``blocks``, giving a new sequence room for a few blocks at once (a
    /// snippet's root typically collects several) instead of regrowing it from one.
    mutating func append(block: Block) {
        if blocks.capacity == 0 { blocks.reserveCapacity(4) }
        blocks.append(block)
    }

    /// Whether the frame collects blocks and paragraphs itself.
    var isBlockContainer: Bool {
        switch kind {
        case .root, .division, .blockQuote, .listItem, .tableCell, .tableCaption: return true
        default: return false
        }
    }

    /// Whether the frame is a list that collects items (not flattened).
    var isList: Bool {
        if case .list = kind { return true }
        return false
    }
}
