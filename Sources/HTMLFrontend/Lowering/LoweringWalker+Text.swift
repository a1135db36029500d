import MarkupAST

/// White space processing (CSS Text 3 §4, "White Space Processing"), on UTF-8 bytes.
///
/// Under `white-space: normal` every run of white space becomes one space, and a space
/// collapses away after another collapsible space *across element boundaries* (`a <b> b
/// </b> c` is "a b c"), at the start of a line and at its end (before a `<br>` or the end of
/// the block). The space is kept where it first occurred; a space that ends an inline
/// element moves just after it when the element closes, which renders the same and keeps a
/// trailing space out of link text and strong emphasis. `pre`, `pre-wrap` and `break-spaces`
/// keep spaces and turn newlines into hard breaks; `pre-line` collapses spaces and keeps
/// newlines.
///
/// White space here is HTML's ASCII white space (tab, LF, FF, CR, space); U+00A0 and other
/// Unicode spaces are text.
extension LoweringWalker {
    /// Text of a DOM text node, in the current context.
    mutating func handleText(_ text: String) {
        // Native strings (all the tree builder makes) are read in place, once for the
        // white-space check and once for the text.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard prepareForText(whitespaceOnly: bytes.allSatisfy(Self.isWhitespace)) else { return }
            let mode = frames[top].whiteSpace
            if Self.isAppendedAsItIs(bytes) {
                appendWholeText(text, endsWithSpace: bytes[bytes.count - 1] == 0x20, mode: mode)
            } else {
                appendText(bytes, mode: mode)
            }
        }
        guard done == nil else { return }
        guard prepareForText(whitespaceOnly: text.utf8.allSatisfy(Self.isWhitespace)) else { return }
        appendText(text)
    }

    /// Appends text to the current inline context with the current `white-space`.
    mutating func appendText(_ text: String) {
        let mode = frames[top].whiteSpace
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendText($0, mode: mode) }
        if done == nil {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { appendText($0, mode: mode) }
        }
    }

    private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>, mode: CSSWhiteSpace) {
        let count = bytes.count
        var index = 0
        while index < count {
            if Self.isWhitespace(bytes[index]) {
                let start = index
                var newlines = 0
                while index < count && Self.isWhitespace(bytes[index]) {
                    if bytes[index] == 0x0A { newlines += 1 }
                    index += 1
                }
                if mode.preservesSpaces {
                    appendPreservedWhitespace(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                } else if mode.preservesNewlines && newlines > 0 {
                    for _ in 0..<newlines { appendHardBreak() }
                } else {
                    appendCollapsibleSpace()
                }
            } else {
                let start = index
                while index < count && !Self.isWhitespace(bytes[index]) { index += 1 }
                // A single space between two words is text in every mode: collapsing keeps
                // it (it follows content), preserving keeps it. So the run goes on through
                // it, and a sentence is one append rather than one per word.
                while index + 1 < count && bytes[index] == 0x20 && !Self.isWhitespace(bytes[index + 1]) {
                    index += 2
                    while index < count && !Self.isWhitespace(bytes[index]) { index += 1 }
                }
                appendContentText(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
    }

    /// Whether `bytes` come out of white-space processing unchanged in every mode: they
    /// start with content, and their only white space is single spaces, each followed by
    /// content except possibly the last byte. (After content a single space is kept by
    /// collapsing and by preserving alike.)
    static func isAppendedAsItIs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 0, !isWhitespace(bytes[0]) else { return false }
        var index = 1
        while index < count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                guard byte == 0x20, index + 1 == count || !isWhitespace(bytes[index + 1]) else { return false }
                index += 2
            } else {
                index += 1
            }
        }
        return true
    }

    /// Appends `text`, for which ``isAppendedAsItIs(_:)`` holds, as one run sharing its
    /// storage, leaving the state ``appendText(_:mode:)`` would: after content, or after a
    /// collapsible space when it ends with one that `mode` collapses.
    private mutating func appendWholeText(_ text: String, endsWithSpace: Bool, mode: CSSWhiteSpace) {
        let target = frames[top].inlineTarget
        frames[target].inlines.appendText(text)
        markContent()
        if endsWithSpace && !mode.preservesSpaces {
            atCollapsibleSpace = true
            trailingSpaceFrame = target
        }
    }

    /// Preserved white space: spaces and tabs as text, each newline a hard break.
    private mutating func appendPreservedWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<bytes.count where bytes[index] == 0x0A {
            if index > start { appendContentText(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            appendHardBreak()
            start = index + 1
        }
        if start < bytes.count { appendContentText(UnsafeBufferPointer(rebasing: bytes[start...])) }
    }

    /// Text that is content (not collapsible white space).
    private mutating func appendContentText(_ bytes: UnsafeBufferPointer<UInt8>) {
        let target = frames[top].inlineTarget
        frames[target].inlines.appendText(bytes)
        markContent()
    }

    /// Appends literal text as content, without white-space processing (quotation marks,
    /// form control values).
    mutating func appendLiteralText(_ text: String) {
        guard !text.isEmpty else { return }
        let target = frames[top].inlineTarget
        frames[target].inlines.appendText(text)
        markContent()
    }

    /// One collapsible space, unless it collapses into the previous one or a line start.
    private mutating func appendCollapsibleSpace() {
        guard !atCollapsibleSpace else { return }
        let target = frames[top].inlineTarget
        frames[target].inlines.appendByte(0x20)
        atCollapsibleSpace = true
        trailingSpaceFrame = target
        trailingBreakFrame = -1
    }

    /// A forced line break; the collapsible space before it goes (it would end a line).
    mutating func appendHardBreak() {
        removeTrailingSpace()
        let target = frames[top].inlineTarget
        frames[target].inlines.append(.hardBreak)
        atCollapsibleSpace = true
        trailingSpaceFrame = -1
        trailingBreakFrame = target
    }

    /// Appends an inline leaf or finished container that is content (an image, a code span).
    mutating func appendInline(_ inline: Inline) {
        let target = frames[top].inlineTarget
        frames[target].inlines.append(inline)
        markContent()
    }

    /// Records that content (not white space) was just added.
    mutating func markContent() {
        atCollapsibleSpace = false
        trailingSpaceFrame = -1
        trailingBreakFrame = -1
    }

    /// Drops the collapsible space that ends the current line, if any.
    mutating func removeTrailingSpace() {
        if trailingSpaceFrame >= 0 && trailingSpaceFrame < frames.count {
            frames[trailingSpaceFrame].inlines.removeTrailingSpace()
        }
        trailingSpaceFrame = -1
    }

    /// Starts a new inline formatting context (a paragraph boundary).
    mutating func resetInlineContext() {
        atCollapsibleSpace = true
        trailingSpaceFrame = -1
        trailingBreakFrame = -1
    }

    /// HTML's ASCII white space: tab, LF, FF, CR, space.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }
}
