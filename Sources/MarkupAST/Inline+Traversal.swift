/// One-level access to an inline's children, written once so that passes and backends never
/// hand-write a walk that a new case or field could silently skip.
extension Inline {
    /// The children of a container (formatting, link text, image description, span); `[]`
    /// for a leaf.
    @inlinable public var children: [Inline] {
        if let formatting { return formatting.children }
        switch self {
        case .link(_, let children), .image(_, let children), .span(_, let children):
            return children
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript,
             .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
            return []
        }
    }

    /// Whether this inline can hold children (a leaf never does).
    @inlinable public var isContainer: Bool {
        switch self {
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .link, .image, .span:
            return true
        case .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
            return false
        }
    }

    /// This inline with its children replaced by `transform(children)`, every other field
    /// kept; a leaf is returned unchanged.
    public func mapChildren(_ transform: ([Inline]) throws -> [Inline]) rethrows -> Inline {
        if let formatting {
            return .formatted(formatting.kind, try transform(formatting.children), attributes: formatting.attributes)
        }
        switch self {
        case .link(let target, let children): return .link(target, try transform(children))
        case .image(let target, let children): return .image(target, try transform(children))
        case .span(let attributes, let children): return .span(attributes, try transform(children))
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript,
             .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
            return self
        }
    }

    /// The element attributes of a node that has them (formatting, code, span, and a link's
    /// or image's ``LinkTarget/attributes``); empty for the others.
    public var attributes: Attributes {
        if let formatting { return formatting.attributes }
        switch self {
        case .code(_, let attributes), .span(let attributes, _):
            return attributes
        case .link(let target, _), .image(let target, _):
            return target.attributes
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript,
             .text, .softBreak, .hardBreak, .raw, .footnoteReference:
            return Attributes()
        }
    }

    /// This inline and everything below it, in document order (pre-order), visited without
    /// recursion.
    public var nodes: MarkupNodes { MarkupNodes(inlines: [self]) }
}

extension Array where Element == Inline {
    /// These inlines and everything below them, in document order, visited without
    /// recursion: `inlines.nodes.contains { … }` is a deep query.
    public var nodes: MarkupNodes { MarkupNodes(inlines: self) }
}

extension Array where Element == Inline {
    /// Whether any of these inlines, or any inline below them, satisfies `predicate`. A
    /// direct depth-first search, several times cheaper per node than a ``MarkupNodes``
    /// iteration; below ``NestingLimit/defaultMaxDepth`` levels (only a tree built by hand
    /// gets there) it continues with the iterator, so no depth overflows the stack.
    public func containsInline(where predicate: (Inline) -> Bool) -> Bool {
        containsInline(depth: 0, where: predicate)
    }

    /// Calls `body` with each of these inlines and every inline below them, in document
    /// order (pre-order), by the same fast walk as ``containsInline(where:)``.
    public func forEachInline(_ body: (Inline) -> Void) {
        _ = containsInline(depth: 0) { body($0); return false }
    }

    private func containsInline(depth: Int, where predicate: (Inline) -> Bool) -> Bool {
        guard depth < NestingLimit.defaultMaxDepth else {
            return MarkupNodes(inlines: self).contains { node in
                if case .inline(let inline) = node { return predicate(inline) }
                return false
            }
        }
        // Plain loops and a switch (no closures, no `children` view): this walk runs over
        // every node of large documents.
        for inline in self {
            if predicate(inline) { return true }
            switch inline {
            case .emphasis(let children, _), .strong(let children, _), .strikethrough(let children, _), .underline(let children, _),
                 .superscript(let children, _), .subscript(let children, _), .link(_, let children), .image(_, let children),
                 .span(_, let children):
                if children.containsInline(depth: depth + 1, where: predicate) { return true }
            case .text, .code, .softBreak, .hardBreak, .raw, .footnoteReference:
                break
            }
        }
        return false
    }
}
