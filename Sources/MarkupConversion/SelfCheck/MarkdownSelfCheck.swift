import Backends
import HTMLFrontend
import MarkdownFrontend
import MarkupAST

/// A Markdown renderer that checks what it wrote (markdown-backend.md §1): the Markdown is
/// read back with cmark-gfm (the target flavor's extensions; raw HTML resolved the way
/// `mconv` resolves it) and compared with the document under ``MarkdownMeaning``'s
/// normalization. Where they differ, the top-level blocks concerned are written again as
/// raw HTML (``Backends/MarkdownOutput/htmlFallback(for:)``), which reads back as written,
/// `div`s (page wrappers, sections) looked through so only the blocks concerned change, and
/// counted in a `markdown-self-check-reemitted` note; if the output still differs after
/// three rounds a `markdown-self-check-differs` warning says so. A re-emitted block has its
/// raw HTML resolved within itself, so an unclosed tag in it no longer reaches the blocks
/// after it: from then on the comparison expects the block so. Blocks the writer itself
/// writes as HTML (tables in CommonMark) have their raw HTML resolved the same way.
///
/// The blocks concerned are found by aligning the two block lists: the blocks between the
/// longest matching start and the longest matching end, so a block that only breaks in
/// context (a paragraph a following line turns into a heading) is found too.
///
/// The front matter block the writer begins with (``Backends/MarkdownFrontMatter/written(for:options:)``)
/// is not part of the body and is skipped. In
/// CommonMark, which has no footnotes, the document is compared with its footnotes in the
/// form the writer gives them (``Backends/MarkdownFootnoteFallback``).
/// Turned on by ``ConversionOptions/markdownSelfCheck``.
struct MarkdownSelfCheck: DocumentRenderer {
    let renderer: MarkdownRenderer
    let parser: MarkdownParser
    let resolver: RawHTMLResolver

    /// A checking renderer for `renderer`, reading back with `extensions`.
    init(renderer: MarkdownRenderer, extensions: Set<MarkdownExtension>, htmlOptions: HTMLParseOptions) {
        self.renderer = renderer
        var options = MarkdownParseOptions()
        options.extensions = extensions
        options.recordsRawNodeSpans = true
        parser = MarkdownParser(options: options)
        resolver = RawHTMLResolver(options: htmlOptions)
    }

    /// Safe on a thread with a small stack, as the renderers are (``MarkupAST/DeepTreeStack``).
    func renderUTF8(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var found: [Diagnostic] = []
        let output = DeepTreeStack.run(over: document.blocks) { checked(document, diagnostics: &found) }
        diagnostics += found
        return output
    }

    private func checked(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var output = render(document, diagnostics: &diagnostics)
        let whole = expectedMeaning(of: document)
        let frontMatter = MarkdownFrontMatter.written(for: document, options: renderer.options).map { Array($0.block.utf8) }
        var written = meaning(of: output, frontMatter: frontMatter)
        guard !written.means(theSameAs: whole) else { return output }

        // Blocks are re-emitted one by one, not as the page-sized `div` around them.
        var blocks = Self.flattened(LayoutTableUnwrapping.unwrapped(document.blocks))
        var flat = document
        flat.blocks = blocks
        var expected = expectedMeaning(of: flat)
        var expectedBlocks = blocks
        var reemitted = Set<Int>()
        for _ in 0..<3 where !written.means(theSameAs: expected) {
            let linesDiffer = !written.hasSameLines(as: expected)
            var suspects = linesDiffer
                ? Self.differingOwners(expected: expected, written: written, blockCount: blocks.count).subtracting(reemitted)
                : differingFootnoteDefinitions(blocks, written: written.footnotes).subtracting(reemitted)
            // The blamed blocks are re-emitted already and the output still differs: the
            // cause is elsewhere (raw HTML reaching across blocks, whose lines the whole
            // document's resolution gives to another block), so every other block goes too,
            // each resolved within itself. (Footnote definitions re-emitted already and still
            // differing leave nothing else to try.)
            if suspects.isEmpty && linesDiffer { suspects = Set(blocks.indices).subtracting(reemitted) }
            guard !suspects.isEmpty else { break }
            for index in suspects {
                let prepared = resolved(embedsAsWritten(flat.blocks[index]))
                blocks[index] = Self.htmlFallback(for: prepared)
                // Resolved within itself, a block's raw HTML no longer reaches the blocks
                // around it: what the document now says.
                expectedBlocks[index] = prepared
            }
            reemitted.formUnion(suspects)
            var retry = document
            retry.blocks = blocks
            var ignored: [Diagnostic] = []
            output = render(retry, diagnostics: &ignored)
            written = meaning(of: output, frontMatter: frontMatter)
            var confined = flat
            confined.blocks = expectedBlocks
            expected = expectedMeaning(of: confined, reemitted: reemitted)
        }
        if !reemitted.isEmpty {
            diagnostics.append(Diagnostic(
                code: "markdown-self-check-reemitted", severity: .note,
                message: "\(reemitted.count) block\(reemitted.count == 1 ? "" : "s") did not read back as written and \(reemitted.count == 1 ? "was" : "were") written as HTML"
            ))
        }
        if !written.means(theSameAs: expected) {
            diagnostics.append(Diagnostic(
                code: "markdown-self-check-differs",
                message: "the Markdown still reads back differently from the document (first difference: \(Self.firstDifference(expected, written)))"
            ))
        }
        return output
    }

    /// `document` as Markdown, each block written as an HTML fallback with its raw HTML
    /// resolved (``resolved(_:)``): a cell's raw HTML, which the comparison resolves within
    /// the cell, must not reach past the cell once the table is HTML.
    private func render(_ document: Document, diagnostics: inout [Diagnostic]) -> [UInt8] {
        MarkdownOutput.render(document, options: renderer.options, preparingFallback: resolved, diagnostics: &diagnostics)
    }

    /// What a block that did not read back as written is re-emitted as: HTML, except for a
    /// footnote definition, which has no HTML form that reads back as one. It stays a
    /// definition, each of its blocks re-emitted as HTML inside it (a reader takes an HTML
    /// block as a definition's content like any other block).
    static func htmlFallback(for block: Block) -> Block {
        guard case .footnoteDefinition(let label, let children) = block else {
            return .raw(.html, MarkdownOutput.htmlFallback(for: block))
        }
        return .footnoteDefinition(label: label, children.map { .raw(.html, MarkdownOutput.htmlFallback(for: $0)) })
    }

    /// The footnote definitions among `blocks` whose meaning is not among the `written`
    /// ones (compared apart from the lines, see ``MarkdownMeaning``); every definition when
    /// none can be told apart.
    private func differingFootnoteDefinitions(_ blocks: [Block], written: [[UInt8]]) -> Set<Int> {
        let readBack = Set(written)
        var all = Set<Int>()
        var differing = Set<Int>()
        for (index, block) in blocks.enumerated() {
            guard case .footnoteDefinition = block else { continue }
            all.insert(index)
            let own = expectedMeaning(of: Document(blocks: [block])).footnotes
            if !own.allSatisfy(readBack.contains) { differing.insert(index) }
        }
        return differing.isEmpty ? all : differing
    }

    /// `block` with its raw HTML resolved, as the comparison resolves it, so that the HTML
    /// it is re-emitted as says what the document was understood to say. Written as it
    /// stands, raw HTML would be parsed with the block's own tags around it: a `<div>` in
    /// `~a <div> b~` would split the paragraph the comparison kept whole, a `<b>` left
    /// open in `*<b>*` would run on into the blocks after it.
    private func resolved(_ block: Block) -> Block {
        let document = Document(blocks: [block])
        guard RawHTMLResolver.containsRawHTML(document) else { return block }
        let blocks = resolver.resolve(document).document.blocks
        return blocks.count == 1 ? blocks[0] : .div(Attributes(), blocks)
    }

    /// `block` as it is re-emitted in HTML: its embeds as the links the Markdown would have
    /// held (the HTML writer's policy drops frames and media), unless they are kept as HTML.
    private func embedsAsWritten(_ block: Block) -> Block {
        renderer.options.keepHTML.keepsEmbeds ? block : EmbedsAsWritten.block(block)
    }

    /// `blocks` with every `div` replaced by its blocks; a `div` that is a link target (an
    /// `id`) keeps its attributes around its first block, so the writer still anchors it. A
    /// definition list stays whole: its terms and definitions mean something only together,
    /// and one that must be re-emitted is written as one `<dl>`.
    static func flattened(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { block -> [Block] in
            guard case .div(let attributes, let children) = block, !MarkdownDefinitionList.isDefinitionList(block) else { return [block] }
            var inner = flattened(children)
            let isTarget = attributes.id != nil || attributes["name"] != nil
            if isTarget && inner.isEmpty { return [block] }
            if isTarget { inner[0] = .div(attributes, [inner[0]]) }
            return inner
        }
    }

    /// The meaning of `document`, with raw HTML resolved as it will be when read back, each
    /// line owned by the top-level block it comes from.
    ///
    /// Raw HTML is resolved block by block, to know which block each line comes from, and
    /// compared with the whole document resolved at once, as a reader resolves it: raw HTML
    /// can reach across blocks (an attribute value left open swallows what follows, an
    /// element opened in one block wraps the next). Where the two differ the whole
    /// document's lines count, each owned by the block at the same line or the last one.
    ///
    /// - Parameter reemitted: the indices of blocks re-emitted as HTML, which read back as
    ///   they are; the others were written as Markdown, their definition lists in the
    ///   writer's form (``DefinitionListsAsWritten``).
    private func expectedMeaning(of document: Document, reemitted: Set<Int> = []) -> MeaningLines {
        let math = renderer.options.math
        var document = document
        let traits = SelfCheckTraits(document.blocks)
        // Whether the document's blocks changed, and with them what the traits say.
        var changed = false
        if traits.holdsMedia && !renderer.options.keepHTML.keepsEmbeds {
            document.blocks = EmbedsAsWritten.blocks(document.blocks)
            changed = true
        }
        if traits.holdsDefinitionList {
            document.blocks = DefinitionListsAsWritten.blocks(document.blocks, skipping: reemitted)
            changed = true
        }
        if renderer.options.flavor == .commonMark {
            document.blocks = MarkdownFootnoteFallback.blocks(document.blocks)
            changed = true
        }
        let holdsRawHTML = changed ? RawHTMLResolver.containsRawHTML(document) : traits.holdsRawHTML
        guard holdsRawHTML else { return MarkdownMeaning.lines(of: document.blocks, math: math) }
        let resolvedOneByOne = document.blocks.map { resolver.resolve(Document(blocks: [$0])).document.blocks }
        let result = MarkdownMeaning.lines(ofGroups: resolvedOneByOne, math: math)
        var whole = MarkdownMeaning.lines(of: resolver.resolve(document).document.blocks, math: math)
        guard !whole.means(theSameAs: result) else { return result }
        let lastOwner = max(document.blocks.count - 1, 0)
        whole.owners = (0..<whole.count).map { $0 < result.owners.count ? result.owners[$0] : lastOwner }
        return whole
    }

    /// The meaning of the Markdown `output`, read back.
    ///
    /// - Parameter frontMatter: the front matter block the writer began with, skipped (it is
    ///   written so that it reads back as front matter, ``MarkupAST/FrontMatter/writable``).
    private func meaning(of output: [UInt8], frontMatter: [UInt8]?) -> MeaningLines {
        let body = frontMatter.map { output.starts(with: $0) ? output[$0.count...] : output[...] } ?? output[...]
        var parsed = parser.parse(validatedUTF8: Array(body))
        // The parser lists the blocks that may hold raw HTML: none spares the walk.
        if parsed.blocksHoldingRawMarkup?.isEmpty != true, Self.needsResolution(parsed.document) { parsed = resolver.resolve(parsed) }
        return MarkdownMeaning.lines(of: parsed.document.blocks, math: renderer.options.math)
    }

    /// Whether read-back Markdown holds raw HTML other than the writer's `<a id="…"></a>`
    /// anchors (which mean nothing to the comparison, see ``InlineTokens``): resolving it is
    /// most of the check's cost on pages where every section has an id.
    private static func needsResolution(_ document: Document) -> Bool {
        guard RawHTMLResolver.containsRawHTML(document) else { return false }
        return document.blocks.containsBlock { block in
            if case .raw = block { return true }
            return block.childInlines.containsInline { inline in
                if case .raw(_, let html) = inline { return !InlineTokens.isAnchorTag(html) }
                return false
            }
        }
    }

    /// The top-level blocks whose lines lie between the longest common start and the longest
    /// common end of the two line lists; for lines only `written` has, the blocks that own
    /// the expected lines around them and every block between, up to the last of the
    /// `blockCount` blocks after the last line (blocks that show nothing leave no line to
    /// blame: an unclosed `<dd` or `<tr` swallowing the table after it).
    private static func differingOwners(expected: MeaningLines, written: MeaningLines, blockCount: Int) -> Set<Int> {
        var prefix = 0
        while prefix < min(expected.count, written.count), expected.line(prefix) == written.line(prefix) { prefix += 1 }
        var suffix = 0
        while suffix < min(expected.count, written.count) - prefix,
              expected.line(expected.count - 1 - suffix) == written.line(written.count - 1 - suffix) {
            suffix += 1
        }
        let range = prefix..<(expected.count - suffix)
        if !range.isEmpty { return Set(range.map { expected.owners[$0] }) }
        // Only the output has lines here: blame the blocks on either side and every block
        // between them, which showed nothing (a tag left open in one swallowed the next).
        let first = prefix > 0 && prefix - 1 < expected.owners.count ? expected.owners[prefix - 1] : 0
        let last = prefix < expected.owners.count ? expected.owners[prefix] : blockCount - 1
        return first <= last ? Set(first...last) : []
    }

    private static func firstDifference(_ expected: MeaningLines, _ written: MeaningLines) -> String {
        let index = (0..<min(expected.count, written.count)).first { expected.line($0) != written.line($0) } ?? min(expected.count, written.count)
        let wanted = index < expected.count ? String(decoding: expected.line(index), as: UTF8.self) : "(nothing)"
        return "block \(index + 1): '\(wanted.prefix(80))'"
    }
}
