import MarkupAST

/// Opening and closing frames, paragraphs, and the nesting cap.
///
/// The cap counts AST containers the way ``NestingLimit`` describes: a container that would
/// sit deeper than `maxNestingDepth` is not made; its frame turns transparent and its content
/// goes to the deepest allowed container, in order. A paragraph or heading is never flattened,
/// nor are the items of a list or the rows and cells of a table that was made (the list or
/// table itself is flattened instead), so a leaf can sit a few levels below the cap.
extension LoweringWalker {
    // MARK: - Opening

    /// Pushes a transparent frame for `node`: content goes where the parent's goes. A
    /// block-level one starts and ends a paragraph.
    mutating func pushTransparent(
        node: DOMTree.NodeID,
        isBlockLevel: Bool,
        paragraphKind: LoweringFrame.ParagraphKind? = nil,
        wrapper: InlineWrapper? = nil,
        isFlattened: Bool = false
    ) {
        if isBlockLevel { flushParagraph() }
        let parent = frames[top].context
        var wrappers = parent.wrappers
        if let wrapper { wrappers = InlineWrapper.adding(wrapper, to: wrappers) }
        var frame = LoweringFrame(
            kind: .transparent,
            node: node,
            isBlockLevel: isBlockLevel,
            blockTarget: parent.blockTarget,
            inlineTarget: parent.inlineTarget,
            depth: parent.depth,
            blockDepth: parent.blockDepth,
            inlineDepth: isBlockLevel ? parent.blockDepth + 1 + wrappers.count : parent.inlineDepth,
            paragraphKind: paragraphKind ?? parent.paragraphKind,
            wrappers: wrappers,
            whiteSpace: parent.whiteSpace
        )
        frame.isFlattened = isFlattened
        frames.append(consume frame)
    }

    /// Pushes a block container (`.div`, `.blockQuote`, a list item, a cell…) at `depth`, or
    /// a flattened transparent frame when it does not fit. With `wrapperAttributes`, the
    /// node is wrapped in a `.div` carrying them when both fit.
    /// - Returns: whether a real container was pushed.
    @discardableResult
    mutating func pushBlockContainer(
        _ kind: LoweringFrame.Kind,
        node: DOMTree.NodeID,
        depth: Int,
        flattenable: Bool = true,
        wrapperAttributes: Attributes? = nil,
        paragraphKind: LoweringFrame.ParagraphKind = .anonymous,
        wrapper: InlineWrapper? = nil
    ) -> Bool {
        if flattenable && !fits(depth: depth, node: node) {
            pushTransparent(
                node: node, isBlockLevel: true, paragraphKind: paragraphKind == .anonymous ? nil : paragraphKind,
                isFlattened: true
            )
            return false
        }
        flushParagraph()
        let parent = frames[top].context
        let keepsWrapper = wrapperAttributes != nil && depth + 1 <= maxDepth
        let ownDepth = keepsWrapper ? depth + 1 : depth
        var wrappers = parent.wrappers
        if let wrapper { wrappers = InlineWrapper.adding(wrapper, to: wrappers) }
        let index = frames.count
        let blockDepth: Int
        if case .list = kind {
            blockDepth = ownDepth + 2  // blocks received by a list go into an item
        } else {
            blockDepth = ownDepth + 1
        }
        var frame = LoweringFrame(
            kind: kind,
            node: node,
            isBlockLevel: true,
            blockTarget: index,
            inlineTarget: index,
            depth: ownDepth,
            blockDepth: blockDepth,
            inlineDepth: blockDepth + 1 + wrappers.count,
            paragraphKind: paragraphKind,
            wrappers: wrappers,
            whiteSpace: parent.whiteSpace
        )
        if keepsWrapper, let wrapperAttributes { frame.extras().wrapperAttributes = wrapperAttributes }
        frames.append(consume frame)
        return true
    }

    /// Pushes a table structure frame (row group or row) of the table at `tableIndex`: it
    /// makes no paragraph of its own, and stray content in it goes before the table, as
    /// the tree builder's foster parenting puts it.
    mutating func pushTableStructure(_ kind: LoweringFrame.Kind, node: DOMTree.NodeID, tableIndex: Int, depth: Int) {
        let parent = frames[top].context
        let table = frames[tableIndex].context
        var frame = LoweringFrame(
            kind: kind,
            node: node,
            isBlockLevel: true,
            blockTarget: table.blockTarget,
            inlineTarget: table.inlineTarget,
            depth: depth,
            blockDepth: table.blockDepth,
            inlineDepth: table.inlineDepth,
            paragraphKind: table.paragraphKind,
            wrappers: table.wrappers,
            whiteSpace: parent.whiteSpace
        )
        frame.tableIndex = tableIndex
        frames.append(consume frame)
    }

    /// Pushes an inline container at the current inline depth, or a flattened transparent
    /// frame when it does not fit. With `wrapperAttributes`, the inline is wrapped in a
    /// `.span` carrying them when both fit.
    mutating func pushInlineContainer(
        _ kind: LoweringFrame.Kind,
        node: DOMTree.NodeID,
        wrapperAttributes: Attributes? = nil
    ) {
        let parent = frames[top].context
        let depth = parent.inlineDepth
        guard fits(depth: depth, node: node) else {
            pushTransparent(node: node, isBlockLevel: false, isFlattened: true)
            return
        }
        let keepsWrapper = wrapperAttributes != nil && depth + 1 <= maxDepth
        let ownDepth = keepsWrapper ? depth + 1 : depth
        let index = frames.count
        var frame = LoweringFrame(
            kind: kind,
            node: node,
            isBlockLevel: false,
            blockTarget: parent.blockTarget,
            inlineTarget: index,
            depth: ownDepth,
            blockDepth: parent.blockDepth,
            inlineDepth: ownDepth + 1,
            paragraphKind: parent.paragraphKind,
            wrappers: parent.wrappers,
            whiteSpace: parent.whiteSpace
        )
        if keepsWrapper, let wrapperAttributes { frame.extras().wrapperAttributes = wrapperAttributes }
        frames.append(consume frame)
    }

    // MARK: - Paragraphs and blocks

    /// Ends the paragraph being collected in the current block context: trailing white
    /// space and a final `<br>` go, the rest becomes a paragraph (or heading) wrapped in
    /// the context's ``InlineWrapper``s.
    mutating func flushParagraph() {
        let target = frames[top].inlineTarget
        if trailingSpaceFrame == target { frames[target].inlines.removeTrailingSpace() }
        if trailingBreakFrame == target { frames[target].inlines.removeTrailingHardBreak() }
        resetInlineContext()
        // Most calls (every block boundary) find nothing collected: leave before reading
        // the context, whose wrapper list would be retained and released.
        guard !frames[target].inlines.isEmpty else { return }
        let context = frames[top].context
        var inlines = frames[target].inlines.take()
        // Only line breaks and spaces (`<p><br></p>`, Word's `<p>&nbsp;</p>`): a spacer line
        // a browser draws, nothing a reader can take away.
        if Self.isSpacer(inlines) { return }
        let paragraphDepth = context.blockDepth
        inlines = InlineWrapper.apply(context.wrappers, limit: maxDepth - paragraphDepth, to: inlines)
        let block: Block
        switch context.paragraphKind {
        case .anonymous:
            block = .paragraph(inlines)
        case .explicit:
            block = .paragraph(inlines)
            frames[context.blockTarget].holdsExplicitParagraph = true
        case .heading(let level):
            block = .heading(level: level, inlines)
        }
        frames[context.blockTarget].append(block: block)
    }

    /// Whether `inlines` hold only hard breaks and white space (U+00A0 included), possibly
    /// inside formatting. Returns at the first visible character, so it is quick on content.
    static func isSpacer(_ inlines: [Inline]) -> Bool {
        for inline in inlines {
            switch inline {
            case .hardBreak, .softBreak:
                continue
            case .text(let text):
                for scalar in text.unicodeScalars where scalar != " " && scalar != "\u{A0}" && scalar != "\t" && scalar != "\n" {
                    return false
                }
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .underline(let children),
                 .superscript(let children), .subscript(let children), .span(_, let children):
                if !isSpacer(children) { return false }
            case .code, .link, .image, .raw, .footnoteReference:
                return false
            }
        }
        return true
    }

    /// Appends a finished block to the current block context, after the paragraph being
    /// collected there.
    mutating func appendBlock(_ block: Block) {
        flushParagraph()
        let target = frames[top].blockTarget
        frames[target].append(block: block)
    }

    /// `block` inside a `.div` with `attributes`, when there are any.
    static func wrapped(_ block: Block, in attributes: Attributes?) -> Block {
        guard let attributes else { return block }
        return .div(attributes, [block])
    }

    // MARK: - Closing

    /// Closes the top frame and hands what it built to the frame below.
    mutating func closeTopFrame() {
        guard frames.count > 1 else { return }
        if let closing = frames[top].extrasBox?.closingText {
            frames[top].extras().closingText = nil
            appendLiteralText(closing)
            quoteDepth -= 1
        }
        if frames[top].isBlockLevel { flushParagraph() }
        let index = top
        var frame = frames.removeLast()
        switch frame.kind {
        case .root, .transparent:
            return
        case .format(let format):
            let name = tree.name(of: frame.node)
            let wrapperAttributes = frame.wrapperAttributes
            let linkTarget = frame.linkTarget
            closeInline(&frame, index: index) { content, hasNonText in
                Self.inline(
                    for: format, content: content, hasNonText: hasNonText,
                    elementName: name, wrapperAttributes: wrapperAttributes, linkTarget: linkTarget
                )
            }
        case .span(let attributes):
            closeInline(&frame, index: index) { content, _ in .span(attributes, content) }
        case .division(let attributes):
            propagateExplicitParagraph(from: frame)
            guard !frame.blocks.isEmpty else { return }
            appendBlock(Self.wrapped(.div(attributes, frame.blocks), in: frame.wrapperAttributes))
        case .blockQuote:
            guard !frame.blocks.isEmpty else { return }
            appendBlock(Self.wrapped(.blockQuote(frame.blocks), in: frame.wrapperAttributes))
        case .list(let style, let hasExplicitStart):
            closeList(frame, style: style, hasExplicitStart: hasExplicitStart)
        case .listItem:
            closeListItem(frame)
        case .table:
            closeTable(&frame)
        case .tableSection:
            frames[frame.tableIndex].extras().table?.endGroup()
        case .tableRow(let section):
            frames[frame.tableIndex].extras().table?.appendRow(frame.cells, section: section)
        case .tableCell(let isHeader, let columnSpan, let rowSpan, let alignment):
            let cell = TableCell(blocks: frame.blocks, columnSpan: columnSpan, rowSpan: rowSpan)
            frames[top].extras().cells.append(TableDraft.Cell(cell: cell, isHeader: isHeader, alignment: alignment))
        case .tableCaption:
            closeCaption(frame)
        }
    }

    /// Hands a closed inline frame's content to its parent. A collapsible space or hard
    /// break that ended it moves just after it, so the parent can still drop it at a line end.
    private mutating func closeInline(
        _ frame: inout LoweringFrame,
        index: Int,
        make: (_ content: [Inline], _ hasNonText: Bool) -> Inline
    ) {
        let movesSpace = trailingSpaceFrame == index && frame.inlines.removeTrailingSpace()
        let movesBreak = trailingBreakFrame == index && frame.inlines.removeTrailingHardBreak()
        let hasNonText = frame.inlines.hasNonText
        let content = frame.inlines.take()
        let parent = frames[top].inlineTarget
        if !content.isEmpty {
            frames[parent].inlines.append(make(content, hasNonText))
            if hasNonText { frames[parent].inlines.markNonText() }
        }
        if movesSpace {
            frames[parent].inlines.appendByte(0x20)
            trailingSpaceFrame = parent
        }
        if movesBreak {
            frames[parent].inlines.append(.hardBreak)
            trailingBreakFrame = parent
        }
    }

    /// The inline a closed format element makes of its content, inside a `.span` with the
    /// element's attributes when it has some to keep.
    private static func inline(
        for format: InlineFormat, content: [Inline], hasNonText: Bool,
        elementName: String, wrapperAttributes: Attributes?, linkTarget: LinkTarget?
    ) -> Inline {
        let inner: Inline
        switch format {
        case .strong: inner = .strong(content)
        case .emphasis, .namedEmphasis: inner = .emphasis(content)
        case .underline: inner = .underline(content)
        case .strikethrough: inner = .strikethrough(content)
        case .superscript: inner = .superscript(content)
        case .subscript: inner = .subscript(content)
        case .link:
            guard let target = linkTarget else { return .span(Attributes(elementName: elementName), content) }
            inner = .link(target, content)
        case .code, .namedCode:
            // Only text (highlighting spans included): a code span of the text. Anything
            // else (a link, a line break) keeps its structure in a span named after the element.
            guard !hasNonText else {
                return .span(wrapperAttributes ?? Attributes(elementName: elementName), content)
            }
            inner = .code(Inline.plainText(of: content))
        }
        guard let attributes = wrapperAttributes else { return inner }
        return .span(attributes, [inner])
    }

    /// A `<p>` with attributes is a `.div` around its paragraph; a list item holding it
    /// still counts as holding a `<p>`.
    private mutating func propagateExplicitParagraph(from frame: LoweringFrame) {
        guard frame.holdsExplicitParagraph, frame.paragraphKind == .explicit else { return }
        frames[frames[top].blockTarget].holdsExplicitParagraph = true
    }
}
