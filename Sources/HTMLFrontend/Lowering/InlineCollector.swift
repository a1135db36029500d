import MarkupAST

/// The inline content of one open container during the lowering: finished inlines plus the
/// text run being built, kept as UTF-8 bytes so that a run becomes one `String` once.
///
/// Like `InlineBuilder` it merges adjacent text and drops empty containers; unlike it, it can
/// take back the last collapsible space or line break, which whitespace processing decides
/// only when it sees what follows (CSS Text 3 §4.1.2: spaces at the end of a line go).
struct InlineCollector {
    private var inlines: [Inline] = []
    private var pending: [UInt8] = []
    /// The text run when it is exactly one whole string (a text node or a `.text` inline
    /// appended as it is, the common case): kept as that string, so the run is neither
    /// copied into ``pending`` nor decoded into a new `String`. Set only while ``pending``
    /// is empty; any other change to the run moves it into ``pending`` first.
    private var pendingString: String?
    /// Whether the content holds anything besides text and formatting (a break, an image, a
    /// link…): such content cannot become a code span.
    private(set) var hasNonText = false

    /// Whether nothing has been collected.
    var isEmpty: Bool { inlines.isEmpty && pending.isEmpty && pendingString == nil }

    /// Appends text bytes (valid UTF-8 runs; a run may end inside a character only if the
    /// next append continues it).
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        materializePendingString()
        reserveForRun(adding: bytes.count)
        pending.append(contentsOf: bytes)
    }

    /// Appends text; text that starts a run is kept as it is (see ``pendingString``).
    mutating func appendText(_ text: String) {
        if pending.isEmpty && pendingString == nil {
            if !text.isEmpty { pendingString = text }
            return
        }
        materializePendingString()
        reserveForRun(adding: text.utf8.count)
        pending.append(contentsOf: text.utf8)
    }

    /// Moves a run kept as a string into ``pending``, before the run changes.
    private mutating func materializePendingString() {
        guard let text = pendingString else { return }
        pendingString = nil
        reserveForRun(adding: text.utf8.count)
        pending.append(contentsOf: text.utf8)
    }

    /// Gives the text buffer room for typical runs (a few words, a space, the next
    /// element's words) at its first use, instead of regrowing it from a few bytes.
    @inline(__always)
    private mutating func reserveForRun(adding count: Int) {
        if pending.capacity == 0 { pending.reserveCapacity(max(2 * count, 64)) }
    }

    /// Appends one ASCII byte.
    mutating func appendByte(_ byte: UInt8) {
        materializePendingString()
        pending.append(byte)
    }

    /// Appends an inline, dropping containers without content (unless an `id` makes them a
    /// link target) and marking non-text content.
    mutating func append(_ inline: Inline) {
        switch inline {
        case .text(let text):
            appendText(text)
            return
        case .code(let text, let attributes):
            if text.isEmpty && !attributes.isLinkTarget { return }
        case .emphasis(let children, let attributes), .strong(let children, let attributes),
             .strikethrough(let children, let attributes), .underline(let children, let attributes),
             .superscript(let children, let attributes), .subscript(let children, let attributes),
             .span(let attributes, let children):
            // An empty element that a `#fragment` can reach (`<span id="x"></span>`,
            // `<a name="x"></a>`), or a kept `<wbr>`/`<area>`, is kept.
            if children.isEmpty {
                guard attributes.isKeptWhenEmpty else { return }
                hasNonText = true
            }
        case .link(let target, let children):
            if children.isEmpty && !target.attributes.isLinkTarget { return }
            hasNonText = true
        case .raw(_, let text):
            if text.isEmpty { return }
            hasNonText = true
        case .softBreak, .hardBreak, .image, .footnoteReference:
            hasNonText = true
        }
        flushText()
        appendFinished(inline)
    }

    /// Appends to ``inlines``, giving a new sequence room for a few inlines at once (text,
    /// formatting, text is typical) instead of regrowing it from one.
    @inline(__always)
    private mutating func appendFinished(_ inline: Inline) {
        if inlines.capacity == 0 { inlines.reserveCapacity(4) }
        inlines.append(inline)
    }

    /// Marks the content as holding non-text content found in a nested container.
    mutating func markNonText() {
        hasNonText = true
    }

    /// Removes a space ending the text run; `false` when the content does not end in one.
    @discardableResult
    mutating func removeTrailingSpace() -> Bool {
        if let text = pendingString {
            guard text.utf8.last == 0x20 else { return false }
            materializePendingString()
        }
        guard pending.last == 0x20 else { return false }
        pending.removeLast()
        return true
    }

    /// Removes a hard break ending the content; `false` when the content does not end in one.
    @discardableResult
    mutating func removeTrailingHardBreak() -> Bool {
        guard pending.isEmpty, pendingString == nil, inlines.last == .hardBreak else { return false }
        inlines.removeLast()
        return true
    }

    /// The finished sequence; the collector is empty afterwards.
    mutating func take() -> [Inline] {
        flushText()
        let result = inlines
        inlines = []
        hasNonText = false
        return result
    }

    private mutating func flushText() {
        if let text = pendingString {
            pendingString = nil
            appendFinished(.text(text))
            return
        }
        guard !pending.isEmpty else { return }
        appendFinished(.text(String(decoding: pending, as: UTF8.self)))
        pending.removeAll(keepingCapacity: true)
    }
}
