/// Footnote references that generators write as bare links and raise with CSS: Substack's
/// `<a class="footnote-anchor" href="#footnote-1">1</a>`, Sphinx's `footnote-reference`,
/// and any link marked `role="doc-noteref"` (DPUB-ARIA). Read as plain text they glue their
/// number to the word before (`two1`, `18812`), so they become superscript, as they show
/// (`two¹` in text, `<sup>` in Markdown and HTML). One already inside a `<sup>` (pandoc,
/// WordPress) stays as it is.
extension LoweringWalker {
    /// The classes that mark a footnote reference link.
    private static let noteReferenceClasses: [[UInt8]] = ["footnote-anchor", "footnote-ref", "footnote-reference"].map { Array($0.utf8) }

    /// Whether link `id` is a footnote reference to raise: so marked, and not inside a
    /// superscript already. Called for every link, so it reads the attributes in place and
    /// allocates nothing.
    func isRaisedNoteReference(_ id: DOMTree.NodeID) -> Bool {
        guard id != DOMTree.none else { return false }
        var isMarked = false
        for attribute in tree.nodes[Int(id)].attributes {
            if attribute.name == "role" {
                isMarked = isMarked || ASCIIFolding.equal(attribute.value, "doc-noteref")
            } else if attribute.name == "class" {
                isMarked = isMarked || Self.hasNoteReferenceClass(attribute.value)
            }
        }
        guard isMarked else { return false }
        return !frames.contains { frame in
            if case .format(.formatting(.superscript)) = frame.kind { return true }
            return false
        }
    }

    /// Whether the class list `classes` holds one of ``noteReferenceClasses``.
    private static func hasNoteReferenceClass(_ classes: String) -> Bool {
        var classes = classes
        return classes.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count && !isWhitespace(bytes[index]) { index += 1 }
                // Every candidate starts with "footnote-": most words are rejected at once.
                guard index - start >= 12, bytes[start] == UInt8(ascii: "f") else { continue }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if noteReferenceClasses.contains(where: { $0.elementsEqual(word) }) { return true }
            }
            return false
        }
    }
}
