import MarkupAST
import MarkupJSON

/// Writes one block's inline content as Markdown into a byte buffer.
///
/// Delimiters are chosen by looking at the characters around them: emphasis alternates
/// `*`/`_` where a run would merge with a neighbouring delimiter, leading and trailing
/// whitespace moves outside the delimiters, and where the flanking rules would fail the
/// writer falls back to raw HTML (`<em>`, `<strong>`, `<del>`). Nested content is written
/// in place and its delimiters are inserted around it afterwards, so the cost is linear in
/// the size of the tree times its depth, which frontends cap.
///
/// Each nesting level sees only its own content (from ``levelStart``): the checks that look
/// back ("the last character written", "at the start of the content") stop there and use
/// the delimiter about to open the level (``contextBefore``) instead.
struct MarkdownInlineWriter {
    /// Where the inlines are written.
    enum Mode {
        /// A paragraph or setext heading: breaks are newlines, line-start rules apply.
        case paragraph
        /// An ATX heading: one line, breaks become a space or `<br />`.
        case heading
        /// A pipe-table cell: one line, `|` escaped everywhere, hard breaks as `<br>`.
        case tableCell
    }

    /// The raw HTML element emphasis-like content falls back to: the element the node
    /// stands for, and its `title` when it has one (`<abbr title>`).
    struct FallbackTag {
        let name: String
        var title: String?

        static let em = FallbackTag(name: "em")
        static let strong = FallbackTag(name: "strong")
        static let del = FallbackTag(name: "del")
        static let u = FallbackTag(name: "u")
        static let sup = FallbackTag(name: "sup")
        static let sub = FallbackTag(name: "sub")

        var open: String {
            guard let title else { return "<" + name + ">" }
            return "<" + name + " title=\"" + MarkdownHTMLFallback.escape(title) + "\">"
        }

        var close: String { "</" + name + ">" }
    }

    /// Elements whose meaning plain Markdown text would lose, kept as inline HTML around
    /// their content (GitHub renders all of them): highlighted text, abbreviations with their
    /// expansion, keys, insertions.
    static let inlineHTMLElements: Set<String> = ["mark", "abbr", "kbd", "ins"]

    private let options: MarkdownRenderOptions
    private let mode: Mode
    private var escaper: MarkdownTextEscaper
    private let buffer: ByteBuffer
    /// Where the content of the innermost level being written starts in ``buffer``.
    private var levelStart: Int
    private var atLineStart: Bool
    /// The character before the start of the current level (an opening delimiter), `nil`
    /// for none.
    private var contextBefore: Unicode.Scalar?
    private var afterFootnoteReference = false
    /// How many `<q>` spans enclose the content being written.
    private var quoteDepth = 0
    /// Set while rendering the only child of a delimited node: its delimiter character, which
    /// a child `strong` may merge with.
    private var mergeScalar: Unicode.Scalar?
    private let emphasisMarkers: EmphasisMarkers
    private let strongMarkers: EmphasisMarkers
    private let strikethroughMarkers: EmphasisMarkers
    /// Shared with the rest of the document: reference definitions, embed counts.
    private let state: MarkdownWriterState?

    /// Renders `inlines` in `mode`, appending them to `buffer`. Returns whether some text
    /// held a `|`: when none did, `escapePipes` made no difference.
    @discardableResult
    static func render(
        _ inlines: [Inline], into buffer: ByteBuffer, options: MarkdownRenderOptions, mode: Mode, escapePipes: Bool = false,
        state: MarkdownWriterState? = nil
    ) -> Bool {
        var writer = MarkdownInlineWriter(buffer: buffer, options: options, mode: mode, escapePipes: escapePipes, state: state)
        // Formatting a child's style takes away is split once for every level, bottom-up.
        writer.write(MarkdownOutput.splittingCancelledFormattingThroughout(inlines), after: nil)
        return writer.escaper.sawPipe
    }

    private init(buffer: ByteBuffer, options: MarkdownRenderOptions, mode: Mode, escapePipes: Bool, state: MarkdownWriterState?) {
        self.buffer = buffer
        self.state = state
        self.levelStart = buffer.count
        self.options = options
        self.mode = mode
        self.escaper = MarkdownTextEscaper(
            escapeTildes: options.flavor == .gfm,
            breakAutolinks: options.flavor == .gfm,
            linksBareURLs: options.linksBareURLs,
            escapePipes: escapePipes || mode == .tableCell,
            lineStartRules: mode == .paragraph
        )
        escaper.escapeDollars = options.math == .dollars
        self.atLineStart = mode == .paragraph
        let asterisk = Ascii.asterisk
        let underscore = Ascii.underscore
        let emphasis = options.emphasis == .asterisk ? asterisk : underscore
        let strong = options.strong == .asterisk ? asterisk : underscore
        emphasisMarkers = EmphasisMarkers(
            .init(byte: emphasis, count: 1), .init(byte: emphasis == asterisk ? underscore : asterisk, count: 1)
        )
        strongMarkers = EmphasisMarkers(
            .init(byte: strong, count: 2), .init(byte: strong == asterisk ? underscore : asterisk, count: 2)
        )
        strikethroughMarkers = options.flavor == .gfm
            ? EmphasisMarkers(.init(byte: Ascii.tilde, count: 2), .init(byte: Ascii.tilde, count: 1)) : EmphasisMarkers()
    }

    /// The last byte of the current level, if it has any.
    private var lastByte: UInt8? {
        buffer.count > levelStart ? buffer.last : nil
    }

    private mutating func write(_ inlines: [Inline], after: Unicode.Scalar?) {
        let inlines = AdjacentCodeSpans.separated(inlines, keepingMathApart: options.math != .code)
        for index in inlines.indices {
            let next = index + 1 < inlines.count ? firstScalar(of: inlines[index + 1]) ?? after : after
            write(inlines[index], after: next)
        }
    }

    /// Writes one inline. Only the containers recurse; everything else is handled in
    /// ``writeOther(_:after:wasAfterFootnoteReference:)``, so the recursive path keeps a small
    /// stack frame (256 nesting levels fit in well under 512 KB of stack).
    private mutating func write(_ inline: Inline, after: Unicode.Scalar?) {
        if let target = MarkdownAnchor.target(of: inline) {
            writeRawHTML(MarkdownAnchor.html(target))
            atLineStart = false
        }
        let wasAfterFootnoteReference = afterFootnoteReference
        afterFootnoteReference = false
        if let formatting = inline.formatting, Self.showsNothing(formatting.children) {
            // Formatting around nothing visible (only `<a id>` anchors, empty spans): its
            // anchors without delimiters, which would otherwise wrap bare HTML and, nested,
            // touch as `****` a reader shows as text.
            write(formatting.children, after: after)
            return
        }
        switch inline {
        case .emphasis(let children, _):
            writeDelimited(children, markers: emphasisMarkers, fallback: .em, after: after)
        case .strong(let children, _):
            writeDelimited(children, markers: strongMarkers, fallback: .strong, after: after)
        case .strikethrough(let children, _):
            writeDelimited(children, markers: strikethroughMarkers, fallback: .del, after: after)
        case .underline(let children, let attributes):
            writeDelimited(children, markers: EmphasisMarkers(), fallback: attributes.elementName == "ins" ? FallbackTag(name: "ins") : .u, after: after)
        case .superscript(let children, _):
            writeDelimited(children, markers: EmphasisMarkers(), fallback: .sup, after: after)
        case .subscript(let children, _):
            writeDelimited(children, markers: EmphasisMarkers(), fallback: .sub, after: after)
        case .span(let attributes, let children):
            writeSpan(attributes, children, after: after)
        default:
            writeOther(inline, after: after, wasAfterFootnoteReference: wasAfterFootnoteReference)
            return
        }
        atLineStart = false
    }

    /// Whether `inlines` show nothing: empty text, and spans and formatting around only that
    /// (an anchor is an empty span). Stops at the first visible inline.
    static func showsNothing(_ inlines: [Inline]) -> Bool {
        for inline in inlines {
            switch inline {
            case .text(let text):
                if !text.isEmpty { return false }
            case .span(_, let children), .emphasis(let children, _), .strong(let children, _), .strikethrough(let children, _),
                 .underline(let children, _), .superscript(let children, _), .subscript(let children, _):
                if !showsNothing(children) { return false }
            case .softBreak, .hardBreak, .code, .link, .image, .raw, .footnoteReference:
                return false
            }
        }
        return true
    }

    @inline(never)
    private mutating func writeOther(_ inline: Inline, after: Unicode.Scalar?, wasAfterFootnoteReference: Bool) {
        switch inline {
        case .text(let text):
            if wasAfterFootnoteReference, let first = text.utf8.first, first == Ascii.openParenthesis || first == Ascii.colon {
                buffer.append(Ascii.backslash)
            }
            let previous = lastByte ?? contextBefore.flatMap { $0.isASCII ? UInt8($0.value) : nil }
            escaper.append(text, to: buffer, atLineStart: atLineStart, previousByte: previous)
            atLineStart = lastByte == Ascii.newline
            return
        case .softBreak:
            writeBreak(hard: false)
            return
        case .hardBreak:
            writeBreak(hard: true)
            return
        case .code(let text, let attributes):
            if let name = attributes.elementName, Self.inlineHTMLElements.contains(name) {
                // `<kbd>Ctrl</kbd>`: the key's text, escaped as Markdown inside the element.
                writeDelimited([.text(text)], markers: EmphasisMarkers(), fallback: FallbackTag(name: name), after: after)
            } else if let formula = MathFormula(inline), writeMath(formula, after: after) {
                break
            } else {
                writeCode(text)
            }
        case .link(let target, let children):
            writeLink(target, children)
        case .image(let target, let children):
            buffer.append("![")
            writeLinkText(children)
            buffer.append("](")
            appendDestination(target.destination)
            appendTitle(target.title)
            buffer.append(Ascii.closeParenthesis)
        case .raw(_, let text):
            writeRawHTML(text)
        case .footnoteReference(let label):
            if options.flavor == .gfm {
                buffer.append("[^")
                buffer.append(label)
                buffer.append(Ascii.closeBracket)
                afterFootnoteReference = true
            } else {
                buffer.append(MarkdownFootnoteFallback.referenceHTML(label: label))
            }
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span:
            write(inline, after: after)
            return
        }
        atLineStart = false
    }

    /// Writes a formula in the ``MarkdownRenderOptions/math`` style; `false` when it is to
    /// be a code span (the style, or TeX that cannot be written as one math span).
    private mutating func writeMath(_ formula: MathFormula, after: Unicode.Scalar?) -> Bool {
        switch options.math {
        case .code:
            return false
        case .dollars:
            guard let written = MarkdownMath.inlineDollars(formula, next: after) else { return false }
            if mode == .tableCell && written.utf8.contains(Ascii.pipe) {
                for byte in written.utf8 {
                    if byte == Ascii.pipe { buffer.append(Ascii.backslash) }
                    buffer.append(byte)
                }
            } else {
                buffer.append(written)
            }
        case .html:
            // The delimited TeX is text inside raw tags: escaped as Markdown, so it reads
            // back exactly (`\(`, and line breaks as `&#10;`).
            writeRawHTML(formula.isDisplay ? "<span class=\"math display\">" : "<span class=\"math inline\">")
            let delimited = formula.isDisplay ? "\\[" + formula.tex + "\\]" : "\\(" + formula.tex + "\\)"
            escaper.append(delimited, to: buffer, atLineStart: false, previousByte: Ascii.greaterThan)
            buffer.append("</span>")
        }
        return true
    }

    /// Raw HTML such as `<div>` or `<!--` at the start of a continuation line would
    /// interrupt the paragraph as an HTML block. Four spaces of indentation prevent that (an
    /// HTML block allows at most three, and indented code cannot interrupt a paragraph);
    /// continuation lines lose their leading whitespace when parsed.
    private func writeRawHTML(_ text: String) {
        if atLineStart, buffer.count > levelStart, text.utf8.first == Ascii.lessThan {
            buffer.append("    ")
        }
        buffer.append(text)
    }

    /// A span: its content, between quotation marks for `<q>`, inside its element for the
    /// ``inlineHTMLElements``.
    private mutating func writeSpan(_ attributes: Attributes, _ children: [Inline], after: Unicode.Scalar?) {
        if EmbeddedMedia.isMediaElement(attributes.elementName) {
            writeEmbed(attributes, children)
        } else if QuotationMarks.isQuotation(attributes) {
            let marks = QuotationMarks.marks(depth: quoteDepth)
            buffer.append(marks.open)
            quoteDepth += 1
            write(children, after: marks.close.unicodeScalars.first)
            quoteDepth -= 1
            buffer.append(marks.close)
        } else if let name = attributes.elementName, Self.inlineHTMLElements.contains(name) {
            writeDelimited(children, markers: EmphasisMarkers(), fallback: FallbackTag(name: name, title: attributes["title"]), after: after)
        } else {
            write(children, after: after)
        }
    }

    private mutating func writeBreak(hard: Bool) {
        switch mode {
        case .paragraph:
            if hard {
                buffer.append("\\\n")
            } else {
                dropTrailingWhitespace()
                buffer.append(Ascii.newline)
            }
            atLineStart = true
        case .heading:
            buffer.append(hard ? "<br />" : " ")
        case .tableCell:
            buffer.append(hard ? "<br>" : " ")
        }
    }

    /// Drops the characters that end in a space or tab at the end of the current level
    /// before a soft break.
    private func dropTrailingWhitespace() {
        while let last = lastByte, last == Ascii.space || last == Ascii.tab {
            buffer.truncate(to: buffer.count - lastCharacterLength())
        }
    }

    /// The length in bytes of the last `Character` (extended grapheme cluster) of the
    /// current level, which ends in a space or tab. That is one byte except after a
    /// `Prepend` character such as U+0600, which joins the following space into one
    /// character (UAX #29 GB9b) and so goes with it. The stdlib decides on a window that
    /// starts at a scalar boundary and grows until the character starts inside it.
    @inline(never)
    private func lastCharacterLength() -> Int {
        let end = buffer.count
        guard buffer.last == Ascii.space, end - 1 > levelStart, let before = buffer.byte(at: end - 2), before >= 0x80 else {
            return 1
        }
        var windowStart = max(levelStart, end - 16)
        while true {
            while windowStart > levelStart, let byte = buffer.byte(at: windowStart), byte & 0xC0 == 0x80 { windowStart -= 1 }
            let window = end - windowStart
            let length = buffer.withBytes(in: windowStart..<end) { String(decoding: $0, as: UTF8.self).last?.utf8.count ?? 1 }
            if length < window || windowStart <= levelStart { return min(max(1, length), window) }
            windowStart = max(levelStart, end - 2 * (end - windowStart))
        }
    }

    // MARK: - Code spans

    /// A code span whose delimiter is longer than any backtick run inside, padded with
    /// spaces where the parser would otherwise strip or merge characters. Line breaks
    /// become spaces; in table cells `|` gets a backslash.
    private func writeCode(_ code: String) {
        code.withUTF8Bytes { source in
            var longestRun = 0
            var run = 0
            var allSpaces = true
            for byte in source {
                run = byte == Ascii.backtick ? run + 1 : 0
                longestRun = max(longestRun, run)
                if byte != Ascii.space, byte != Ascii.newline { allSpaces = false }
            }
            guard let firstByte = source.first, let lastByte = source.last else {
                buffer.append("<code></code>")
                return
            }
            let escapesPipes = mode == .tableCell
            let first = escapesPipes && firstByte == Ascii.pipe ? Ascii.backslash : firstByte == Ascii.newline ? Ascii.space : firstByte
            let last = lastByte == Ascii.newline ? Ascii.space : lastByte
            let pad = first == Ascii.backtick || last == Ascii.backtick || (first == Ascii.space && last == Ascii.space && !allSpaces)
            buffer.append(Ascii.backtick, repeating: longestRun + 1)
            if pad { buffer.append(Ascii.space) }
            var runStart = 0
            for index in 0..<source.count {
                let byte = source[index]
                guard byte == Ascii.newline || (escapesPipes && byte == Ascii.pipe) else { continue }
                buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
                if byte == Ascii.newline {
                    buffer.append(Ascii.space)
                } else {
                    buffer.append(Ascii.backslash)
                    buffer.append(byte)
                }
                runStart = index + 1
            }
            buffer.append(UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
            if pad { buffer.append(Ascii.space) }
            buffer.append(Ascii.backtick, repeating: longestRun + 1)
        }
    }

    // MARK: - Emphasis

    /// Writes `children` between the first of `markers` that the flanking rules accept, or
    /// inside the `fallback` element when none does.
    ///
    /// A marker whose character touches the same character (the parent's delimiter or a
    /// sibling's) would merge into one delimiter run, so other markers are tried first.
    /// Merging is only safe for a double marker (`***x***` parses as emphasis around strong,
    /// `****x****` as strong around strong), so a double marker is tried last even then,
    /// and first when it is the only child of another delimiter (`foo***bar***baz`).
    ///
    /// Kept to a small stack frame, because it recurses once per nesting level (up to the
    /// frontends' cap of 256): choosing the delimiters and wrapping the written content
    /// happen in separate, non-inlined functions.
    private mutating func writeDelimited(_ children: [Inline], markers: EmphasisMarkers, fallback: FallbackTag, after: Unicode.Scalar?) {
        let candidates = delimiterCandidates(markers, after: after)
        let innerContext: Unicode.Scalar = candidates.preferred?.scalar ?? ">"
        let savedLevelStart = levelStart
        let savedContext = contextBefore
        levelStart = buffer.count
        contextBefore = innerContext
        atLineStart = false
        if children.count == 1, case .strong = children[0] { mergeScalar = innerContext }
        write(children, after: innerContext)
        mergeScalar = nil
        let contentStart = levelStart
        levelStart = savedLevelStart
        contextBefore = savedContext
        wrapDelimited(from: contentStart, candidates: candidates, fallback: fallback, after: after)
    }

    /// The markers to try, best first: one that merges with an enclosing delimiter of the
    /// same character, then those that touch neither neighbour, then doubled ones that do.
    @inline(never)
    private mutating func delimiterCandidates(_ markers: EmphasisMarkers, after: Unicode.Scalar?) -> EmphasisMarkers {
        let before = buffer.lastScalar(in: levelStart..<buffer.count) ?? contextBefore
        let merge = mergeScalar
        mergeScalar = nil
        var candidates = EmphasisMarkers()
        var merging = EmphasisMarkers()
        for marker in markers {
            let isDouble = marker.count == 2
            if marker.scalar == merge, isDouble {
                candidates.prepend(marker)
            } else if marker.scalar != before, marker.scalar != after {
                candidates.append(marker)
            } else if isDouble {
                merging.append(marker)
            }
        }
        for marker in merging { candidates.append(marker) }
        // `_` cannot open or close inside a word (`foo_bar_baz` is text): between letters or
        // digits the `*` form is tried first.
        if let preferred = candidates.preferred, preferred.byte == Ascii.underscore,
           Self.isWordCharacter(before) || Self.isWordCharacter(after) {
            var reordered = EmphasisMarkers()
            for marker in candidates where marker.byte != Ascii.underscore { reordered.append(marker) }
            for marker in candidates where marker.byte == Ascii.underscore { reordered.append(marker) }
            return reordered
        }
        return candidates
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Wraps the content written from `contentStart` in the first candidate marker whose
    /// flanking rules hold, with its surrounding whitespace moved outside, or in the
    /// `fallback` element otherwise. Whitespace-only content becomes one space.
    @inline(never)
    private func wrapDelimited(from contentStart: Int, candidates: EmphasisMarkers, fallback: FallbackTag, after: Unicode.Scalar?) {
        let end = buffer.count
        let core = coreRange(contentStart..<end)
        guard !core.isEmpty else {
            buffer.truncate(to: contentStart)
            if end > contentStart { buffer.append(Ascii.space) }
            return
        }
        let outerBefore: Unicode.Scalar? = core.lowerBound > contentStart
            ? buffer.scalar(at: core.lowerBound - 1, before: end)
            : buffer.lastScalar(in: levelStart..<contentStart) ?? contextBefore
        let outerAfter = core.upperBound < end ? buffer.scalar(at: core.upperBound, before: end) : after
        for marker in candidates {
            guard let first = firstScalar(in: core, skipping: marker.byte),
                  let last = lastScalar(in: core, skipping: marker.byte) else { continue }
            if DelimiterRun.canWrap(character: marker.scalar, before: outerBefore, first: first, last: last, after: outerAfter) {
                let closing = buffer.openGap(at: core.upperBound, length: marker.count)
                for offset in 0..<marker.count { buffer.set(marker.byte, at: closing + offset) }
                let opening = buffer.openGap(at: core.lowerBound, length: marker.count)
                for offset in 0..<marker.count { buffer.set(marker.byte, at: opening + offset) }
                return
            }
        }
        // Without inline HTML, only emphasis keeps its element (its meaning would change).
        guard options.keepHTML.keepsInlineElements || fallback.name == "em" || fallback.name == "strong" else { return }
        buffer.insert(fallback.close, at: core.upperBound)
        buffer.insert(fallback.open, at: core.lowerBound)
    }

    /// The first scalar of `range` that is not the ASCII byte `skipped`.
    private func firstScalar(in range: Range<Int>, skipping skipped: UInt8) -> Unicode.Scalar? {
        var position = range.lowerBound
        while position < range.upperBound, buffer.byte(at: position) == skipped { position += 1 }
        return buffer.scalar(at: position, before: range.upperBound)
    }

    /// The last scalar of `range` that is not the ASCII byte `skipped`.
    private func lastScalar(in range: Range<Int>, skipping skipped: UInt8) -> Unicode.Scalar? {
        var end = range.upperBound
        while end > range.lowerBound, buffer.byte(at: end - 1) == skipped { end -= 1 }
        return buffer.lastScalar(in: range.lowerBound..<end)
    }

    /// The written content in `range` without its leading and trailing whitespace (a
    /// trailing hard break `\` + newline counts as whitespace).
    private func coreRange(_ range: Range<Int>) -> Range<Int> {
        func isSpace(_ byte: UInt8?) -> Bool { byte == Ascii.space || byte == Ascii.tab || byte == Ascii.newline }
        var start = range.lowerBound
        while start < range.upperBound, isSpace(buffer.byte(at: start)) { start += 1 }
        var end = range.upperBound
        while end > start {
            if isSpace(buffer.byte(at: end - 1)) {
                end -= 1
            } else if buffer.byte(at: end - 1) == Ascii.backslash, end < range.upperBound, buffer.byte(at: end) == Ascii.newline {
                var slashes = 0
                while end - 1 - slashes >= start, buffer.byte(at: end - 1 - slashes) == Ascii.backslash { slashes += 1 }
                guard slashes % 2 == 1 else { break }
                end -= 1
            } else {
                break
            }
        }
        return start..<end
    }

    // MARK: - Links

    private mutating func writeLink(_ target: LinkTarget, _ children: [Inline]) {
        if target.title.isEmpty, children.count == 1, case .text(let text) = children[0] {
            // `==` compares canonically, as the autolink check always has.
            if Self.isAutolinkURI(text), text == target.destination {
                buffer.append(Ascii.lessThan)
                buffer.append(text)
                buffer.append(Ascii.greaterThan)
                return
            }
            if Self.isAutolinkEmail(text), target.destination == "mailto:" + text {
                buffer.append(Ascii.lessThan)
                buffer.append(text)
                buffer.append(Ascii.greaterThan)
                return
            }
        }
        buffer.append(Ascii.openBracket)
        writeLinkText(children)
        if let references = state?.references {
            buffer.append("][")
            buffer.append(String(references.number(destination: target.destination, title: target.title)))
            buffer.append(Ascii.closeBracket)
            return
        }
        buffer.append("](")
        appendDestination(target.destination)
        appendTitle(target.title)
        buffer.append(Ascii.closeParenthesis)
    }

    /// Embedded media (``MarkupAST/EmbeddedMedia``): a link `[Video: title](url)`, around
    /// the poster image when a video has one, or the element as raw HTML when
    /// ``MarkdownRenderOptions/keepHTML`` keeps embeds. A `<source>` alone writes nothing;
    /// an element without an address writes its fallback content.
    private mutating func writeEmbed(_ attributes: Attributes, _ children: [Inline]) {
        guard let media = EmbeddedMedia(attributes: attributes, children: children) else {
            if attributes.elementName != "source" { write(children, after: nil) }
            return
        }
        if options.keepHTML.keepsEmbeds {
            writeRawHTML(MarkdownEmbedHTML.html(media))
            return
        }
        state?.embedsConverted += 1
        var text: [Inline] = [.text(media.linkText)]
        if let poster = media.poster { text = [.image(LinkTarget(destination: poster), text)] }
        writeLink(LinkTarget(destination: media.url), text)
    }

    /// Link text and alt text: the autolink extension does not look inside links, so
    /// URL-like text needs no protection there.
    private mutating func writeLinkText(_ children: [Inline]) {
        let breakAutolinks = escaper.breakAutolinks
        escaper.breakAutolinks = false
        write(children, after: "]")
        escaper.breakAutolinks = breakAutolinks
    }

    /// The destination and title of a link reference definition (`[1]: ` written before).
    static func appendDefinition(destination: String, title: String, to buffer: ByteBuffer) {
        let writer = MarkdownInlineWriter(buffer: buffer, options: MarkdownRenderOptions(), mode: .paragraph, escapePipes: false, state: nil)
        writer.appendDestination(destination)
        writer.appendTitle(title)
    }

    /// A link destination: bare when that parses back unchanged, else in `<…>`.
    private func appendDestination(_ destination: String) {
        let bare = destination.withUTF8Bytes { bytes in
            var depth = 0
            for byte in bytes {
                switch byte {
                case Ascii.openParenthesis:
                    depth += 1
                case Ascii.closeParenthesis:
                    depth -= 1
                    if depth < 0 { return false }
                case Ascii.lessThan, Ascii.greaterThan, Ascii.space:
                    return false
                default:
                    if byte < 0x20 || byte == 0x7F { return false }
                }
            }
            return depth == 0 && !bytes.isEmpty
        }
        if !bare {
            buffer.append(Ascii.lessThan)
            // A line break cannot stand inside `<…>`; as a character reference it is the
            // same destination.
            MarkdownTextEscaper.appendAttribute(destination, to: buffer, escaping: .angleBrackets, newlinesAsEntities: true)
            buffer.append(Ascii.greaterThan)
        } else {
            MarkdownTextEscaper.appendAttribute(destination, to: buffer, escaping: .none)
        }
    }

    /// A link or image title: ` "title"` with `"` escaped, nothing for an empty title. Line
    /// breaks inside it are written `&#10;` (entities are decoded in titles): a raw newline
    /// would let the next line start a block.
    private func appendTitle(_ title: String) {
        guard !title.isEmpty else { return }
        buffer.append(" \"")
        MarkdownTextEscaper.appendAttribute(title, to: buffer, escaping: .doubleQuote, newlinesAsEntities: true)
        buffer.append(UInt8(ascii: "\""))
    }

    /// An absolute URI that `<…>` autolink syntax accepts and reproduces exactly.
    private static func isAutolinkURI(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let colon = bytes.firstIndex(of: Ascii.colon), colon >= 2, colon <= 32, Ascii.isLetter(bytes[0]) else { return false }
            for byte in bytes[1..<colon] where !(Ascii.isAlphanumeric(byte) || byte == Ascii.plus || byte == Ascii.period || byte == Ascii.hyphen) {
                return false
            }
            return !bytes.contains { $0 <= Ascii.space || $0 == 0x7F || $0 == Ascii.lessThan || $0 == Ascii.greaterThan || $0 == Ascii.ampersand }
        }
    }

    /// An e-mail address that `<…>` autolink syntax accepts: one `@` between a non-empty
    /// local part and a domain of letters, digits, `-` and inner `.`.
    private static func isAutolinkEmail(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let at = bytes.firstIndex(of: Ascii.at), at > 0, at + 1 < bytes.count else { return false }
            let local = bytes[..<at]
            let domain = bytes[(at + 1)...]
            return local.allSatisfy(isEmailLocalByte)
                && domain.allSatisfy { Ascii.isAlphanumeric($0) || $0 == Ascii.hyphen || $0 == Ascii.period }
                && domain.first != Ascii.period && domain.last != Ascii.period
        }
    }

    /// Letters, digits and ``.!#$%'*+/=?^_`{|}~-``.
    private static func isEmailLocalByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="),
             UInt8(ascii: "?"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"),
             UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
            return true
        default:
            return Ascii.isAlphanumeric(byte)
        }
    }

    // MARK: - Lookahead

    /// The first character `inline` will render as, for the flanking checks of a delimiter
    /// just before it.
    private func firstScalar(of inline: Inline) -> Unicode.Scalar? {
        if MarkdownAnchor.target(of: inline) != nil { return "<" }
        switch inline {
        case .text(let text):
            // Delimiter characters in text are always escaped after another delimiter.
            guard let first = text.unicodeScalars.first else { return nil }
            switch first {
            case "*", "_", "`", "[", "]": return "\\"
            case "~" where options.flavor == .gfm: return "\\"
            default: return first
            }
        case .raw(_, let text): return text.unicodeScalars.first
        case .code(_, let attributes):
            if let name = attributes.elementName, Self.inlineHTMLElements.contains(name) { return "<" }
            if let formula = MathFormula(inline) {
                switch options.math {
                case .code: break
                case .dollars: if MarkdownMath.inlineDollars(formula, next: nil) != nil { return "$" }
                case .html: return "<"
                }
            }
            return "`"
        case .softBreak: return mode == .paragraph ? "\n" : " "
        case .hardBreak: return mode == .paragraph ? "\\" : "<"
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript: return "<"
        case .link, .footnoteReference: return "["
        case .image: return "!"
        case .span(let attributes, let children):
            if QuotationMarks.isQuotation(attributes) { return QuotationMarks.marks(depth: quoteDepth).open.unicodeScalars.first }
            if let name = attributes.elementName, Self.inlineHTMLElements.contains(name) { return "<" }
            if EmbeddedMedia(attributes: attributes, children: children) != nil { return options.keepHTML.keepsEmbeds ? "<" : "[" }
            return children.first.flatMap(firstScalar(of:))
        }
    }
}

