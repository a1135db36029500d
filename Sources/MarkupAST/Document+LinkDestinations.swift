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
    /// `transform(destination, use)`, or kept when it returns `nil`. Nothing else changes
    /// (empty spans that are link targets stay); the tree is rebuilt only when the document
    /// has a link or an image.
    public func rewritingDestinations(_ transform: (String, DestinationUse) -> String?) -> Document {
        let hasTarget = blocks.nodes.contains { node in
            if case .inline(.link) = node { return true }
            if case .inline(.image) = node { return true }
            return false
        }
        guard hasTarget else { return self }
        return withoutActuallyEscaping(transform) { transform in
            Document(blocks: Self.rewritingDestinations(in: blocks, transform), metadata: metadata)
        }
    }

    // Not a ``TreeRewriter``: it normalizes inline sequences, which drops empty spans, and an
    // empty `<span id>` is a link target (Sphinx marks index entries with them).
    private static func rewritingDestinations(in blocks: [Block], _ transform: (String, DestinationUse) -> String?) -> [Block] {
        blocks.map { block in
            block.mapChildren(
                blocks: { rewritingDestinations(in: $0, transform) },
                inlines: { rewritingDestinations(in: $0, transform) }
            )
        }
    }

    private static func rewritingDestinations(in inlines: [Inline], _ transform: (String, DestinationUse) -> String?) -> [Inline] {
        inlines.map { inline in
            guard inline.isContainer else { return inline }
            let mapped = inline.mapChildren { rewritingDestinations(in: $0, transform) }
            switch mapped {
            case .link(var target, let children):
                guard let replaced = transform(target.destination, .link) else { return mapped }
                target.destination = replaced
                return .link(target, children)
            case .image(var target, let children):
                guard let replaced = transform(target.destination, .image) else { return mapped }
                target.destination = replaced
                return .image(target, children)
            default:
                return mapped
            }
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
        return rewritingDestinations { destination, _ in Self.resolvedDestination(destination, against: base) }
    }

    /// `destination` resolved against `base` when it is relative and not a same-document
    /// `#fragment`; `nil` (keep it) otherwise. The rule of
    /// ``resolvingRelativeURLs(documentURL:)``, for passes that combine it with others.
    public static func resolvedDestination(_ destination: String, against base: String) -> String? {
        guard URLResolver.isRelative(destination), !URLResolver.cleaned(destination).starts(with: [0x23]) else { return nil }
        return URLResolver.resolve(destination, against: base)
    }
}
