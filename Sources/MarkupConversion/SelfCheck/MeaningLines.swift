/// The canonical lines of a document's meaning (``MarkdownMeaning``), laid end to end in one
/// byte buffer, and its footnote definitions apart: the self-check builds two of these per
/// document written, so a line costs no allocation of its own. Two documents mean the same
/// when their buffers, line ends and footnote definitions are equal, byte for byte (not
/// under Unicode canonical equivalence: both sides keep the text's code points as read, so
/// a difference there is a real one).
struct MeaningLines {
    /// Every line's bytes, one after another (written in place by ``MarkdownMeaning`` and
    /// ``InlineTokens``).
    var bytes: [UInt8] = []
    /// Where each line ends in `bytes`; line `i` starts where line `i - 1` ends.
    private(set) var ends: [Int] = []
    /// The index of the top-level block each line comes from.
    var owners: [Int] = []
    /// The footnote definitions, compared apart from the lines as a set: sorted by
    /// ``sortFootnotes()`` once the last is in (``MarkdownMeaning/lines(of:math:)`` does).
    var footnotes: [[UInt8]] = []

    /// How many lines there are.
    var count: Int { ends.count }

    /// The bytes of line `index`.
    func line(_ index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// The lines as text, for tests.
    var lineTexts: [String] { (0..<count).map { String(decoding: line($0), as: UTF8.self) } }

    /// Whether `other` has the same lines, owners aside.
    func hasSameLines(as other: MeaningLines) -> Bool {
        ends == other.ends && bytes == other.bytes
    }

    /// Whether `other` has the same lines and the same footnote definitions (both sorted).
    func means(theSameAs other: MeaningLines) -> Bool {
        hasSameLines(as: other) && footnotes == other.footnotes
    }

    /// Sorts the footnote definitions (their order means nothing: writers move them).
    mutating func sortFootnotes() {
        footnotes.sort { $0.lexicographicallyPrecedes($1) }
    }

    // MARK: - Building (``MarkdownMeaning``)

    /// Makes room for `lines` lines of `bytes` bytes in all.
    mutating func reserveCapacity(lines: Int, bytes: Int) {
        self.bytes.reserveCapacity(bytes)
        ends.reserveCapacity(lines)
        owners.reserveCapacity(lines)
    }

    /// Appends bytes to the line being written.
    mutating func write(_ part: some Sequence<UInt8>) {
        bytes.append(contentsOf: part)
    }

    /// Removes everything written from `position` on.
    mutating func truncate(to position: Int) {
        bytes.removeSubrange(position...)
    }

    /// Removes what was written from `position` on and returns it (a footnote definition,
    /// written in place and then kept apart).
    mutating func cut(from position: Int) -> [UInt8] {
        let cut = Array(bytes[position...])
        bytes.removeSubrange(position...)
        return cut
    }

    /// Ends a top-level line at the end of what is written, owned by `owner`.
    mutating func endLine(owner: Int) {
        ends.append(bytes.count)
        owners.append(owner)
    }
}
