import MarkupAST

/// The document's `<base href>`, recorded for link resolution (``MarkupAST/Document/baseURL(documentURL:)``).
extension LoweringWalker {
    /// Records the `href` of the first `<base>` with one (HTML §4.2.3: the first `base`
    /// element with an `href` attribute in tree order sets the document base URL), as
    /// written, under ``MarkupAST/Document/baseMetadataKey``.
    mutating func recordBase(_ id: DOMTree.NodeID) {
        guard tree.nodes[Int(id)].tag == .base, metadata[Document.baseMetadataKey] == nil,
              let href = attributeValue("href", of: id) else { return }
        metadata[Document.baseMetadataKey] = href
    }
}
