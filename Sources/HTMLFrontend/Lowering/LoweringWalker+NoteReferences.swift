/// Footnote references that generators write as bare links and raise with CSS: Substack's
/// `<a class="footnote-anchor" href="#footnote-1">1</a>`, Sphinx's `footnote-reference`,
/// and any link marked `role="doc-noteref"` (DPUB-ARIA). Read as plain text they glue their
/// number to the word before (`two1`, `18812`), so they become superscript, as they show
/// (`two¹` in text, `<sup>` in Markdown and HTML). One already inside a `<sup>` (pandoc,
/// WordPress) stays as it is.
extension LoweringWalker {
    /// The classes that mark a footnote reference link.
    private static let noteReferenceClasses = ["footnote-anchor", "footnote-ref", "footnote-reference"]

    /// Whether link `id` is a footnote reference to raise: so marked, and not inside a
    /// superscript already.
    func isRaisedNoteReference(_ id: DOMTree.NodeID) -> Bool {
        guard id != DOMTree.none else { return false }
        let isMarked: Bool
        if let role = attributeValue("role", of: id), ASCIIFolding.equal(role, "doc-noteref") {
            isMarked = true
        } else if let classes = attributeValue("class", of: id) {
            isMarked = classes.utf8.split(whereSeparator: Self.isWhitespace).contains { word in
                Self.noteReferenceClasses.contains { word.elementsEqual($0.utf8) }
            }
        } else {
            isMarked = false
        }
        guard isMarked else { return false }
        return !frames.contains { frame in
            if case .format(.formatting(.superscript)) = frame.kind { return true }
            return false
        }
    }
}
