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
        frame.paragraphOwner = parent.paragraphOwner
        frames.append(consume frame)
    }

    /// Pushes a block container (`.div`, `.blockQuote`, a list item, a cell…) at `depth`, or
    /// a flattened transparent frame when it does not fit. `ownAttributes` are the
    /// element's, for the node the frame makes.
    /// - Returns: whether a real container was pushed.
    @discardableResult
    mutating func pushBlockContainer(
        _ kind: LoweringFrame.Kind,
        node: DOMTree.NodeID,
        depth: Int,
        flattenable: Bool = true,
        ownAttributes: Attributes? = nil,
        wrapper: InlineWrapper? = nil
    ) -> Bool {
        if flattenable && !fits(depth: depth, node: node) {
            pushTransparent(node: node, isBlockLevel: true, isFlattened: true)
            return false
        }
        flushParagraph()
        let parent = frames[top].context
        let ownDepth = depth
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
            paragraphKind: .anonymous,
            wrappers: wrappers,
            whiteSpace: parent.whiteSpace
        )
        if let ownAttributes { frame.extras().ownAttributes = ownAttributes }
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
    /// frame when it does not fit. `ownAttributes` are the element's, for the inline the
    /// frame makes.
    mutating func pushInlineContainer(
        _ kind: LoweringFrame.Kind,
        node: DOMTree.NodeID,
        ownAttributes: Attributes? = nil
    ) {
        let parent = frames[top].context
        let depth = parent.inlineDepth
        guard fits(depth: depth, node: node) else {
            pushTransparent(node: node, isBlockLevel: false, isFlattened: true)
            return
        }
        let ownDepth = depth
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
        frame.paragraphOwner = parent.paragraphOwner
        if let ownAttributes { frame.extras().ownAttributes = ownAttributes }
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
        let attributes = paragraphAttributes(owner: context.paragraphOwner)
        let block: Block
        switch context.paragraphKind {
        case .anonymous:
            block = .paragraph(inlines, attributes: attributes)
        case .explicit:
            block = .paragraph(inlines, attributes: attributes)
            frames[context.blockTarget].holdsExplicitParagraph = true
        case .heading(let level):
            block = .heading(level: level, inlines, attributes: attributes)
        }
        frames[context.blockTarget].append(block: block)
    }

    /// The attributes of the `<p>` or heading element at frame `owner` for a paragraph it
    /// makes; its `id` goes to the first paragraph only, so ids stay unique when the element
    /// holds blocks and makes several.
    private mutating func paragraphAttributes(owner: Int) -> Attributes {
        guard owner >= 0, let attributes = frames[owner].extrasBox?.ownAttributes else { return Attributes() }
        if attributes.id != nil { frames[owner].extras().ownAttributes?.id = nil }
        return attributes
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
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span:
                // A link target or a kept `<wbr>`/`<area>` is something to keep.
                if inline.attributes.isKeptWhenEmpty || !isSpacer(inline.children) { return false }
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

    // MARK: - Closing

    /// Closes the top frame and hands what it built to the frame below.
    mutating func closeTopFrame() {
        guard frames.count > 1 else { return }
        if frames[top].isBlockLevel { flushParagraph() }
        let index = top
        var frame = frames.removeLast()
        switch frame.kind {
        case .root, .transparent:
            return
        case .format(let format):
            let attributes = frame.ownAttributes ?? Attributes()
            let linkTarget = frame.linkTarget
            // The element's name, for the span a link without target becomes.
            let name = format == .link && linkTarget == nil ? tree.name(of: frame.node) : ""
            let isTarget = attributes.isLinkTarget || linkTarget?.attributes.isLinkTarget == true
            let raises = format == .link && linkTarget != nil && isRaisedNoteReference(frame.node)
            closeInline(&frame, index: index, keepsEmpty: isTarget) { content, hasNonText, target in
                guard raises else {
                    Self.appendInlines(
                        for: format, content: content, hasNonText: hasNonText, attributes: attributes,
                        elementName: name, linkTarget: linkTarget, to: &target
                    )
                    return
                }
                var raised = InlineCollector()
                Self.appendInlines(
                    for: format, content: content, hasNonText: hasNonText, attributes: attributes,
                    elementName: name, linkTarget: linkTarget, to: &raised
                )
                target.append(.superscript(raised.take()))
            }
        case .span(let attributes):
            let styled = styledFormatting(of: attributes, below: index)
            closeInline(&frame, index: index, keepsEmpty: attributes.isKeptWhenEmpty) { content, hasNonText, target in
                if styled.isPlain {
                    target.append(.span(attributes, content))
                } else {
                    for inline in styled.inlines(for: content, hasNonText: hasNonText, attributes: attributes) { target.append(inline) }
                }
            }
            // Media are a box of their own, as an image is: white space after them is a
            // word space, not collapsed into the one before.
            if frame.node != DOMTree.none {
                switch tree.nodes[Int(frame.node)].tag {
                case .video, .audio, .object, .embed, .iframe: markContent()
                default: break
                }
            }
        case .division(let attributes):
            guard !frame.blocks.isEmpty else {
                // An empty block a `#fragment` link can reach (Substack's heading anchor
                // `<div id="§…"></div>`) stays a target where it was.
                if let id = attributes.id { appendInline(.span(Attributes(id: id), [])) }
                return
            }
            appendBlock(.div(attributes, frame.blocks))
        case .blockQuote:
            guard !frame.blocks.isEmpty else { return }
            appendBlock(.blockQuote(frame.blocks, attributes: frame.ownAttributes ?? Attributes()))
        case .list(let style, let hasExplicitStart):
            closeList(frame, style: style, hasExplicitStart: hasExplicitStart)
        case .listItem:
            closeListItem(frame)
        case .table:
            closeTable(&frame)
        case .tableSection:
            frames[frame.tableIndex].extras().table?.endGroup()
        case .tableRow(let section):
            frames[frame.tableIndex].extras().table?.appendRow(
                frame.cells, section: section, attributes: frame.ownAttributes ?? Attributes()
            )
        case .tableCell(let isHeader, let columnSpan, let rowSpan, let alignment):
            let cell = TableCell(
                blocks: frame.blocks, columnSpan: columnSpan, rowSpan: rowSpan, attributes: frame.ownAttributes ?? Attributes()
            )
            frames[top].extras().cells.append(TableDraft.Cell(cell: cell, isHeader: isHeader, alignment: alignment))
        case .tableCaption:
            closeCaption(frame)
        }
    }

    /// Hands a closed inline frame's content to its parent. A collapsible space or hard
    /// break that ended it moves just after it, so the parent can still drop it at a line end.
    /// An element left empty makes nothing, unless it is a link target (`keepsEmpty`).
    /// `make` appends what the element makes of its content to the parent's collector.
    private mutating func closeInline(
        _ frame: inout LoweringFrame,
        index: Int,
        keepsEmpty: Bool = false,
        make: (_ content: [Inline], _ hasNonText: Bool, _ target: inout InlineCollector) -> Void
    ) {
        let movesSpace = trailingSpaceFrame == index && frame.inlines.removeTrailingSpace()
        let movesBreak = trailingBreakFrame == index && frame.inlines.removeTrailingHardBreak()
        let hasNonText = frame.inlines.hasNonText
        let content = frame.inlines.take()
        let parent = frames[top].inlineTarget
        if !content.isEmpty || keepsEmpty {
            make(content, hasNonText, &frames[parent].inlines)
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

    /// Appends to `target` the inlines a closed format element makes of its content, carrying
    /// the element's attributes: one, except for formatting split around a child that
    /// cancels it (see ``CSSFormatting``) and code holding more than text (see
    /// ``CodeSpanDistribution``).
    private static func appendInlines(
        for format: InlineFormat, content: [Inline], hasNonText: Bool, attributes: Attributes,
        elementName: String, linkTarget: LinkTarget?, to target: inout InlineCollector
    ) {
        switch format {
        case .formatting(let formatting):
            guard CSSFormatting.isSplit(formatting, content, attributes: attributes) else {
                target.append(.formatted(formatting, content, attributes: attributes))
                return
            }
            for inline in CSSFormatting.formatted(formatting, content, attributes: attributes) { target.append(inline) }
        case .link:
            guard let linkTarget else {
                target.append(.span(Attributes(elementName: elementName), content))
                return
            }
            target.append(.link(linkTarget, content))
        case .code:
            // Only text (highlighting spans included): a code span of the text. Anything
            // else (a link, a line break) keeps its structure, the code formatting moved onto
            // the text inside.
            guard !hasNonText else {
                for inline in CodeSpanDistribution.distribute(content, attributes: attributes) { target.append(inline) }
                return
            }
            target.append(.code(Inline.plainText(of: content), attributes: attributes))
        }
    }
}
