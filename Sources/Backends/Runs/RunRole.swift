/// Why a run's characters are in the text stream. Generated characters (markers, separators)
/// are not source text: round-trip writers skip them; native-list renderers may drop markers.
public enum RunRole: String, Hashable, Sendable, CaseIterable {
    /// Source text (written as an absent `role` in runs.json).
    case text
    /// A list marker and its tab, e.g. `"•\t"`, at the start of an item's first paragraph.
    case marker
    /// `"\n"` ending a leaf block, or `"\t"` ending a table cell.
    case separator
    /// A soft line break, rendered as one space.
    case softBreak
    /// A hard line break: U+2028 LINE SEPARATOR, a new line inside the same paragraph.
    case lineBreak
    /// Unrendered source markup (see ``TextRun/rawFormat``).
    case raw
}
