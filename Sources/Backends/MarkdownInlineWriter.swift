import MarkupAST

/// Writes one block's inline content as Markdown into a string.
///
/// Delimiters are chosen by looking at the characters around them: emphasis alternates
/// `*`/`_` where a run would merge with a neighbouring delimiter, leading and trailing
/// whitespace moves outside the delimiters, and where the flanking rules would fail the
/// writer falls back to raw HTML (`<em>`, `<strong>`, `<del>`). Nested content is rendered
/// into its own buffer first, so the cost is linear in the size of the tree times its depth,
/// which frontends cap.
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

    private let options: MarkdownRenderOptions
    private let mode: Mode
    private var escaper: MarkdownTextEscaper
    private var buffer = ""
    private var atLineStart: Bool
    /// The character before the start of ``buffer`` (an opening delimiter), `nil` for none.
    private var contextBefore: Unicode.Scalar?
    private var afterFootnoteReference = false
    /// Set while rendering the only child of a delimited node: its delimiter character, which
    /// a child `strong` may merge with.
    private var mergeScalar: Unicode.Scalar?

    /// Renders `inlines` in `mode`.
    static func render(_ inlines: [Inline], options: MarkdownRenderOptions, mode: Mode, escapePipes: Bool = false) -> String {
        var writer = MarkdownInlineWriter(options: options, mode: mode, escapePipes: escapePipes)
        writer.write(inlines, after: nil)
        return writer.buffer
    }

    private init(options: MarkdownRenderOptions, mode: Mode, escapePipes: Bool) {
        self.options = options
        self.mode = mode
        self.escaper = MarkdownTextEscaper(
            escapeTildes: options.flavor == .gfm,
            breakAutolinks: options.flavor == .gfm,
            escapePipes: escapePipes || mode == .tableCell,
            lineStartRules: mode == .paragraph
        )
        self.atLineStart = mode == .paragraph
    }

    private mutating func write(_ inlines: [Inline], after: Unicode.Scalar?) {
        for index in inlines.indices {
            let next = index + 1 < inlines.count ? firstScalar(of: inlines[index + 1]) ?? after : after
            write(inlines[index], after: next)
        }
    }

    /// Writes one inline. Only the containers recurse; everything else is handled in
    /// ``writeOther(_:after:wasAfterFootnoteReference:)``, so the recursive path keeps a small
    /// stack frame (256 nesting levels fit in well under 512 KB of stack).
    private mutating func write(_ inline: Inline, after: Unicode.Scalar?) {
        let wasAfterFootnoteReference = afterFootnoteReference
        afterFootnoteReference = false
        switch inline {
        case .emphasis(let children):
            let marker = options.emphasis.rawValue
            writeDelimited(children, markers: [marker, marker == "*" ? "_" : "*"], htmlTag: "em", after: after)
        case .strong(let children):
            let marker = options.strong.rawValue + options.strong.rawValue
            writeDelimited(children, markers: [marker, marker == "**" ? "__" : "**"], htmlTag: "strong", after: after)
        case .strikethrough(let children):
            writeDelimited(children, markers: options.flavor == .gfm ? ["~~", "~"] : [], htmlTag: "del", after: after)
        case .underline(let children):
            writeDelimited(children, markers: [], htmlTag: "u", after: after)
        case .superscript(let children):
            writeDelimited(children, markers: [], htmlTag: "sup", after: after)
        case .subscript(let children):
            writeDelimited(children, markers: [], htmlTag: "sub", after: after)
        case .span(_, let children):
            write(children, after: after)
        default:
            writeOther(inline, after: after, wasAfterFootnoteReference: wasAfterFootnoteReference)
            return
        }
        atLineStart = false
    }

    @inline(never)
    private mutating func writeOther(_ inline: Inline, after: Unicode.Scalar?, wasAfterFootnoteReference: Bool) {
        switch inline {
        case .text(let text):
            if wasAfterFootnoteReference, let first = text.utf8.first, first == Ascii.openParenthesis || first == Ascii.colon {
                buffer += "\\"
            }
            let previous = buffer.utf8.last ?? contextBefore.flatMap { $0.isASCII ? UInt8($0.value) : nil }
            escaper.append(text, to: &buffer, atLineStart: atLineStart, previousByte: previous)
            atLineStart = buffer.utf8.last == Ascii.newline
            return
        case .softBreak:
            writeBreak(hard: false)
            return
        case .hardBreak:
            writeBreak(hard: true)
            return
        case .code(let text):
            writeCode(text)
        case .link(let target, let children):
            writeLink(target, children)
        case .image(let target, let children):
            buffer += "!["
            writeLinkText(children)
            buffer += "](" + Self.destination(target.destination) + Self.title(target.title) + ")"
        case .raw(_, let text):
            // Raw HTML such as `<div>` or `<!--` at the start of a continuation line would
            // interrupt the paragraph as an HTML block. Four spaces of indentation prevent
            // that (an HTML block allows at most three, and indented code cannot interrupt a
            // paragraph); continuation lines lose their leading whitespace when parsed.
            if atLineStart, !buffer.isEmpty, text.utf8.first == Ascii.lessThan {
                buffer += "    "
            }
            buffer += text
        case .footnoteReference(let label):
            if options.flavor == .gfm {
                buffer += "[^" + label + "]"
                afterFootnoteReference = true
            } else {
                let escaped = MarkdownHTMLFallback.escape(label)
                buffer += "<sup><a href=\"#fn-\(escaped)\" id=\"fnref-\(escaped)\">\(escaped)</a></sup>"
            }
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span:
            write(inline, after: after)
            return
        }
        atLineStart = false
    }

    private mutating func writeBreak(hard: Bool) {
        switch mode {
        case .paragraph:
            if hard {
                buffer += "\\\n"
            } else {
                while let last = buffer.utf8.last, last == Ascii.space || last == Ascii.tab { buffer.removeLast() }
                buffer += "\n"
            }
            atLineStart = true
        case .heading:
            buffer += hard ? "<br />" : " "
        case .tableCell:
            buffer += hard ? "<br>" : " "
        }
    }

    // MARK: - Code spans

    /// A code span whose delimiter is longer than any backtick run inside, padded with
    /// spaces where the parser would otherwise strip or merge characters.
    private mutating func writeCode(_ code: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(code.utf8.count)
        var longestRun = 0
        var run = 0
        for byte in code.utf8 {
            run = byte == Ascii.backtick ? run + 1 : 0
            longestRun = max(longestRun, run)
            if mode == .tableCell, byte == Ascii.pipe { bytes.append(Ascii.backslash) }
            bytes.append(byte == Ascii.newline ? Ascii.space : byte)
        }
        guard let first = bytes.first, let last = bytes.last else {
            buffer += "<code></code>"
            return
        }
        let allSpaces = bytes.allSatisfy { $0 == Ascii.space }
        let pad = first == Ascii.backtick || last == Ascii.backtick || (first == Ascii.space && last == Ascii.space && !allSpaces)
        let delimiter = String(repeating: "`", count: longestRun + 1)
        buffer += delimiter
        if pad { buffer += " " }
        buffer += String(decoding: bytes, as: UTF8.self)
        if pad { buffer += " " }
        buffer += delimiter
    }

    // MARK: - Emphasis

    /// Writes `children` between the first of `markers` that the flanking rules accept, or
    /// inside `<htmlTag>` when none does.
    ///
    /// A marker whose character touches the same character (the parent's delimiter or a
    /// sibling's) would merge into one delimiter run, so other markers are tried first.
    /// Merging is only safe for a double marker (`***x***` parses as emphasis around strong,
    /// `****x****` as strong around strong), so a double marker is tried last even then,
    /// and first when it is the only child of another delimiter (`foo***bar***baz`).
    /// Writes emphasis-like content. Kept to a small stack frame, because it recurses once per
    /// nesting level (up to the frontends' cap of 256): choosing the delimiters and wrapping
    /// the rendered content happen in separate, non-inlined functions.
    private mutating func writeDelimited(_ children: [Inline], markers: [String], htmlTag: String, after: Unicode.Scalar?) {
        let candidates = delimiterCandidates(markers, after: after)
        let innerContext: Unicode.Scalar = candidates.first?.unicodeScalars.first ?? ">"
        let savedBuffer = buffer
        let savedContext = contextBefore
        buffer = ""
        contextBefore = innerContext
        atLineStart = false
        if children.count == 1, case .strong = children[0] { mergeScalar = innerContext }
        write(children, after: innerContext)
        mergeScalar = nil
        let content = buffer
        buffer = savedBuffer
        contextBefore = savedContext
        appendDelimited(content, candidates: candidates, htmlTag: htmlTag, after: after)
    }

    /// The markers to try, best first: one that merges with an enclosing delimiter of the
    /// same character, then those that touch neither neighbour, then doubled ones that do.
    @inline(never)
    private mutating func delimiterCandidates(_ markers: [String], after: Unicode.Scalar?) -> [String] {
        let before = buffer.unicodeScalars.last ?? contextBefore
        let merge = mergeScalar
        mergeScalar = nil
        var candidates: [String] = []
        var merging: [String] = []
        for marker in markers {
            guard let scalar = marker.unicodeScalars.first else { continue }
            let isDouble = marker.utf8.count == 2
            if scalar == merge, isDouble {
                candidates.insert(marker, at: 0)
            } else if scalar != before, scalar != after {
                candidates.append(marker)
            } else if isDouble {
                merging.append(marker)
            }
        }
        return candidates + merging
    }

    /// Appends rendered `content` wrapped in the first candidate marker whose flanking rules
    /// hold, with its surrounding whitespace moved outside, or in `<htmlTag>` otherwise.
    @inline(never)
    private mutating func appendDelimited(_ content: String, candidates: [String], htmlTag: String, after: Unicode.Scalar?) {
        let (leading, core, trailing) = Self.splitWhitespace(content)
        guard !core.isEmpty else {
            if !content.isEmpty { buffer += " " }
            return
        }
        buffer += leading
        let outerBefore = buffer.unicodeScalars.last ?? contextBefore
        let outerAfter = trailing.unicodeScalars.first ?? after
        for marker in candidates {
            guard let character = marker.unicodeScalars.first,
                  let first = core.unicodeScalars.first(where: { $0 != character }),
                  let last = core.unicodeScalars.last(where: { $0 != character }) else { continue }
            if DelimiterRun.canWrap(character: character, before: outerBefore, first: first, last: last, after: outerAfter) {
                buffer += marker + core + marker + trailing
                return
            }
        }
        buffer += "<\(htmlTag)>" + core + "</\(htmlTag)>" + trailing
    }

    /// Splits rendered content into leading whitespace, the core, and trailing whitespace
    /// (a trailing hard break `\` + newline counts as whitespace).
    private static func splitWhitespace(_ content: String) -> (Substring, Substring, Substring) {
        let bytes = Array(content.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == Ascii.space || byte == Ascii.tab || byte == Ascii.newline }
        var start = 0
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        var end = bytes.count
        while end > start {
            if isSpace(bytes[end - 1]) {
                end -= 1
            } else if bytes[end - 1] == Ascii.backslash, end < bytes.count, bytes[end] == Ascii.newline {
                var slashes = 0
                while end - 1 - slashes >= start, bytes[end - 1 - slashes] == Ascii.backslash { slashes += 1 }
                guard slashes % 2 == 1 else { break }
                end -= 1
            } else {
                break
            }
        }
        let utf8 = content.utf8
        let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
        let endIndex = utf8.index(utf8.startIndex, offsetBy: end)
        return (content[..<startIndex], content[startIndex..<endIndex], content[endIndex...])
    }

    // MARK: - Links

    private mutating func writeLink(_ target: LinkTarget, _ children: [Inline]) {
        if target.title.isEmpty, children.count == 1, case .text(let text) = children[0] {
            if text == target.destination, Self.isAutolinkURI(text) {
                buffer += "<" + text + ">"
                return
            }
            if target.destination == "mailto:" + text, Self.isAutolinkEmail(text) {
                buffer += "<" + text + ">"
                return
            }
        }
        buffer += "["
        writeLinkText(children)
        buffer += "](" + Self.destination(target.destination) + Self.title(target.title) + ")"
    }

    /// Link text and alt text: the autolink extension does not look inside links, so
    /// URL-like text needs no protection there.
    private mutating func writeLinkText(_ children: [Inline]) {
        let breakAutolinks = escaper.breakAutolinks
        escaper.breakAutolinks = false
        write(children, after: "]")
        escaper.breakAutolinks = breakAutolinks
    }

    /// A link destination: bare when that parses back unchanged, else in `<…>`.
    static func destination(_ destination: String) -> String {
        var depth = 0
        var balanced = true
        var pointy = destination.isEmpty
        for byte in destination.utf8 {
            switch byte {
            case Ascii.openParenthesis: depth += 1
            case Ascii.closeParenthesis:
                depth -= 1
                if depth < 0 { balanced = false }
            case Ascii.lessThan, Ascii.greaterThan, Ascii.space: pointy = true
            default:
                if byte < 0x20 || byte == 0x7F { pointy = true }
            }
        }
        if pointy || !balanced || depth != 0 {
            return "<" + MarkdownTextEscaper.escapeAttribute(destination, extra: [Ascii.lessThan, Ascii.greaterThan]) + ">"
        }
        return MarkdownTextEscaper.escapeAttribute(destination, extra: [])
    }

    /// ` "title"` with `"` escaped, or nothing for an empty title.
    /// A link or image title in double quotes. Line breaks inside it are written `&#10;`
    /// (entities are decoded in titles): a raw newline would let the next line start a block.
    static func title(_ title: String) -> String {
        guard !title.isEmpty else { return "" }
        let escaped = MarkdownTextEscaper.escapeAttribute(title, extra: [UInt8(ascii: "\"")])
        guard escaped.utf8.contains(Ascii.newline) else { return " \"" + escaped + "\"" }
        var bytes: [UInt8] = []
        for byte in escaped.utf8 {
            if byte == Ascii.newline {
                bytes.append(contentsOf: "&#10;".utf8)
            } else {
                bytes.append(byte)
            }
        }
        return " \"" + String(decoding: bytes, as: UTF8.self) + "\""
    }

    /// An absolute URI that `<…>` autolink syntax accepts and reproduces exactly.
    private static func isAutolinkURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: Ascii.colon), colon >= 2, colon <= 32, Ascii.isLetter(bytes[0]) else { return false }
        for byte in bytes[1..<colon] where !(Ascii.isAlphanumeric(byte) || byte == Ascii.plus || byte == Ascii.period || byte == Ascii.hyphen) {
            return false
        }
        return !bytes.contains { $0 <= Ascii.space || $0 == 0x7F || $0 == Ascii.lessThan || $0 == Ascii.greaterThan || $0 == Ascii.ampersand }
    }

    /// An e-mail address that `<…>` autolink syntax accepts.
    private static func isAutolinkEmail(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let localExtra = Array(".!#$%'*+/=?^_`{|}~-".utf8)
        let local = parts[0].allSatisfy { Ascii.isAlphanumeric($0) || localExtra.contains($0) }
        let domain = parts[1].allSatisfy { Ascii.isAlphanumeric($0) || $0 == Ascii.hyphen || $0 == Ascii.period }
        return local && domain && parts[1].first != Ascii.period && parts[1].last != Ascii.period
    }

    // MARK: - Lookahead

    /// The first character `inline` will render as, for the flanking checks of a delimiter
    /// just before it.
    private func firstScalar(of inline: Inline) -> Unicode.Scalar? {
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
        case .code: return "`"
        case .softBreak: return mode == .paragraph ? "\n" : " "
        case .hardBreak: return mode == .paragraph ? "\\" : "<"
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript: return "<"
        case .link, .footnoteReference: return "["
        case .image: return "!"
        case .span(_, let children): return children.first.flatMap(firstScalar(of:))
        }
    }
}
