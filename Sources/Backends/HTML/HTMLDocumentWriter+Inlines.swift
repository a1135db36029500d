import MarkupAST

extension HTMLDocumentWriter {
    /// A block's inline content (a paragraph's, a heading's, a caption's, a cell's, a phrasing
    /// container's). Under a
    /// policy, the formatting a child's style takes away is split first at every level at
    /// once, bottom-up (``SanitizerPolicy/splittingCancelledFormattingThroughout(_:unwrapped:)``),
    /// as a reader splits it however deep the child is; formatting inside is then written as
    /// it stands (``writeFormatting(_:)``). Every inline the writer writes is below one of
    /// these.
    mutating func writeContent(_ inlines: [Inline]) {
        write(splitThroughout(inlines))
    }

    /// `inlines` with their formatting split at every level under the policy, the elements
    /// unwrapped on the way counted as removed.
    private mutating func splitThroughout(_ inlines: [Inline]) -> [Inline] {
        guard let policy else { return inlines }
        var unwrapped: [String] = []
        let split = policy.splittingCancelledFormattingThroughout(inlines, unwrapped: &unwrapped)
        for name in unwrapped { removals.element(name, .unwrap) }
        return split
    }

    mutating func write(_ inlines: [Inline]) {
        guard policy != nil else {
            for inline in inlines { write(inline) }
            return
        }
        let outer = breakFollows
        for index in inlines.indices {
            breakFollows = lineBreakFollows(index, in: inlines) ?? outer
            write(inlines[index])
        }
        breakFollows = outer
    }

    /// Whether what comes after `inlines[index]` starts with a line break, looking through
    /// white space and into formatting (`nil`: nothing shows before the end of `inlines`).
    /// Under a policy, white space written right before a line break is left out: a reader
    /// drops it, across element boundaries too.
    func lineBreakFollows(_ index: Int, in inlines: [Inline], depth: Int = 0) -> Bool? {
        var next = index + 1
        while next < inlines.count {
            if let starts = startsWithLineBreak(inlines[next], depth: depth) { return starts }
            next += 1
        }
        return nil
    }

    /// Whether `inline` starts with a line break (`nil`: it shows nothing, only white space).
    private func startsWithLineBreak(_ inline: Inline, depth: Int) -> Bool? {
        switch inline {
        case .hardBreak:
            return true
        case .softBreak:
            return nil
        case .text(let text):
            return HTMLWriter.isAllWhiteSpace(text) ? nil : false
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span, .link:
            let attributes = inline.attributes
            guard depth < 16, !(attributes.elementName.map(HTMLElementNames.voidElements.contains) ?? false),
                  let element = Self.element(of: inline) else { return false }
            switch disposal(of: element, kept: attributes.elementName, isGeneric: element == .span) {
            case .drop?:
                return nil
            case .escape?:
                // Its tags show as text, unless nothing at all is written inside.
                let holdsText = inline.children.contains { if case .text(let text) = $0 { !text.isEmpty } else { false } }
                return !holdsText && lineBreakFollows(-1, in: inline.children, depth: depth + 1) == nil ? nil : false
            case .unwrap?, nil:
                break
            }
            // Empty, it shows nothing, even written (an anchor): the reader looks through it.
            return lineBreakFollows(-1, in: inline.children, depth: depth + 1)
        case .image(let target, let children):
            // Written as its alt text when the policy refuses it.
            guard !allowsStandard[StandardElement.img.rawValue] || checkedURL(target.destination, for: .image) == nil else { return false }
            return HTMLWriter.isAllWhiteSpace(Inline.plainText(of: children, softBreak: " ", hardBreak: " ", includingRawMarkup: true)) ? nil : false
        case .code(let code, _):
            // Written as a space when it holds only white space (see writeSanitizedCode).
            return HTMLWriter.isAllWhiteSpace(code) ? nil : false
        case .raw, .footnoteReference:
            return false
        }
    }

    /// One inline. Each case's work is in a function of its own: this function is on every
    /// level of the recursion through nested inlines, so its frame must stay small (trees
    /// at the nesting cap are written on a 1 MB thread stack, in debug builds too).
    mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let text):
            writeText(text)
        case .code(let code, let attributes):
            writeCode(inline, code, attributes)
        case .softBreak:
            if policy != nil, breakFollows || output.followsCollapsedSpace() { return }
            output.append("\n")
        case .hardBreak:
            writeLineBreak()
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript:
            writeFormatting(inline)
        case .link(let target, let children):
            writeLinkElement(target, children)
        case .image(let target, let children):
            writeImage(target, alt: Inline.plainText(of: children, softBreak: " ", hardBreak: " ", includingRawMarkup: true))
        case .span(let attributes, let children):
            if attributes.elementName == "a", children.contains(where: \.holdsAnchor) {
                writeAnchorSpan(attributes, around: children)
            } else {
                wrap(.span, attributes, children, isGeneric: true)
            }
        case .raw(_, let html):
            if keepsRawMarkup {
                writeTrustedRaw(html)
            } else {
                output.appendEscaped(html)
            }
        case .footnoteReference(let label):
            writeFootnoteReference(label)
        }
    }

    /// Text; under a policy without the white space a reader would collapse at its start
    /// (see HTMLWriter+WhiteSpace).
    private mutating func writeText(_ text: String) {
        if policy != nil, breakFollows, let last = text.utf8.last, HTMLWriter.isWhiteSpace(last) {
            let end = text.utf8.lastIndex { !HTMLWriter.isWhiteSpace($0) }.map { text.utf8.index(after: $0) } ?? text.startIndex
            guard end > text.startIndex else { return }
            writeText(String(text[..<end]))
            return
        }
        guard policy != nil else {
            output.appendEscaped(text)
            return
        }
        text.withUTF8Bytes { bytes in
            var kept = 0
            if let first = bytes.first, HTMLWriter.isWhiteSpace(first), output.followsCollapsedSpace() {
                while kept < bytes.count, HTMLWriter.isWhiteSpace(bytes[kept]) { kept += 1 }
            }
            output.appendEscapedCollapsingWhiteSpace(UnsafeBufferPointer(rebasing: bytes[kept...]))
        }
    }

    private mutating func writeCode(_ inline: Inline, _ code: String, _ attributes: Attributes) {
        if let formula = MathFormula(inline) {
            writeMath(formula, attributes: attributes)
            return
        }
        guard policy == nil else {
            writeSanitizedCode(code, attributes)
            return
        }
        if code.isEmpty && !keepsWhenEmpty(attributes) { return }
        let name = openTag(.code, attributes)
        guard !name.isDropped else { return }
        output.appendEscaped(code)
        closeTag(name)
    }

    /// A code span under a policy, in the form the HTML reader gives it back: white space
    /// at its ends goes outside it (the reader moves it out and collapses it with the text
    /// around), white space inside collapses, and one with nothing else is that white space.
    private mutating func writeSanitizedCode(_ code: String, _ attributes: Attributes) {
        let (coreStart, coreEnd, count) = code.withUTF8Bytes { bytes in
            var start = 0, end = bytes.count
            while start < end, HTMLWriter.isWhiteSpace(bytes[start]) { start += 1 }
            while end > start, HTMLWriter.isWhiteSpace(bytes[end - 1]) { end -= 1 }
            return (start, end, bytes.count)
        }
        if coreStart > 0 {
            // The code's own text comes between this space and any line break after the
            // code, so the space is not one a reader drops before the break (`x<code>
            // b</code><br>` keeps "x b").
            let outer = breakFollows
            if coreStart < coreEnd { breakFollows = false }
            writeText(" ")
            breakFollows = outer
        }
        if coreStart < coreEnd || keepsWhenEmpty(attributes) {
            let name = openTag(.code, attributes)
            guard !name.isDropped else { return }
            code.withUTF8Bytes { output.appendEscapedCollapsingWhiteSpace(UnsafeBufferPointer(rebasing: $0[coreStart..<coreEnd])) }
            closeTag(name)
        }
        if coreEnd < count && coreStart < coreEnd { writeText(" ") }
    }

    /// A line break; under a policy without the white space before it, which a reader drops.
    private mutating func writeLineBreak() {
        // Spaces only: a line feed before it ends a block the writer wrote, not text.
        if policy != nil { output.trimTrailingSpaces() }
        if allowsStandard[StandardElement.br.rawValue] {
            output.append("<br />\n")
        } else {
            openTag(.br, Attributes(), selfClosing: true)
            output.append("\n")
        }
    }

    private mutating func writeLinkElement(_ target: LinkTarget, _ children: [Inline]) {
        if children.contains(where: \.holdsAnchor) {
            writeAnchor(around: children) { content, _ in .link(target, content) }
            return
        }
        if policy != nil, case .text(let last)? = children.last, let byte = last.utf8.last, HTMLWriter.isWhiteSpace(byte) {
            // Sanitized output is in the reader's normal form: white space ending a link
            // goes after it, as the HTML reader moves it, so sanitizing again changes
            // nothing.
            for part in Self.anchorParts(children, { content, _ in .link(target, content) }) { write(part) }
            return
        }
        let start = output.count
        let (name, isLinked) = openLink(target)
        guard !name.isDropped else { return }
        let contentStart = output.count
        enterRubyContext(name, target.attributes)
        if !isLinked, let policy {
            // Written without its link: what the link's underline hid is read as underline.
            // Its spans become underline formatting, which may need splitting in turn.
            let underlined = policy.underliningStyledSpans(in: children)
            write(splitThroughout(underlined))
        } else {
            write(children)
        }
        rubyContexts.removeLast()
        let breaks = takesTrailingLineBreaks(of: name, contentStart: contentStart)
        let movesSpace = breaks == 0 && takesTrailingSpace(of: name, contentStart: contentStart)
        if output.count == contentStart && !keepsWhenEmpty(target.attributes) {
            output.truncate(to: start)
        } else if !dropsWhiteSpaceOnlyElement(name, start: start, contentStart: contentStart, attributes: target.attributes) {
            closeTag(name)
        }
        if movesSpace { writeText(" ") }
        output.appendLineBreaks(breaks)
    }

    /// An anchor (a link, or an `<a>` without `href` kept as a span) whose content holds
    /// another anchor, which HTML cannot nest: written as ``anchorParts(_:_:)``.
    private mutating func writeAnchor(around children: [Inline], _ element: (_ content: [Inline], _ isFirst: Bool) -> Inline) {
        for part in Self.anchorParts(children, element) { write(part) }
    }

    /// The inlines an anchor whose content holds another anchor is written as: a parser
    /// closes the outer `<a>` when the inner one opens. The outer anchor (`element` makes it
    /// around some content; its `id` only the first time) goes around each stretch of its
    /// content without an anchor and is pushed down into the formatting that holds one, so
    /// each anchor keeps its own text and the output parses back as written; the inner
    /// anchors stand where the outer one stood. White space ending a stretch goes after its
    /// `</a>`, as the parser's tree is lowered. The sanitizer's formatting split looks into
    /// the same parts (``SanitizerPolicy/cancels(_:whenWritten:depth:)``).
    static func anchorParts(_ children: [Inline], _ element: (_ content: [Inline], _ isFirst: Bool) -> Inline) -> [Inline] {
        var parts: [Inline] = []
        var stretch: [Inline] = []
        var isFirst = true
        func flush() {
            guard !stretch.isEmpty else { return }
            var trailing = Substring()
            if case .text(let text)? = stretch.last {
                let kept = text.utf8.lastIndex { !HTMLWriter.isWhiteSpace($0) }.map { text.utf8.index(after: $0) } ?? text.startIndex
                trailing = text[kept...]
                stretch[stretch.count - 1] = .text(String(text[..<kept]))
            }
            parts.append(element(stretch, isFirst))
            isFirst = false
            if !trailing.isEmpty { parts.append(.text(String(trailing))) }
            stretch.removeAll()
        }
        for child in children {
            guard child.holdsAnchor else {
                stretch.append(child)
                continue
            }
            flush()
            switch child {
            case .link:
                parts.append(child)  // the inner anchor wins, as in a parser's tree
            case .span(let attributes, _) where attributes.elementName == "a":
                parts.append(child)
            default:
                let first = isFirst
                parts.append(child.mapChildren { [element($0, first)] })
                isFirst = false
            }
        }
        flush()
        return parts
    }

    /// An `<a>` without `href` (kept as a span) holding another anchor: see
    /// ``writeAnchor(around:_:)``.
    private mutating func writeAnchorSpan(_ attributes: Attributes, around children: [Inline]) {
        for part in Self.anchorSpanParts(attributes, children) { write(part) }
    }

    /// The inlines an `<a>` without `href` holding another anchor is written as (see
    /// ``anchorParts(_:_:)``): its `id` or `name` on the first part only.
    static func anchorSpanParts(_ attributes: Attributes, _ children: [Inline]) -> [Inline] {
        var later = attributes
        later.id = nil
        later.other.removeAll { $0.name == "name" }
        return anchorParts(children) { content, isFirst in .span(isFirst ? attributes : later, content) }
    }

    mutating func wrap(_ element: StandardElement, _ attributes: Attributes, _ children: [Inline], isGeneric: Bool = false) {
        // A kept void element (`<wbr>`, `<area>`): a start tag alone.
        if children.isEmpty, let kept = attributes.elementName, HTMLElementNames.voidElements.contains(kept) {
            openTag(element, attributes, selfClosing: true, isGeneric: isGeneric)
            return
        }
        if closesOpenRubyPart(attributes) {
            write(children)
            return
        }
        let start = output.count
        let name = openTag(element, attributes, isGeneric: isGeneric)
        guard !name.isDropped else { return }
        let contentStart = output.count
        enterRubyContext(name, attributes)
        write(children)
        rubyContexts.removeLast()
        let breaks = takesTrailingLineBreaks(of: name, contentStart: contentStart)
        let movesSpace = breaks == 0 && takesTrailingSpace(of: name, contentStart: contentStart)
        if output.count == contentStart && !keepsWhenEmpty(attributes) {
            output.truncate(to: start)
        } else if !dropsWhiteSpaceOnlyElement(name, start: start, contentStart: contentStart, attributes: attributes) {
            closeTag(name)
        }
        if movesSpace { writeText(" ") }
        output.appendLineBreaks(breaks)
    }

    /// Under a policy, whether the start tag of an element with `attributes` would close the
    /// ruby part written and open around it (a parser's implied end tags: `rt` and `rp`
    /// close an open `rb`, `rt` or `rp`; `rb` and `rtc` close those and `rtc`), so that the
    /// element reads back beside it instead of inside. Such an element is written as its
    /// content alone. Not inlined: ``wrap(_:_:_:isGeneric:)`` recurses once per level.
    @inline(never)
    func closesOpenRubyPart(_ attributes: Attributes) -> Bool {
        guard policy != nil, let open = rubyContexts.last ?? nil, let inner = Self.rubyPart(attributes.elementName) else { return false }
        return inner == "rt" || inner == "rp" ? open != "rtc" : true
    }

    /// Opens the ruby context of an element written as `name` (closed by removing the last
    /// of ``rubyContexts``): the ruby part it is when its tag is written, none for another
    /// written tag, the enclosing one when no tag is written.
    @inline(never)
    mutating func enterRubyContext(_ name: ElementName, _ attributes: Attributes) {
        guard policy != nil else {
            rubyContexts.append(nil)
            return
        }
        rubyContexts.append(name.isWrittenTag ? Self.rubyPart(attributes.elementName) : rubyContexts.last ?? nil)
    }

    /// `element` when it is a ruby part other than `ruby` itself.
    static func rubyPart(_ element: String?) -> String? {
        guard let element, element != "ruby", HTMLElementNames.rubyParts.contains(element) else { return nil }
        return element
    }

    /// Under a policy, removes the line breaks that end an element's content (written from
    /// `contentStart`) and returns how many, to be written after its end tag: the HTML reader
    /// moves a line break that ends an inline element out of it (and then drops the element
    /// if nothing is left), so the output must already have it there. Tags the policy escapes
    /// into text keep their breaks where they are.
    private func takesTrailingLineBreaks(of name: ElementName, contentStart: Int) -> Int {
        guard policy != nil else { return 0 }
        if case .escaped = name { return 0 }
        return output.takeTrailingLineBreaks(after: contentStart)
    }

    /// Under a policy, removes the white space that ends an element's content (written from
    /// `contentStart`) and returns whether there was some, to be written after its end tag:
    /// the HTML reader moves a space that ends an inline element just after it. Tags the
    /// policy escapes into text keep their white space where it is.
    private func takesTrailingSpace(of name: ElementName, contentStart: Int) -> Bool {
        guard policy != nil else { return false }
        if case .escaped = name { return false }
        return output.takeTrailingWhiteSpace(after: contentStart)
    }

    /// Under a policy, an inline element whose content (written from `contentStart`) is only
    /// white space is written as that white space alone: the HTML reader moves white space
    /// that ends an element out of it and then drops the empty element, so writing it would
    /// change on the next sanitizing. One that keeps an id stays.
    private mutating func dropsWhiteSpaceOnlyElement(_ name: ElementName, start: Int, contentStart: Int, attributes: Attributes) -> Bool {
        // An escaped element's tags are text that shows, the white space between them too.
        guard policy != nil, !name.isEscaped, !keepsWhenEmpty(attributes), output.isOnlyWhiteSpace(from: contentStart) else { return false }
        output.dropWritten(from: start, upTo: contentStart)
        return true
    }

    /// Whether an inline element with nothing written inside is written all the same. Under
    /// a policy only when it keeps an id (a `#fragment` target), since the parser drops any
    /// other empty phrasing element and sanitizing twice must change nothing; without one,
    /// always (the tree is written as it is).
    func keepsWhenEmpty(_ attributes: Attributes) -> Bool {
        guard let policy else { return true }
        // Exactly when an id is written (an empty `id` or `<a name>` writes none).
        guard policy.idPrefix != nil, let id = attributes.id ?? (attributes.elementName == "a" ? attributes["name"] : nil) else { return false }
        return identifier(id) != nil
    }

    /// The start tag of a link: its URL as the policy allows it, its title, the policy's
    /// `rel` (merged with the link's own known relations; none for a same-document link)
    /// and, when allowed, `target=_blank`. `isLinked` is whether it is written as a link:
    /// `false` when the policy refuses its URL or does not allow `a`.
    private mutating func openLink(_ target: LinkTarget) -> (name: ElementName, isLinked: Bool) {
        guard let policy else {
            output.append("<a href=\"")
            output.appendURL(target.destination)
            output.append("\"")
            writeTitle(target.title)
            writeAttributes(target.attributes, element: "a")
            output.append(">")
            return (.standard("a"), true)
        }
        guard allowsStandard[StandardElement.a.rawValue] else {
            return (openTag(.a, Attributes()), false)
        }
        output.append("<a")
        let href = checkedURL(target.destination, for: .link)
        if let href {
            output.append(" href=\"")
            output.appendURL(href)
            output.append("\"")
        } else {
            removals.attribute("href")
        }
        // Refused, the link is an `<a>` without `href`, which reads back as an element like
        // any other, its title among its other attributes (after `class` and `style`): it is
        // written so, or sanitizing the output again would reorder them.
        if href != nil, policy.allowsLinkTitle { writeTitle(target.title) }
        // A same-document link (`#section`) leaves nothing: no relations to add.
        if let href, checksURLs, !href.hasPrefix("#") {
            var relations = policy.linkRelations
            let opensBlank = policy.allowsTargetBlank && target.attributes["target"]?.trimmingWhiteSpace.lowercased() == "_blank"
            if opensBlank && !relations.contains("noopener") { relations.append("noopener") }
            for token in (target.attributes["rel"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                let lowered = token.lowercased()
                if Self.knownRelations.contains(lowered) && !relations.contains(lowered) { relations.append(lowered) }
            }
            if !relations.isEmpty {
                output.append(" rel=\"")
                for (index, relation) in relations.enumerated() {
                    if index > 0 { output.append(" ") }
                    output.appendEscaped(relation)
                }
                output.append("\"")
            }
            if opensBlank { output.append(" target=\"_blank\"") }
        }
        writeAttributes(target.attributes, element: "a", skipping: Self.linkAttributesWrittenApart)
        if href == nil, policy.allowsLinkTitle { writeTitle(target.title) }
        output.append(">")
        return (.standard("a"), href != nil)
    }

    /// The attributes of a link that ``openLink(_:)`` writes itself, not as they stand.
    private static let linkAttributesWrittenApart: Set<String> = ["rel", "target", "href"]

    /// Link relations a link may bring of its own (none of them loosens anything).
    private static let knownRelations: Set<String> = [
        "nofollow", "noopener", "noreferrer", "ugc", "sponsored", "external", "author", "license", "tag", "help", "prev",
        "next", "bookmark",
    ]

    /// An image: its source as the policy allows it. Without an allowed source the image
    /// is dropped and its alt text kept as text.
    private mutating func writeImage(_ target: LinkTarget, alt: String) {
        var source = target.destination
        if let policy {
            guard allowsStandard[StandardElement.img.rawValue] else {
                removals.element("img", policy.disposal(of: "img"))
                writeText(alt)
                return
            }
            guard let cleaned = checkedURL(target.destination, for: .image) else {
                removals.attribute("src")
                writeText(alt)
                return
            }
            source = cleaned
        }
        output.append("<img src=\"")
        output.appendURL(source)
        output.append("\" alt=\"")
        output.appendEscaped(alt)
        output.append("\"")
        if policy == nil || policy?.rule(forAttribute: "title", on: "img") != nil { writeTitle(target.title) }
        for (name, value) in [("width", target.width), ("height", target.height)] {
            guard let value, policy == nil || policy?.rule(forAttribute: name, on: "img") != nil else { continue }
            output.append(" ")
            output.appendRaw(name)
            output.append("=\"")
            output.append(value)
            output.append("\"")
        }
        writeAttributes(target.attributes, element: "img", skipping: ["width", "height", "src", "alt", "title"])
        output.append(" />")
    }

    func writeTitle(_ title: String) {
        guard !title.isEmpty else { return }
        output.append(" title=\"")
        output.appendEscaped(title)
        output.append("\"")
    }
}

extension HTMLDocumentWriter {
    /// A formula as pandoc writes it for MathJax and KaTeX:
    /// `<span class="math inline">\(…\)</span>`, `<span class="math display">\[…\]</span>`
    /// (the classes are in ``SanitizerPolicy/mathClasses``; a policy without `span` keeps
    /// the delimited TeX as text).
    mutating func writeMath(_ formula: MathFormula, attributes: Attributes) {
        let name = openTag(.span, attributes, isGeneric: true)
        guard !name.isDropped else { return }
        output.append(formula.isDisplay ? "\\[" : "\\(")
        output.appendEscaped(formula.tex)
        output.append(formula.isDisplay ? "\\]" : "\\)")
        closeTag(name)
    }
}

extension Inline {
    /// Whether this inline is or holds an element the HTML writer writes as `<a>`: a link,
    /// or an anchor kept as a span (`<a id>`).
    var holdsAnchor: Bool {
        switch self {
        case .text, .code, .softBreak, .hardBreak, .raw, .image, .footnoteReference:
            return false  // most of a link's content: settled without a walk
        default:
            return nodes.contains(where: HTMLDocumentWriter.isAnchor)
        }
    }
}
