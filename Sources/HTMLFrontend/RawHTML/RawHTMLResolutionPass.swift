import MarkupAST

/// The work of one ``RawHTMLResolver/resolve(_:)`` call: bottom-up over the tree, one HTML
/// parse per sequence that holds raw HTML. Recursion follows the AST, whose depth the
/// frontends cap.
///
/// Raw nodes are met in document order, so the n-th one is the n-th of the frontend's
/// ``MarkupAST/ParseResult/rawNodeSpans``: the diagnostics of each HTML parse are moved to
/// the input position of the raw markup they are about.
struct RawHTMLResolutionPass {
    /// A node a placeholder stands for.
    enum Slot {
        case block(Block)
        case inline(Inline)
    }

    /// One HTML string being assembled from raw markup and placeholders: where each raw
    /// piece and each placeholder starts in it, to map the parse back to the input.
    struct Assembly {
        var html = ""
        var slots: [Slot] = []
        /// Each placeholder's byte offset in ``html``, by slot number.
        var slotOffsets: [Int] = []
        /// Each raw piece: its byte offset in ``html``, its length, and its input span.
        var pieces: [(offset: Int, length: Int, span: SourceSpan?)] = []

        mutating func appendRaw(_ text: String, span: SourceSpan?) {
            pieces.append((html.utf8.count, text.utf8.count, span))
            html += text
        }

        mutating func appendMarker(for slot: Slot) {
            slotOffsets.append(html.utf8.count)
            html.unicodeScalars.append(RawHTMLResolutionPass.slotStart)
            html += String(slots.count)
            html.unicodeScalars.append(RawHTMLResolutionPass.slotEnd)
            slots.append(slot)
        }

        /// The raw piece that starts at or before `offset` in ``html``, if any.
        func piece(before offset: Int) -> (offset: Int, length: Int, span: SourceSpan?)? {
            pieces.last { $0.offset <= offset }
        }
    }

    let parser: HTMLParser
    var diagnostics: [Diagnostic] = []
    /// How many AST containers enclose the sequence being resolved (0 at the top level); see
    /// `RawHTMLResolutionPass+Depth.swift`.
    var depth = 0
    /// Parsers for sequences below the top level, by ``depth``.
    var parsersByDepth: [Int: HTMLParser] = [:]
    /// Whether a `nesting-depth-capped` warning was reported (one per document).
    var reportedDepthCap = false
    /// The input spans of the raw nodes, in document order (may be empty).
    let rawNodeSpans: [SourceSpan]
    /// How many raw nodes were met so far.
    private var rawNodesMet = 0

    init(parser: HTMLParser, rawNodeSpans: [SourceSpan] = []) {
        self.parser = parser
        self.rawNodeSpans = rawNodeSpans
    }

    /// U+FDD0 and U+FDD1 (Swift has no literal for noncharacters; the fallbacks never apply).
    static let slotStart = Unicode.Scalar(UInt32(0xFDD0)) ?? "\u{E000}"
    static let slotEnd = Unicode.Scalar(UInt32(0xFDD1)) ?? "\u{E001}"

    /// The input span of the next raw node in document order.
    private mutating func nextRawSpan() -> SourceSpan? {
        defer { rawNodesMet += 1 }
        return rawNodesMet < rawNodeSpans.count ? rawNodeSpans[rawNodesMet] : nil
    }

    // MARK: - Blocks

    /// `blocks` with their raw HTML resolved. With `candidates` (ascending indices into
    /// `blocks`, see ``MarkupAST/ParseResult/blocksHoldingRawMarkup``) only those blocks
    /// are looked into; the others are known to hold no raw HTML.
    mutating func resolveBlocks(_ blocks: [Block], candidates: [Int]? = nil) -> [Block] {
        var children: [Block] = []
        children.reserveCapacity(blocks.count)
        var rawSpans: [Int: SourceSpan?] = [:]
        var nextCandidate = 0
        for (index, block) in blocks.enumerated() {
            var mayHoldRaw = true
            if let candidates {
                while nextCandidate < candidates.count && candidates[nextCandidate] < index { nextCandidate += 1 }
                mayHoldRaw = nextCandidate < candidates.count && candidates[nextCandidate] == index
            }
            if case .raw(.html, let text) = block {
                let span = nextRawSpan()
                // A comment shows nothing and opens nothing: dropped without parsing.
                if Self.isOnlyComments(text) { continue }
                rawSpans[children.count] = span
                children.append(block)
            } else if mayHoldRaw && Self.holdsRawHTML(block) {
                children.append(contentsOf: resolveChildren(of: block))
            } else {
                children.append(block)  // nothing to resolve: kept, not rebuilt
            }
        }
        let rawIndices = rawSpans.keys.sorted()
        guard let firstRaw = rawIndices.first else { return children }
        // Blocks before the first raw HTML cannot be wrapped by it: kept out of the parse.
        var resolved = Array(children[..<firstRaw])
        resolved.reserveCapacity(children.count)
        var nextRaw = 0  // the position in rawIndices of the raw block that starts a region
        while nextRaw < rawIndices.count {
            let region = parseRegion(of: children, rawIndices: rawIndices[nextRaw...], rawSpans: rawSpans)
            resolved.append(contentsOf: region.blocks)
            nextRaw += region.rawCount
            // Blocks between regions are in no parse: nothing left open can wrap them.
            let following = nextRaw < rawIndices.count ? rawIndices[nextRaw] : children.count
            resolved.append(contentsOf: children[region.end..<following])
        }
        return resolved
    }

    /// The blocks of one region: the raw HTML block at `rawIndices.first` and what follows it,
    /// up to and including the first raw block after which the HTML parse is back where it
    /// started (nothing open: ``HTMLParser/parseSelfContainedFragment(_:)``). Such a region
    /// parses to the same nodes alone as within the whole sequence, so a document whose raw
    /// HTML is closed where it stands (`<a id="x"></a>`, a whole table) costs one small parse
    /// per raw block instead of one parse of everything after the first. Regions are tried
    /// through 1, 2, 4, … raw blocks (linear in all); one that never closes runs to the end.
    private mutating func parseRegion(
        of children: [Block], rawIndices: ArraySlice<Int>, rawSpans: [Int: SourceSpan?]
    ) -> (blocks: [Block], rawCount: Int, end: Int) {
        let start = rawIndices[rawIndices.startIndex]
        var rawCount = 1
        while rawCount < rawIndices.count {
            let end = rawIndices[rawIndices.startIndex + rawCount - 1] + 1
            let assembly = Self.assemble(children[start..<end], rawSpans: rawSpans)
            if let blocks = parseIfSelfContained(assembly) {
                return (substitute(blocks, assembly: assembly), rawCount, end)
            }
            rawCount *= 2
        }
        // The last try takes every remaining raw block and what follows the last one.
        let assembly = Self.assemble(children[start...], rawSpans: rawSpans)
        return (substitute(parse(assembly), assembly: assembly), rawIndices.count, children.count)
    }

    /// One HTML string for `blocks`: raw HTML as it is, every other block as a placeholder on
    /// lines of its own.
    private static func assemble(_ blocks: ArraySlice<Block>, rawSpans: [Int: SourceSpan?]) -> Assembly {
        var assembly = Assembly()
        for (index, block) in zip(blocks.indices, blocks) {
            if case .raw(.html, let text) = block {
                assembly.appendRaw(text, span: rawSpans[index] ?? nil)
                if !text.endsWithLineFeed { assembly.html += "\n" }
            } else {
                assembly.html += "\n"
                assembly.appendMarker(for: .block(block))
                assembly.html += "\n\n"
            }
        }
        return assembly
    }

    /// Whether `html` is nothing but complete comments (`<!-- … -->`) and white space.
    static func isOnlyComments(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { bytes in
            var index = 0
            func skipWhiteSpace() {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                    index += 1
                }
            }
            skipWhiteSpace()
            guard index < bytes.count else { return false }
            while index < bytes.count {
                guard Self.matches("<!--", in: bytes, at: index) else { return false }
                let body = index + 4
                // `<!-->` and `<!--->` are (empty) comments too; otherwise the first `-->` ends it.
                guard !Self.matches(">", in: bytes, at: body), !Self.matches("->", in: bytes, at: body),
                      let end = Self.firstIndex(of: "-->", in: bytes, from: body, before: bytes.count) else { return false }
                // `--!>` also ends a comment: a comment holding one before its `-->` is not
                // the comment this scan saw.
                if Self.firstIndex(of: "--!>", in: bytes, from: body, before: end + 3) != nil { return false }
                index = end + 3
                skipWhiteSpace()
            }
            return true
        }
    }

    private static func matches(_ token: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = token.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = token.utf8Start
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// The first position in `start..<end` where the whole of `token` lies (it may not pass
    /// `end`), scanning for its first byte: linear, as tokens are a few bytes.
    private static func firstIndex(of token: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        let first = token.utf8Start[0]
        let last = end - token.utf8CodeUnitCount
        var index = start
        while index <= last {
            if bytes[index] == first, matches(token, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// A block with raw HTML resolved inside it; a paragraph may become several blocks.
    private mutating func resolveChildren(of block: Block) -> [Block] {
        if case .paragraph(let inlines, let attributes) = block {
            let (resolved, rawSpans) = resolveInlineChildren(inlines)
            guard !rawSpans.isEmpty else { return [.paragraph(resolved, attributes: attributes)] }
            let assembly = serialize(resolved, rawSpans: rawSpans)
            return substitute(parse(assembly), assembly: assembly)
        }
        if case .list(let style, let items, let attributes) = block {
            var resolved: [ListItem] = []
            resolved.reserveCapacity(items.count)
            for item in items { resolved.append(resolveItem(item)) }
            return [.list(style, resolved, attributes: attributes)]
        }
        let (blockLevels, inlineLevels) = Self.childLevels(of: block)
        return [block.mapChildren(
            blocks: { children in nested(by: blockLevels) { $0.resolveBlocks(children) } },
            inlines: { children in nested(by: inlineLevels) { $0.resolveInlines(children) } }
        )]
    }

    /// A list item with raw HTML resolved inside it. A check box that starts the item
    /// (`- <input type="checkbox" checked> Done`, what a CommonMark writer without the task
    /// list extension writes for a task) makes it a task item, as the HTML reader reads
    /// `<li><input type="checkbox">`.
    private mutating func resolveItem(_ item: ListItem) -> ListItem {
        var item = item
        if item.task == nil, case .paragraph(var inlines, let attributes)? = item.blocks.first,
           case .raw(.html, let html)? = inlines.first, let task = Self.taskCheckbox(html) {
            _ = nextRawSpan()
            inlines.removeFirst()
            if case .text(let text)? = inlines.first {
                let rest = text.drop { $0 == " " || $0 == "\t" }
                if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(String(rest)) }
            }
            item.task = task
            if inlines.isEmpty { item.blocks.removeFirst() } else { item.blocks[0] = .paragraph(inlines, attributes: attributes) }
        }
        item.blocks = nested(by: 2) { $0.resolveBlocks(item.blocks) }
        return item
    }

    /// The task state of `html` when it is one `<input type="checkbox">` tag.
    static func taskCheckbox(_ html: String) -> ListItem.Task? {
        guard html.utf8.count < 512, html.utf8.prefix(6).map({ $0 | 0x20 }).elementsEqual("<input".utf8) else { return nil }
        let tree = HTMLDOMParser(options: HTMLParseOptions(mode: .fragment)).parse(html).tree
        let elements = tree.nodes.filter { $0.kind == .element && $0.name != "html" }
        guard elements.count == 1, let input = elements.first, input.name == "input",
              input.attributes.contains(where: { $0.name == "type" && ASCIIFolding.lowercased($0.value) == "checkbox" }) else { return nil }
        return input.attributes.contains { $0.name == "checked" } ? .checked : .unchecked
    }

    // MARK: - Inlines

    /// Inlines where the result must stay inline (headings, captions, formatting): blocks
    /// the HTML produced contribute their inline content, separated by line breaks.
    mutating func resolveInlines(_ inlines: [Inline]) -> [Inline] {
        let (resolved, rawSpans) = resolveInlineChildren(inlines)
        guard !rawSpans.isEmpty else { return resolved }
        let assembly = serialize(resolved, rawSpans: rawSpans)
        var builder = InlineBuilder()
        for block in substitute(parse(assembly), assembly: assembly) {
            if !builder.isEmpty { builder.append(.hardBreak) }
            builder.append(contentsOf: Self.inlineContent(of: block))
        }
        return builder.build()
    }

    /// Resolves raw HTML inside each container of `inlines` (not in `inlines` itself), in
    /// document order, and returns the input spans of the raw nodes left at the top level,
    /// by position.
    private mutating func resolveInlineChildren(_ inlines: [Inline]) -> (inlines: [Inline], rawSpans: [Int: SourceSpan?]) {
        var rawSpans: [Int: SourceSpan?] = [:]
        guard inlines.containsInline(where: Self.isRawHTMLInline) else { return (inlines, rawSpans) }
        var resolved: [Inline] = []
        resolved.reserveCapacity(inlines.count)
        for inline in inlines {
            if case .raw(.html, _) = inline { rawSpans[resolved.count] = nextRawSpan() }
            let holdsRaw = inline.isContainer && inline.children.containsInline(where: Self.isRawHTMLInline)
            resolved.append(holdsRaw ? inline.mapChildren { children in nested(by: 1) { $0.resolveInlines(children) } } : inline)
        }
        return (resolved, rawSpans)
    }

    private func serialize(_ inlines: [Inline], rawSpans: [Int: SourceSpan?]) -> Assembly {
        var assembly = Assembly()
        for (index, inline) in inlines.enumerated() {
            if case .raw(.html, let text) = inline {
                assembly.appendRaw(text, span: rawSpans[index] ?? nil)
            } else {
                assembly.appendMarker(for: .inline(inline))
            }
        }
        return assembly
    }

    // MARK: - Parsing and substitution

    /// The blocks `assembly` parses to; the parser's diagnostics are moved to the input
    /// position of the raw markup they point into (no position when there is none).
    private mutating func parse(_ assembly: Assembly) -> [Block] {
        blocks(of: parserHere().parse(assembly.html), assembly: assembly)
    }

    /// ``parse(_:)`` when `assembly` is self-contained HTML, `nil` otherwise (no
    /// diagnostics are kept then).
    private mutating func parseIfSelfContained(_ assembly: Assembly) -> [Block]? {
        parserHere().parseSelfContainedFragment(assembly.html).map { blocks(of: $0, assembly: assembly) }
    }

    /// The blocks of `result`, a parse of `assembly`, with its diagnostics moved to the input.
    private mutating func blocks(of result: ParseResult, assembly: Assembly) -> [Block] {
        for diagnostic in result.diagnostics {
            // The depth cap is reported once per document, whichever parse met it first.
            if diagnostic.code == NestingLimit.diagnosticCode {
                if reportedDepthCap { continue }
                reportedDepthCap = true
            }
            var diagnostic = diagnostic
            diagnostic.span = diagnostic.span.flatMap { span in
                guard let piece = assembly.piece(before: Int(span.start)), let start = piece.span?.start else { return nil }
                let offset = UInt32(clamping: min(Int(span.start) - piece.offset, max(0, piece.length - 1)))
                return SourceSpan(start: start + offset, end: start + offset + 1)
            }
            diagnostics.append(diagnostic)
        }
        return result.document.blocks
    }

    private mutating func substitute(_ blocks: [Block], assembly: Assembly) -> [Block] {
        var substitution = SlotSubstitution(slots: assembly.slots)
        let result = substitution.blocks(blocks)
        let lost = substitution.used.indices.filter { !substitution.used[$0] }
        if let first = lost.first {
            let piece = assembly.piece(before: assembly.slotOffsets[first])
            let element = piece.map { Self.openingTag(in: assembly.html, at: $0.offset) } ?? "raw HTML"
            diagnostics.append(Diagnostic(
                code: "raw-html-dropped-content",
                message: "\(element) in the Markdown drops its content, as a browser does: \(lost.count) piece(s) of text inside it were dropped",
                span: piece?.span
            ))
        }
        let placed = cappedAgain(result, assembly: assembly)
        // A formula span (`<span class="math inline">\(x\)</span>`) gets its text back only
        // here; only HTML that names `math` can make one, so other parses skip the walk.
        return Self.mentionsMath(assembly.html) ? DelimitedMathSpans.recognized(in: placed) : placed
    }

    /// Whether `html` holds the bytes `math` anywhere (a class name of a formula span).
    private static func mentionsMath(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { firstIndex(of: "math", in: $0, from: 0, before: $0.count) != nil }
    }

    /// The tag that starts at byte `offset` of `html` (`<script>`), cut at 40 bytes.
    private static func openingTag(in html: String, at offset: Int) -> String {
        let bytes = html.utf8.dropFirst(offset)
        guard let end = bytes.firstIndex(of: UInt8(ascii: ">")) else { return "raw HTML" }
        let tag = bytes[..<bytes.index(after: end)]
        return tag.count <= 40 ? String(decoding: tag, as: UTF8.self) : String(decoding: tag.prefix(39), as: UTF8.self) + "…"
    }

    // MARK: - Queries

    static func containsRaw(_ blocks: [Block]) -> Bool {
        blocks.contains(where: holdsRawHTML)
    }

    /// Whether `block` is raw HTML or holds some, in a block or an inline below it.
    private static func holdsRawHTML(_ block: Block) -> Bool {
        block.containsBlock { block in
            RawHTMLResolver.isRawHTML(block) || block.childInlines.containsInline(where: isRawHTMLInline)
        }
    }

    private static func isRawHTMLInline(_ inline: Inline) -> Bool {
        RawHTMLResolver.isRawHTML(inline)
    }

    /// The inline content of a block, for places that cannot hold blocks.
    static func inlineContent(of block: Block) -> [Inline] {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): return inlines
        case .codeBlock(_, let text, _): return [.code(text)]
        case .raw(let format, let text): return [.raw(format, text)]
        case .thematicBreak: return []
        case .blockQuote, .div, .footnoteDefinition, .list, .table: return joined(block.childBlocks)
        }
    }

    private static func joined(_ blocks: [Block]) -> [Inline] {
        var builder = InlineBuilder()
        for block in blocks {
            let content = inlineContent(of: block)
            if content.isEmpty { continue }
            if !builder.isEmpty { builder.append(.hardBreak) }
            builder.append(contentsOf: content)
        }
        return builder.build()
    }
}
