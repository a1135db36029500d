/// Passes over every link and image destination of a document (the ones of raw HTML
/// excepted): base-URL resolution, link rewriting between migrated files, media extraction.
extension Document {
    /// Where a destination is used.
    public enum DestinationUse: Sendable {
        /// A link's target.
        case link
        /// An image's source.
        case image
    }

    /// The document with each link and image destination replaced by
    /// `transform(destination, use)`, or kept when it returns `nil`. The tree is rebuilt only
    /// when the document has a link or an image.
    public func rewritingDestinations(_ transform: (String, DestinationUse) -> String?) -> Document {
        let hasTarget = blocks.nodes.contains { node in
            if case .inline(.link) = node { return true }
            if case .inline(.image) = node { return true }
            return false
        }
        guard hasTarget else { return self }
        return withoutActuallyEscaping(transform) { transform in
            rewritten(by: TreeRewriter(inline: { inline in
                switch inline {
                case .link(var target, let children):
                    guard let replaced = transform(target.destination, .link) else { return [inline] }
                    target.destination = replaced
                    return [.link(target, children)]
                case .image(var target, let children):
                    guard let replaced = transform(target.destination, .image) else { return [inline] }
                    target.destination = replaced
                    return [.image(target, children)]
                default:
                    return [inline]
                }
            }))
        }
    }

    /// The metadata key under which the HTML frontend records the document's `<base href>`
    /// (the first one, as written).
    public static let baseMetadataKey = "base"

    /// The URL relative references of this document resolve against: the `<base href>` it
    /// declares (``baseMetadataKey``) resolved against `documentURL`, else `documentURL`;
    /// `nil` when neither gives an absolute URL.
    public func baseURL(documentURL: String?) -> String? {
        if let declared = metadata[Self.baseMetadataKey], !URLResolver.cleaned(declared).isEmpty {
            if !URLResolver.isRelative(declared) { return URLResolver.resolve(declared, against: declared) }
            if let documentURL, let resolved = URLResolver.resolve(declared, against: documentURL) { return resolved }
        }
        guard let documentURL, !URLResolver.isRelative(documentURL) else { return nil }
        return documentURL
    }

    /// The document with relative link and image destinations resolved (``URLResolver``)
    /// against its ``baseURL(documentURL:)``. A same-document `#fragment` stays as it is
    /// (the page moves with its anchors); absolute URLs (`mailto:`, `https:`) are kept.
    public func resolvingRelativeURLs(documentURL: String?) -> Document {
        guard let base = baseURL(documentURL: documentURL) else { return self }
        return rewritingDestinations { destination, _ in
            guard URLResolver.isRelative(destination), !URLResolver.cleaned(destination).starts(with: [0x23]) else { return nil }
            return URLResolver.resolve(destination, against: base)
        }
    }
}
