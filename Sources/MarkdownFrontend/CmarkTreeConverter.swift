internal import CCmarkGFM
internal import CCmarkNode
#if canImport(Glibc)
import Glibc
#endif
import MarkupAST

/// Walks a cmark-gfm node tree (iteratively, so any depth is safe) and builds the value
/// tree, consuming the cmark tree as it goes.
///
/// Every open container is a ``Frame`` on an explicit stack. Containers nested deeper than
/// `maxDepth` get a *flattened* frame that forwards its children to the nearest real frame,
/// so the resulting tree never exceeds the cap.
struct CmarkTreeConverter {
    private let maxDepth: Int
    /// The Markdown that was parsed, to turn cmark's line/column into byte offsets.
    private let source: UnsafeBufferPointer<UInt8>
    /// The node being entered, for the position of a diagnostic.
    private var currentNode: OpaquePointer?
    private var stack: [Frame] = []
    private var realDepth = 0
    private var diagnostics: [Diagnostic] = []
    private var reportedDepth = false
    /// Where each raw HTML node starts, in document order (see ``ParseResult/rawNodeSpans``).
    private var rawNodeSpans: [SourceSpan] = []
    /// A line of ``source`` whose start is known: raw nodes come in document order, so
    /// positions are found by moving this forward (the input is scanned about once, eight
    /// bytes per step, and no index of every line is kept).
    private var lineCursor = (line: 1, start: 0)

    /// How many raw HTML nodes (block or inline) were entered so far, to tell which
    /// top-level blocks hold raw markup (``ParseResult/blocksHoldingRawMarkup``).
    private var rawNodesEntered = 0

    /// Whether ``rawNodeSpans`` is filled.
    private let recordsRawNodeSpans: Bool
    /// Whether ``source`` holds a numeric character reference (`&#`): the only way a control
    /// character reaches cmark's strings once the input's own were replaced (no named
    /// reference decodes to one but tab and line feed), so without one no string is scanned.
    private let mayHoldControlReferences: Bool

    init(maxDepth: Int, source: UnsafeBufferPointer<UInt8>, recordsRawNodeSpans: Bool = true) {
        self.maxDepth = maxDepth
        self.source = source
        self.recordsRawNodeSpans = recordsRawNodeSpans
        mayHoldControlReferences = Self.containsNumericReference(source)
    }

    /// Whether `bytes` hold `&#`, found with `memchr` from one `&` to the next.
    private static func containsNumericReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count {
            guard let found = memchr(base + offset, Int32(UInt8(ascii: "&")), bytes.count - offset) else { return false }
            let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if index + 1 < bytes.count && base[index + 1] == UInt8(ascii: "#") { return true }
            offset = index + 1
        }
        return false
    }

    /// Converts the children of `root` one top-level block at a time, freeing each cmark
    /// subtree as soon as it is converted, so the C tree and the Swift tree are never both
    /// fully in memory. Footnote definitions are kept until `root` is freed: any footnote
    /// reference, including one inside a later definition, points at its definition node
    /// (`parent_footnote_def`).
    mutating func convert(_ root: OpaquePointer) -> ParseResult {
        // Most documents nest a few levels (a list, an item, a paragraph, a link): room for
        // them at once rather than three regrowths of the stack.
        stack.removeAll()
        stack.reserveCapacity(8)
        stack.append(Frame(kind: .document, target: 0))
        stack[0].reserveCapacity(Self.childCount(of: root))
        var blocksHoldingRawMarkup: [Int] = []
        var child = cmark_node_first_child(root)
        while let node = child {
            child = cmark_node_next(node)
            let firstBlock = stack[0].blocks.count
            let rawNodesBefore = rawNodesEntered
            convertSubtree(node)
            if rawNodesEntered != rawNodesBefore {
                blocksHoldingRawMarkup.append(contentsOf: firstBlock..<stack[0].blocks.count)
            }
            if cmark_node_get_type(node) != CMARK_NODE_FOOTNOTE_DEFINITION {
                cmark_node_free(node)
            }
        }
        let blocks = stack.first?.blocks ?? []
        var result = ParseResult(document: Document(blocks: blocks), diagnostics: diagnostics, rawNodeSpans: rawNodeSpans)
        result.blocksHoldingRawMarkup = blocksHoldingRawMarkup
        return result
    }

    /// Walks `subtree` depth first through the nodes' own links (first child, next sibling,
    /// parent): the events cmark's iterator would give, without its per-event bookkeeping.
    /// No recursion, so any depth is safe. A node that is not a container
    /// (``isContainer(_:)``) is entered only; a container is entered, its children walked,
    /// then exited.
    private mutating func convertSubtree(_ subtree: OpaquePointer) {
        var node = subtree
        while true {
            enter(node)
            if Self.isContainer(node), let child = cmark_node_first_child(node) {
                node = child
                continue
            }
            // `node` is finished: exit it and every ancestor it was the last child of.
            var finished = node
            while true {
                if Self.isContainer(finished) { exit() }
                if finished == subtree { return }
                if let next = cmark_node_next(finished) {
                    node = next
                    break
                }
                guard let parent = cmark_node_parent(finished) else { return }
                finished = parent
            }
        }
    }

    // MARK: - Events

    private mutating func enter(_ node: OpaquePointer) {
        currentNode = node
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_TEXT:
            appendText(literal(node))
        case CMARK_NODE_SOFTBREAK:
            appendInline(.softBreak)
        case CMARK_NODE_LINEBREAK:
            appendInline(.hardBreak)
        case CMARK_NODE_CODE:
            // A code span is written as an element (`<code>`): past the cap the HTML reader
            // flattens it into its text, so it is that text here too, as formatting is.
            if realDepth >= maxDepth {
                reportDepthCap()
                appendText(literal(node))
            } else {
                appendInline(.code(literal(node)))
            }
        case CMARK_NODE_HTML_INLINE:
            rawNodesEntered += 1
            let html = literal(node)
            if recordsRawNodeSpans && !html.isEmpty { rawNodeSpans.append(sourceSpan(of: node) ?? SourceSpan(start: 0, end: 0)) }
            appendInline(.raw(.html, html))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            appendInline(.footnoteReference(label: Self.footnoteLabel(node, isDefinition: false)))
        case CMARK_NODE_CODE_BLOCK:
            appendBlock(.codeBlock(info: string(node, mconv_node_fence_info), text: literal(node)))
        case CMARK_NODE_HTML_BLOCK:
            rawNodesEntered += 1
            let html = literal(node)
            if recordsRawNodeSpans && !html.isEmpty { rawNodeSpans.append(sourceSpan(of: node) ?? SourceSpan(start: 0, end: 0)) }
            appendBlock(.raw(.html, html))
        case CMARK_NODE_THEMATIC_BREAK:
            appendBlock(.thematicBreak())
        case CMARK_NODE_PARAGRAPH:
            push(.paragraph, flattenable: false)
        case CMARK_NODE_HEADING:
            push(.heading(level: Int(cmark_node_get_heading_level(node))), flattenable: false)
        case CMARK_NODE_BLOCK_QUOTE:
            push(.blockQuote, flattenable: true)
        case CMARK_NODE_LIST:
            push(.list(Self.listStyle(node)), flattenable: true)
        case CMARK_NODE_ITEM:
            // A real list frame collects items, not blocks: an item flattened into it would
            // lose its content. So an item is flattened only together with its list, and a
            // list at the cap still gets real items (one level past the cap at most).
            push(.item(task: Self.task(node)), flattenable: stack[stack.count - 1].isFlattened)
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            push(.footnoteDefinition(label: Self.footnoteLabel(node, isDefinition: true)), flattenable: true)
            // The HTML writer puts every note in `section > ol > li`: its blocks sit three
            // levels down, as the HTML reader counts them.
            if !stack[stack.count - 1].isFlattened { realDepth += 2 }
        case CMARK_NODE_EMPH:
            push(.emphasis, flattenable: true)
        case CMARK_NODE_STRONG:
            push(.strong, flattenable: true)
        case CMARK_NODE_LINK:
            push(.link(target(node)), flattenable: true)
        case CMARK_NODE_IMAGE:
            push(.image(target(node)), flattenable: true)
        default:
            enterExtensionNode(node, type: type)
        }
    }

    private mutating func enterExtensionNode(_ node: OpaquePointer, type: cmark_node_type) {
        if type == mconv_node_type_strikethrough() {
            push(.strikethrough, flattenable: true)
        } else if type == mconv_node_type_table() {
            // A table at the cap is flattened as the HTML lowering flattens `<table>`: its
            // rows are looked through and each cell becomes a paragraph of its content.
            push(.table(alignments: Self.alignments(node)), flattenable: true)
        } else if type == mconv_node_type_table_row() {
            let inFlattenedTable = stack[stack.count - 1].isFlattened
            push(.tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0), flattenable: false, forceFlatten: inFlattenedTable)
        } else if type == mconv_node_type_table_cell() {
            if stack[stack.count - 1].isFlattened {
                push(.paragraph, flattenable: false)
            } else {
                push(.tableCell, flattenable: false)
                // A cell's inlines sit in a paragraph (``TableCell/blocks``), one level more.
                realDepth += 1
            }
        } else if Self.isContainer(node) {
            // An unknown container: keep its content in place.
            push(.transparent, flattenable: true, forceFlatten: true)
        } else {
            appendText(literal(node))
        }
    }

    private mutating func exit() {
        guard stack.count > 1 else { return }
        var frame = stack.removeLast()
        if frame.isFlattened {
            if case .item(let task?) = frame.kind { keepTaskBox(task, ofFlattenedItem: frame) }
            return
        }
        realDepth -= 1
        switch frame.kind {
        case .document, .transparent:
            break
        case .paragraph:
            // Empty when all it held was flattened away (a cell of a flattened table, an
            // empty link at the cap): it shows nothing.
            let inlines = frame.takeInlines()
            if !inlines.isEmpty { appendBlock(.paragraph(inlines)) }
        case .heading(let level):
            appendBlock(.heading(level: level, frame.takeInlines()))
        case .blockQuote:
            appendBlock(.blockQuote(frame.blocks))
        case .list(let style):
            appendBlock(.list(style, frame.items))
        case .item(let task):
            let item = ListItem(task: task, blocks: frame.blocks)
            stack[stack.count - 1].items.append(item)
        case .footnoteDefinition(let label):
            realDepth -= 2  // the note's list and item levels
            appendBlock(.footnoteDefinition(label: label, frame.blocks))
        case .emphasis:
            appendInline(.emphasis(frame.takeInlines()))
        case .strong:
            appendInline(.strong(frame.takeInlines()))
        case .strikethrough:
            appendInline(.strikethrough(frame.takeInlines()))
        case .link(let target):
            appendInline(.link(target, frame.takeInlines()))
        case .image(let target):
            appendInline(.image(target, frame.takeInlines()))
        case .table(let alignments):
            appendBlock(.table(Table(alignments: alignments, header: frame.headerRows, body: frame.rows)))
        case .tableRow(let isHeader):
            let row = TableRow(cells: frame.cells)
            if isHeader {
                stack[stack.count - 1].headerRows.append(row)
            } else {
                stack[stack.count - 1].rows.append(row)
            }
        case .tableCell:
            realDepth -= 1  // the cell's paragraph level
            let inlines = frame.takeInlines()
            stack[stack.count - 1].cells.append(TableCell(blocks: inlines.isEmpty ? [] : [.paragraph(inlines)]))
        }
    }

    /// A flattened task item's box kept as the text ☑/☐ before the blocks the item forwarded
    /// to its target, as the HTML reader reads the box of an item past the cap
    /// (``MarkupAST/ListItem/flattenedBlocks(_:task:isTight:)``).
    private mutating func keepTaskBox(_ task: ListItem.Task, ofFlattenedItem item: Frame) {
        var isTight = true
        if case .list(let style) = stack[stack.count - 1].kind { isTight = style.isTight }
        let target = item.target
        let start = min(item.flattenedBlockStart, stack[target].blocks.count)
        let content = Array(stack[target].blocks[start...])
        stack[target].blocks.replaceSubrange(start..., with: ListItem.flattenedBlocks(content, task: task, isTight: isTight))
    }

    // MARK: - Stack

    /// Reports, once per document, that content past the cap was flattened.
    private mutating func reportDepthCap() {
        guard !reportedDepth else { return }
        reportedDepth = true
        let span = currentNode.flatMap { sourceSpan(of: $0) }
        diagnostics.append(NestingLimit.diagnostic(maxDepth: maxDepth, span: span))
    }

    private mutating func push(_ kind: Frame.Kind, flattenable: Bool, forceFlatten: Bool = false) {
        let parentTarget = stack[stack.count - 1].target
        if forceFlatten || (flattenable && realDepth >= maxDepth) {
            if !forceFlatten { reportDepthCap() }
            let blockStart = stack[parentTarget].blocks.count
            // Built in place on the stack: a local frame appended would be copied and
            // destroyed (six arrays retained and released) on every push.
            stack.append(Frame(kind: kind, target: parentTarget))
            stack[stack.count - 1].isFlattened = true
            stack[stack.count - 1].flattenedBlockStart = blockStart
            return
        }
        realDepth += 1
        stack.append(Frame(kind: kind, target: stack.count))
        // Room for every child at once: one allocation instead of one per doubling.
        if let node = currentNode { stack[stack.count - 1].reserveCapacity(Self.childCount(of: node)) }
    }

    /// How many children `node` has (cmark keeps no count): an upper bound on what its frame
    /// collects, since adjacent text merges and empty containers drop.
    private static func childCount(of node: OpaquePointer) -> Int {
        var count = 0
        var child = cmark_node_first_child(node)
        while let current = child {
            count += 1
            child = cmark_node_next(current)
        }
        return count
    }

    private mutating func appendBlock(_ block: Block) {
        let target = stack[stack.count - 1].target
        stack[target].blocks.append(block)
    }

    private mutating func appendInline(_ inline: Inline) {
        let target = stack[stack.count - 1].target
        stack[target].inlines.append(inline)
    }

    private mutating func appendText(_ text: String) {
        let target = stack[stack.count - 1].target
        stack[target].inlines.appendText(text)
    }

    // MARK: - Node accessors

    /// The byte span of `node`'s first character, from cmark's 1-based line and byte column.
    private mutating func sourceSpan(of node: OpaquePointer) -> SourceSpan? {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        guard line >= 1, column >= 1, let lineStart = start(ofLine: line) else { return nil }
        let start = min(lineStart + column - 1, source.count)
        return SourceSpan(start: UInt32(clamping: start), end: UInt32(clamping: start + 1))
    }

    /// The byte offset where 1-based `line` starts, or `nil` past the last line. Lines are
    /// found with `memchr` from the cursor on, one call per line passed.
    private mutating func start(ofLine target: Int) -> Int? {
        guard let base = source.baseAddress else { return target == 1 ? 0 : nil }
        if target < lineCursor.line { lineCursor = (1, 0) }
        var (line, start) = lineCursor
        let count = source.count
        while line < target {
            guard start < count, let found = memchr(base + start, 0x0A, count - start) else { return nil }
            start = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            line += 1
        }
        lineCursor = (line, start)
        return start
    }

    private static func isContainer(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
             CMARK_NODE_HTML_INLINE, CMARK_NODE_FOOTNOTE_REFERENCE, CMARK_NODE_CODE_BLOCK,
             CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
            return false
        default:
            return true
        }
    }

    /// Every string cmark gives us (literals, info strings, URLs, titles), read in place
    /// by `part` (a ``CCmarkNode`` accessor). The input had its control characters replaced
    /// before cmark saw it, so a control here came from a character reference (`&#27;`):
    /// it becomes U+FFFD the same way (a form feed, `&#12;`, a space).
    private func string(
        _ node: OpaquePointer, _ part: (UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<UInt8>?
    ) -> String {
        var length: Int32 = 0
        guard let bytes = part(UnsafeMutableRawPointer(node), &length), length > 0 else { return "" }
        return string(UnsafeBufferPointer(start: bytes, count: Int(length)))
    }

    /// `bytes` as a string, control characters replaced (see ``string(_:_:)``).
    private func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // The input's own controls were replaced before cmark saw it, so one can only come
        // from a character reference (`&#27;`): rare, and ruled out word by word.
        let text = String(decoding: bytes, as: UTF8.self)
        guard mayHoldControlReferences, UTF8Input.containsControlCharacter(bytes),
            text.unicodeScalars.contains(where: { $0 == "\u{0C}" || UTF8Input.isReplacedControl($0) })
        else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // A form feed becomes a space, as a form feed byte in the input does.
            scalars.append(scalar == "\u{0C}" ? " " : UTF8Input.isReplacedControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// A link or image destination: leading and trailing C0 controls are dropped first, as
    /// the URL Standard's parser drops them, so `<\u{1}javascript:…>` is still seen (and
    /// refused) as a `javascript:` URL rather than made relative by a U+FFFD in front.
    private func destination(_ node: OpaquePointer) -> String {
        var length: Int32 = 0
        guard let bytes = mconv_node_url(UnsafeMutableRawPointer(node), &length), length > 0 else { return "" }
        var start = 0
        var end = Int(length)
        while start < end && bytes[start] < 0x20 { start += 1 }
        while end > start && bytes[end - 1] < 0x20 { end -= 1 }
        return string(UnsafeBufferPointer(start: bytes + start, count: end - start))
    }

    private func literal(_ node: OpaquePointer) -> String {
        string(node, mconv_node_literal)
    }

    /// The label a footnote was written with. cmark-gfm's public API keeps it private (the
    /// reference's literal is its ordinal), but its CommonMark renderer writes `[^label]`
    /// for a reference and `[^label]:` before a definition's body.
    private static func footnoteLabel(_ node: OpaquePointer, isDefinition: Bool) -> String {
        let memory = cmark_get_default_mem_allocator()
        guard let rendered = cmark_render_commonmark_with_mem(node, CMARK_OPT_DEFAULT, 0, memory) else { return "" }
        defer { memory?.pointee.free(rendered) }
        let bytes = Array(String(cString: rendered).utf8)
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "["), bytes[1] == UInt8(ascii: "^") else { return "" }
        var end = bytes.count
        if isDefinition {
            end = (2..<bytes.count - 1).first { bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == UInt8(ascii: ":") } ?? 2
        } else {
            end = bytes.lastIndex(of: UInt8(ascii: "]")) ?? 2
        }
        return String(decoding: bytes[2..<max(2, end)], as: UTF8.self)
    }

    private func target(_ node: OpaquePointer) -> LinkTarget {
        LinkTarget(destination: destination(node), title: string(node, mconv_node_title))
    }

    private static func listStyle(_ node: OpaquePointer) -> ListStyle {
        let tight = cmark_node_get_list_tight(node) != 0
        if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
            let delimiter: ListStyle.Delimiter = cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? .parenthesis : .period
            return ListStyle(kind: .ordered(start: Int(cmark_node_get_list_start(node)), delimiter: delimiter), isTight: tight)
        }
        return ListStyle(kind: .bullet, isTight: tight)
    }

    private static func task(_ node: OpaquePointer) -> ListItem.Task? {
        // Only the tasklist extension attaches itself to list items.
        guard cmark_node_get_syntax_extension(node) != nil else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked
    }

    private static func alignments(_ node: OpaquePointer) -> [Table.Alignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard count > 0, let raw = cmark_gfm_extensions_get_table_alignments(node) else { return [] }
        return (0..<count).map { index in
            switch raw[index] {
            case UInt8(ascii: "l"): return .left
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .none
            }
        }
    }
}
