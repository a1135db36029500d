import MarkupAST
import MarkupJSON

/// Flattens a `Document` into a ``RunsDocument``: walks the blocks keeping a stack of open
/// blocks, resolves each element's style through the ``StyleResolver``, and appends text to
/// the open run while nothing that tells runs apart changes (maximal runs by construction).
///
/// Recursion follows the tree, whose depth the frontends cap (``NestingLimit``).
struct RunsBuilder {
    /// What tells two neighbouring runs apart.
    struct RunKey: Equatable {
        var style: Int
        var block: Int
        var link: Int?
        var attachment: Int?
        var role: RunRole
        /// Index into ``footnoteLabels`` (every reference its own run), or -1.
        var footnote: Int32
        var rawFormat: RawFormat?
    }

    /// A list marker waiting for the item's first leaf block.
    struct PendingMarker {
        var text: String
        /// The indent the marker hangs into (the list's own indent).
        var hang: Double
        var style: StyleFrame
    }

    let resolver: StyleResolver
    let footnotes: FootnoteIndex
    /// Labels of the footnote references emitted so far (run keys hold their index, which
    /// keeps keys free of strings and so cheap to compare).
    var footnoteLabels: [String] = []
    var slugger = HeadingSlugger()
    var frameCache = FrameCache()

    var styles = InternTable<CompactTextStyle>(capacity: 8)
    var paragraphStyles = InternTable<ResolvedParagraphStyle>(capacity: 4)
    var links: [RunsLink] = []
    var attachments: [RunsAttachment] = []
    var blocks: [RunsBlock] = []
    var runs: [TextRun] = []

    /// End of everything appended so far, the open run included.
    var position = TextOffsets.zero
    private var openText = ""
    private var openKey: RunKey?
    private var openStart = TextOffsets.zero

    /// Open blocks, innermost last.
    var openBlocks: [Int] = []
    /// The leaf block runs go to.
    var currentLeaf: Int?
    var pendingMarker: PendingMarker?
    /// How many lists enclose the current position.
    var listLevel = 0
    /// Whether the current position is in an item of a tight list.
    var inTightListItem = false
    /// How many `<q>` spans enclose the inline content being walked.
    var quoteDepth = 0

    init(resolver: StyleResolver, document: Document) {
        self.resolver = resolver
        footnotes = FootnoteIndex(document)
        let blockEstimate = max(4, document.blocks.count * 2)
        blocks.reserveCapacity(blockEstimate)
        runs.reserveCapacity(blockEstimate * 4)
        openBlocks.reserveCapacity(8)
    }

    /// Builds the runs for `document`.
    static func build(_ document: Document, resolver: StyleResolver) -> RunsDocument {
        var builder = RunsBuilder(resolver: resolver, document: document)
        builder.walk(document.blocks, frame: resolver.rootFrame)
        var result = builder.finish(metadata: document.metadata)
        // A key given twice keeps its first value, as `metadata` does (a JSON object's keys
        // are unique).
        var seen: Set<String> = []
        result.frontMatter = (document.frontMatter?.fields ?? []).filter { seen.insert($0.key).inserted }
        return result
    }

    // MARK: Tables of styles

    /// The index of `style` in the style table, adding it on first use.
    mutating func index(of style: CompactTextStyle) -> Int {
        styles.index(of: style)
    }

    mutating func index(of style: ResolvedParagraphStyle) -> Int {
        paragraphStyles.index(of: style)
    }

    // MARK: Text

    /// Appends `text` to the current leaf with the given attributes, extending the open run
    /// when they match it. Never inlined: the recursive walks call it from several places,
    /// and each inlined copy would add its locals to every level's frame.
    @inline(never)
    mutating func emit(
        _ text: String, style: Int, link: Int? = nil, attachment: Int? = nil, role: RunRole = .text,
        footnote: String? = nil, rawFormat: RawFormat? = nil
    ) {
        guard !text.isEmpty, let block = currentLeaf else { return }
        let length = TextOffsets(measuring: text)
        // Only text with a multi-byte character can hold U+FFFC: ASCII is not scanned again.
        if attachment == nil, length.codePoint != length.utf8, Self.holdsObjectReplacement(text) {
            emit(Self.withoutObjectReplacement(text), style: style, link: link, role: role, footnote: footnote, rawFormat: rawFormat)
            return
        }
        var footnoteIndex: Int32 = -1
        if let footnote {
            footnoteLabels.append(footnote)
            footnoteIndex = Int32(truncatingIfNeeded: footnoteLabels.count - 1)
        }
        let key = RunKey(style: style, block: block, link: link, attachment: attachment, role: role, footnote: footnoteIndex, rawFormat: rawFormat)
        if key != openKey {
            closeRun()
            openKey = key
            openStart = position
        }
        openText += text
        position += length
    }

    /// Whether `text` holds U+FFFC (UTF-8 `EF BF BC`), which in runs.json marks an
    /// attachment's place and nothing else.
    static func holdsObjectReplacement(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index + 2 < bytes.count {
                if bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBC { return true }
                index += 1
            }
            return false
        }
    }

    /// `text` with each U+FFFC as U+FFFD: a U+FFFC in the text of a run without an
    /// attachment would read, in an app, as the place of an attachment that is not there.
    static func withoutObjectReplacement(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar == "\u{FFFC}" ? "\u{FFFD}" : scalar) }
        return String(scalars)
    }

    /// Ends the open run, if any.
    mutating func closeRun() {
        guard let key = openKey else { return }
        runs.append(TextRun(
            text: openText, range: TextRange(start: openStart, length: position - openStart), style: key.style,
            block: key.block, link: key.link, attachment: key.attachment, role: key.role,
            footnote: key.footnote >= 0 ? footnoteLabels[Int(key.footnote)] : nil, rawFormat: key.rawFormat?.rawValue
        ))
        openText = ""
        openKey = nil
    }

    /// The style of the last run in the current leaf, for its separator (a paragraph's
    /// trailing newline takes the attributes of the text before it, as when typing).
    var lastStyleInCurrentLeaf: Int? {
        if let key = openKey, key.block == currentLeaf { return key.style }
        // Fields read in place: `runs.last` would copy the whole run, text included.
        let last = runs.count - 1
        if last >= 0, runs[last].block == currentLeaf { return runs[last].style }
        return nil
    }

    // MARK: Blocks

    /// Opens a block as a child of the innermost open block.
    @discardableResult
    mutating func openBlock(_ kind: RunsBlock.Kind, configure: (inout RunsBlock) -> Void = { _ in }) -> Int {
        var block = RunsBlock(kind: kind, parent: openBlocks.last, depth: openBlocks.count, range: TextRange(start: position, length: .zero))
        configure(&block)
        if let anchor = block.anchor { slugger.reserve(anchor) }
        blocks.append(block)
        openBlocks.append(blocks.count - 1)
        return blocks.count - 1
    }

    /// Closes the innermost open block, fixing its range.
    mutating func closeBlock() {
        guard let index = openBlocks.popLast() else { return }
        blocks[index].range.length = position - blocks[index].range.start
    }

    /// Opens a leaf block with its paragraph style, emits the pending list marker into it,
    /// runs `body`, ends it with a separator and closes it.
    mutating func leaf(
        _ kind: RunsBlock.Kind, paragraph: ResolvedParagraphStyle, frame: StyleFrame,
        separator: String = "\n", configure: (inout RunsBlock) -> Void = { _ in }, body: (inout RunsBuilder) -> Void
    ) {
        var paragraph = paragraph
        let marker = pendingMarker.take()  // moved out: no copy of its frame and text
        if let marker {
            let head = frame.indent
            paragraph.firstLineHeadIndent = StyleResolver.rounded(max(0, head - marker.hang))
            paragraph.headIndent = head
            paragraph.tabStops = [head]
        }
        let styleIndex = index(of: paragraph)
        let block = openBlock(kind) {
            $0.paragraphStyle = styleIndex
            configure(&$0)
        }
        let outerLeaf = currentLeaf
        currentLeaf = block
        if let marker {
            emit(marker.text + "\t", style: index(of: marker.style.text), role: .marker)
        }
        body(&self)
        emit(separator, style: lastStyleInCurrentLeaf ?? cachedStyleIndex(of: frame), role: .separator)
        closeRun()
        currentLeaf = outerLeaf
        closeBlock()
    }

    /// The paragraph style of a leaf of `kind` in `frame`, with the spacing `declared` asks
    /// for (spacing belongs to the leaf and is never inherited).
    func paragraphStyle(frame: StyleFrame, declared: MarkupStyle) -> ResolvedParagraphStyle {
        var spacingBefore = declared.spacingBefore
        var spacingAfter = declared.spacingAfter
        if inTightListItem, let item = resolver.sheet.rule(for: .listItem) {
            if let value = item.spacingBefore { spacingBefore = value }
            if let value = item.spacingAfter { spacingAfter = value }
        }
        let indent = frame.indent > 0 ? StyleResolver.rounded(frame.indent) : nil
        return ResolvedParagraphStyle(
            alignment: frame.alignment ?? .start, direction: frame.direction, lineHeightMultiple: frame.lineHeightMultiple,
            lineSpacing: frame.lineSpacing, spacingBefore: spacingBefore.flatMap { $0 == 0 ? nil : $0 },
            spacingAfter: spacingAfter.flatMap { $0 == 0 ? nil : $0 }, firstLineHeadIndent: indent, headIndent: indent,
            wrap: frame.wrap
        )
    }

    // MARK: Finishing

    /// Ends the document: closes the open run, drops the separator after the last block
    /// (runs.json ends without one) and returns the result.
    mutating func finish(metadata: [String: String]) -> RunsDocument {
        closeRun()
        if let last = runs.last, last.role == .separator {
            runs.removeLast()
            let end = position
            position = last.range.start
            // Blocks that ended with it end before it; an empty block after it moves back.
            for index in blocks.indices where blocks[index].range.end == end {
                if blocks[index].range.start.utf16 > position.utf16 { blocks[index].range.start = position }
                blocks[index].range.length = position - blocks[index].range.start
            }
            // The separator may have been the only user of the newest style.
            if last.style == styles.count - 1, !runs.contains(where: { $0.style == last.style }) {
                styles.removeLast()
            }
        }
        var document = RunsDocument(
            base: resolver.sheet.root, styles: styles.entries.map { $0.resolved(names: resolver.names) }, paragraphStyles: paragraphStyles.entries, links: links,
            attachments: attachments, blocks: blocks, runs: runs
        )
        document.title = metadata["title"]
        document.lang = metadata["lang"]
        document.putInFirstUseOrder()
        return document
    }
}
