import Backends
import MarkupAST

/// An inline sequence flattened into words, spaces, atoms and formatting boundaries, and
/// written back as canonical text under ``MarkdownMeaning``'s normalization.
///
/// Words, code and atoms are ranges of one byte store, so a sequence costs a few
/// allocations, not one per word (the check runs over every document written).
struct InlineTokens {
    /// A kind of formatting; a link's destination is a range of the store.
    private enum Tag: Equatable {
        case emphasis, strong, strikethrough, underline, superscript, `subscript`
        case link(Range<Int>)
    }

    private enum Token: Equatable {
        case word(Range<Int>)
        case code(Range<Int>)
        case atom(Range<Int>)
        case lineBreak
        case space
        case open(Tag)
        case close(Tag)

        var isContent: Bool {
            switch self {
            case .word, .code, .atom, .lineBreak: return true
            case .space, .open, .close: return false
            }
        }
    }

    /// How the Markdown writer spells formulas: with ``Backends/MarkdownRenderOptions/MathStyle/dollars``
    /// a formula is the text a reader without math reads from its `$…$`.
    var math: MarkdownRenderOptions.MathStyle = .code
    private var store: [UInt8] = []
    private var tokens: [Token] = []
    /// Indices in `tokens` of the open formatting, innermost last.
    private var openStack: [Int] = []
    /// How many `<q>` elements enclose what is appended.
    private var quoteDepth = 0
    /// Appends `inlines`, formatting split as the Markdown writer splits it, at every level
    /// at once (``Backends/MarkdownOutput/splittingCancelledFormattingThroughout(_:)``).
    ///
    /// - Parameter holdsStyle: whether an element with a style (``isStyledElement(_:)``)
    ///   is anywhere in `inlines`, when the caller's own walk found out already; `true` when
    ///   in doubt costs only time (the writers' policy is then consulted and splits nothing).
    mutating func append(_ inlines: [Inline], holdsStyle: Bool? = nil) {
        // Only an element's style can take formatting away: without one anywhere in the
        // sequence nothing splits, and the policy is not consulted at any level.
        let splitsFormatting = holdsStyle ?? inlines.containsInline(where: Self.isStyledElement)
        appendLevel(splitsFormatting ? MarkdownOutput.splittingCancelledFormattingThroughout(inlines) : inlines)
    }

    /// Whether `inline` is an element with a style, which may take formatting away.
    static func isStyledElement(_ inline: Inline) -> Bool {
        inline.isContainer && !inline.attributes.style.isEmpty
    }

    /// One level of ``append(_:)``: a container's children are appended by this again.
    private mutating func appendLevel(_ inlines: [Inline]) {
        for index in inlines.indices {
            if math == .dollars, let formula = MathFormula(inlines[index]) {
                appendFormula(formula, before: index + 1 < inlines.count ? inlines[index + 1] : nil)
            } else {
                append(inlines[index])
            }
        }
    }

    /// A formula under the dollars style: the text read back from its `$…$`, or code where
    /// the writer makes it a code span (`next` is the inline written after it).
    private mutating func appendFormula(_ formula: MathFormula, before next: Inline?) {
        var following: Unicode.Scalar?
        if case .text(let text)? = next { following = text.unicodeScalars.first }
        guard let written = MarkdownMath.inlineDollars(formula, next: following) else {
            appendCode(formula.tex)
            return
        }
        appendText(MarkdownMath.readWithoutMath(written))
    }

    private mutating func append(_ inline: Inline) {
        switch inline {
        case .text(let text):
            appendText(text)
        case .softBreak:
            tokens.append(.space)
        case .hardBreak:
            tokens.append(.lineBreak)
        case .code(let text, _):
            appendCode(text)
        case .emphasis(let children, _): wrap(.emphasis, children)
        case .strong(let children, _): wrap(.strong, children)
        case .strikethrough(let children, _): wrap(.strikethrough, children)
        case .underline(let children, _): wrap(.underline, children)
        case .superscript(let children, _):
            if MarkdownFootnoteFallback.isReference(children) {
                appendFootnoteReference()
            } else {
                wrap(.superscript, children)
            }
        case .subscript(let children, _): wrap(.subscript, children)
        case .span(let attributes, let children) where QuotationMarks.isQuotation(attributes):
            // A `<q>` is its content between the marks the writer writes (``Backends/QuotationMarks``).
            let marks = QuotationMarks.marks(depth: quoteDepth)
            appendText(marks.open)
            quoteDepth += 1
            appendLevel(children)
            quoteDepth -= 1
            appendText(marks.close)
        case .span(_, let children):
            appendLevel(children)
        case .link(let target, let children):
            let destination = HTMLURLForm.canonical(target.destination)
            if let text = Self.soleText(of: children), Self.isAutolink(destination, text: text) {
                appendLevel(children)
            } else {
                let start = store.count
                store += destination.utf8
                wrap(.link(start..<store.count), children)
            }
        case .image(let target, let children):
            let start = store.count
            store += "![".utf8
            appendCollapsed(Inline.plainText(of: children, softBreak: " ", hardBreak: " "))
            store += "](".utf8
            store += HTMLURLForm.canonical(target.destination).utf8
            store.append(UInt8(ascii: ")"))
            tokens.append(.atom(start..<store.count))
        case .raw(let format, let text):
            // The writer's anchors, read back unresolved, are link targets: no content.
            guard !Self.isAnchorTag(text) else { return }
            let start = store.count
            store += "RAW(\(format))".utf8
            store += text.utf8
            tokens.append(.atom(start..<store.count))
        case .footnoteReference:
            appendFootnoteReference()
        }
    }

    /// A footnote reference, or the superscript link it is written as where Markdown has no
    /// footnote (``Backends/MarkdownFootnoteFallback``): the same atom.
    private mutating func appendFootnoteReference() {
        let start = store.count
        store += "[^]".utf8
        tokens.append(.atom(start..<store.count))
    }

    private mutating func wrap(_ tag: Tag, _ children: [Inline]) {
        openStack.append(tokens.count)
        tokens.append(.open(tag))
        appendLevel(children)
        close(tag)
    }

    private mutating func appendText(_ text: String) {
        text.withUTF8Bytes { appendText($0) }
    }

    /// Each run of bytes other than white space is a word, each white space byte a space;
    /// single spaces inside the text stay inside one word (`a b c` is one token), which
    /// writes the same canonical text with far fewer tokens. The text is copied into the
    /// store once, the tokens are ranges of that copy.
    private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        let base = store.count
        store.append(contentsOf: bytes)
        var index = 0
        while index < bytes.count {
            guard !Self.isWhiteSpace(bytes[index]) else {
                tokens.append(.space)
                index += 1
                continue
            }
            let wordStart = index
            while index < bytes.count {
                if !Self.isWhiteSpace(bytes[index]) {
                    index += 1
                } else if bytes[index] == 0x20, index + 1 < bytes.count, !Self.isWhiteSpace(bytes[index + 1]) {
                    index += 2
                } else {
                    break
                }
            }
            tokens.append(.word((base + wordStart)..<(base + index)))
        }
    }

    /// Code text, white space collapsed; white space at its ends is a space outside it, as
    /// the HTML writer and reader move it (code of white space only is that space). A code
    /// span right after another, touching it (no white space between), joins it, as the
    /// Markdown writer joins them (``Backends/AdjacentCodeSpans``); `- ` then `>` are two.
    private mutating func appendCode(_ text: String) {
        guard !text.isEmpty else { return }
        let startsWithSpace = Self.isWhiteSpace(text.utf8.first ?? 0)
        let isBlank = !text.utf8.contains { !Self.isWhiteSpace($0) }
        if startsWithSpace || isBlank { tokens.append(.space) }
        guard !isBlank else { return }
        if case .code(let previous)? = tokens.last, previous.upperBound == store.count {
            let endsWithSpace = appendCollapsed(text)
            tokens[tokens.count - 1] = .code(previous.lowerBound..<store.count)
            if endsWithSpace { tokens.append(.space) }
            return
        }
        let start = store.count
        let endsWithSpace = appendCollapsed(text)
        tokens.append(.code(start..<store.count))
        if endsWithSpace { tokens.append(.space) }
    }

    /// Appends `text` to the store with ASCII white space runs as one space, trimmed, and
    /// returns whether it ended with white space.
    @discardableResult
    private mutating func appendCollapsed(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var pendingSpace = false
            let start = store.count
            var index = 0
            while index < bytes.count {
                guard !Self.isWhiteSpace(bytes[index]) else {
                    pendingSpace = true
                    index += 1
                    continue
                }
                if pendingSpace && store.count > start { store.append(0x20) }
                pendingSpace = false
                let runStart = index
                while index < bytes.count, !Self.isWhiteSpace(bytes[index]) { index += 1 }
                store.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
            return pendingSpace
        }
    }

    private mutating func close(_ tag: Tag) {
        guard let start = openStack.popLast() else { return }
        if !tokens[(start + 1)...].contains(where: \.isContent) {
            // Empty formatting goes; white space inside it stays one space.
            let hadSpace = tokens[(start + 1)...].contains(.space)
            tokens.removeSubrange(start...)
            if hadSpace { tokens.append(.space) }
            return
        }
        tokens.append(.close(tag))
    }

    /// Writes the canonical text at the end of `output`: single spaces between words, spaces
    /// moved out of formatting, formatting right after its like (no space between)
    /// continued, no space or break at the ends, no space next to a line break. Returns
    /// whether there was any text (nothing is written when there is none).
    mutating func write(to output: inout [UInt8]) -> Bool {
        Self.moveSpacesOut(&tokens)
        // Formatting that held only breaks and spaces is empty once they moved out: a reader
        // drops it (`<b><br></b>` at a paragraph's end shows nothing), and what was inside it
        // may now end the sequence or sit at the edge of formatting around it.
        while Self.removeEmptyFormatting(&tokens) { Self.moveSpacesOut(&tokens) }
        var start = 0
        var end = tokens.count
        while start < end, tokens[start] == .space || tokens[start] == .lineBreak { start += 1 }
        while end > start, tokens[end - 1] == .space || tokens[end - 1] == .lineBreak { end -= 1 }
        let textStart = output.count
        var pendingSpace = false
        var afterOpen = false
        var lastClosed: (tag: Tag, length: Int)?
        // White space next to a line break shows nothing: a reader drops it (HTML) or
        // strips it from the line (Markdown).
        var afterBreak = false
        for token in tokens[start..<end] {
            switch token {
            case .space:
                if !afterBreak { pendingSpace = true }
            case .open(let tag):
                // `*a**b*` reads as `*ab*`.
                if !pendingSpace, let closed = lastClosed, sameTag(closed.tag, tag) {
                    output.removeLast(closed.length)
                    lastClosed = nil
                    continue
                }
                if pendingSpace && output.count > textStart { output.append(0x20) }
                pendingSpace = false
                output.append(UInt8(ascii: "<"))
                appendMark(of: tag, to: &output)
                afterOpen = true
                lastClosed = nil
            case .close(let tag):
                let before = output.count
                appendMark(of: tag, to: &output)
                output.append(UInt8(ascii: ">"))
                afterOpen = false
                lastClosed = (tag, output.count - before)
            case .word(let range), .atom(let range):
                afterBreak = false
                separate(&output, textStart: textStart, pendingSpace: &pendingSpace, afterOpen: &afterOpen, lastClosed: &lastClosed)
                output += store[range]
            case .code(let range):
                afterBreak = false
                separate(&output, textStart: textStart, pendingSpace: &pendingSpace, afterOpen: &afterOpen, lastClosed: &lastClosed)
                output.append(UInt8(ascii: "`"))
                output += store[range]
                output.append(UInt8(ascii: "`"))
            case .lineBreak:
                pendingSpace = false
                afterBreak = true
                separate(&output, textStart: textStart, pendingSpace: &pendingSpace, afterOpen: &afterOpen, lastClosed: &lastClosed)
                output += "BR".utf8
            }
        }
        return output.count > textStart
    }

    /// Before content: the pending space (unless right after an opening mark), and the end
    /// of the states that only last until content.
    private func separate(
        _ output: inout [UInt8], textStart: Int, pendingSpace: inout Bool, afterOpen: inout Bool, lastClosed: inout (tag: Tag, length: Int)?
    ) {
        if pendingSpace && output.count > textStart && !afterOpen { output.append(0x20) }
        pendingSpace = false
        afterOpen = false
        lastClosed = nil
    }

    private func appendMark(of tag: Tag, to output: inout [UInt8]) {
        switch tag {
        case .emphasis: output.append(UInt8(ascii: "*"))
        case .strong: output += "**".utf8
        case .strikethrough: output += "~~".utf8
        case .underline: output += "u".utf8
        case .superscript: output += "^".utf8
        case .subscript: output += "_".utf8
        case .link(let destination):
            output += "[](".utf8
            output += store[destination]
            output.append(UInt8(ascii: ")"))
        }
    }

    private func sameTag(_ first: Tag, _ second: Tag) -> Bool {
        switch (first, second) {
        case (.link(let a), .link(let b)): return store[a] == store[b]
        default: return first == second
        }
    }

    // MARK: - Helpers

    /// Moves spaces and line breaks at the inner edges of formatting outside it (`<* a *>` is
    /// ` <*a*> `), as the Markdown writer moves spaces and the HTML reader moves breaks (so a
    /// break ending a paragraph inside formatting goes, as one outside it does).
    private static func moveSpacesOut(_ result: inout [Token]) {
        var index = 0
        while index + 1 < result.count {
            let movesOut: Bool
            switch (result[index], result[index + 1]) {
            case (.open, .space), (.space, .close), (.open, .lineBreak), (.lineBreak, .close): movesOut = true
            default: movesOut = false
            }
            if movesOut {
                result.swapAt(index, index + 1)
                index = max(0, index - 1)
            } else {
                index += 1
            }
        }
    }

    /// Removes each opening mark directly followed by its closing mark (nested ones too, in
    /// one pass); whether any was removed.
    private static func removeEmptyFormatting(_ tokens: inout [Token]) -> Bool {
        // Nothing to rebuild in the common case: no opening mark right before a closing one.
        var index = 0
        while index + 1 < tokens.count {
            if case .open = tokens[index], case .close = tokens[index + 1] { break }
            index += 1
        }
        guard index + 1 < tokens.count else { return false }
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var removed = false
        for token in tokens {
            if case .close = token, case .open? = kept.last {
                kept.removeLast()
                removed = true
            } else {
                kept.append(token)
            }
        }
        if removed { tokens = kept }
        return removed
    }

    /// Empties the sequence, keeping the storage for the next one.
    mutating func removeAll() {
        store.removeAll(keepingCapacity: true)
        tokens.removeAll(keepingCapacity: true)
        openStack.removeAll(keepingCapacity: true)
        quoteDepth = 0
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// Whether raw inline HTML is one tag of an anchor the Markdown writer writes for a link
    /// target: `<a id="…">` (no other attribute, no `>` or `"` inside the value) or `</a>`.
    static func isAnchorTag(_ html: String) -> Bool {
        if html == "</a>" { return true }
        let bytes = html.utf8
        guard html.hasPrefix("<a id=\""), html.hasSuffix("\">"), bytes.count > 9 else { return false }
        return !bytes.dropFirst(7).dropLast(2).contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: ">") }
    }

    /// The text of a link's `children` when they are one text with only line breaks around
    /// it. A break at the edge of a paragraph is dropped by the writers (Markdown has no form
    /// for it), so `<a href="x">x<br></a>` ending a paragraph reads back as the link `[x](x)`:
    /// both must count as the same autolink. `nil` for any other content.
    private static func soleText(of children: [Inline]) -> String? {
        var found: String?
        for child in children {
            switch child {
            case .text(let text):
                guard found == nil else { return nil }
                found = text
            case .hardBreak, .softBreak:
                continue
            default:
                return nil
            }
        }
        return found
    }

    /// Whether a link reads as its own URL (GFM's extended autolinks, `<…>` autolinks).
    private static func isAutolink(_ destination: String, text: String) -> Bool {
        destination == text || destination == "mailto:" + text || destination == "http://" + text
    }
}
