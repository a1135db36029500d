extension Inline {
    /// The six formatting inlines that wrap content and differ only in what they mean:
    /// code that treats them alike (a dump, a style lookup, a wrapper repeated around
    /// paragraphs) goes through ``formatting`` and ``formatted(_:_:attributes:)`` instead of
    /// a six-way `switch` of its own.
    public enum Formatting: String, Hashable, Sendable, CaseIterable {
        case emphasis, strong, strikethrough, underline, superscript, `subscript`

        /// The HTML element the formatting stands for when its attributes keep no other
        /// name (strikethrough: `del`, GFM's choice for `~~`); a literal, so writers append
        /// it without building a string.
        @inlinable public var defaultElementName: StaticString {
            switch self {
            case .emphasis: return "em"
            case .strong: return "strong"
            case .strikethrough: return "del"
            case .underline: return "u"
            case .superscript: return "sup"
            case .subscript: return "sub"
            }
        }
    }

    /// The formatting, content and attributes of a formatting inline; `nil` for any other.
    @inlinable public var formatting: (kind: Formatting, children: [Inline], attributes: Attributes)? {
        switch self {
        case .emphasis(let children, let attributes): return (.emphasis, children, attributes)
        case .strong(let children, let attributes): return (.strong, children, attributes)
        case .strikethrough(let children, let attributes): return (.strikethrough, children, attributes)
        case .underline(let children, let attributes): return (.underline, children, attributes)
        case .superscript(let children, let attributes): return (.superscript, children, attributes)
        case .subscript(let children, let attributes): return (.subscript, children, attributes)
        case .text, .code, .softBreak, .hardBreak, .link, .image, .span, .raw, .footnoteReference: return nil
        }
    }

    /// The formatting inline of `kind` around `children`.
    @inlinable public static func formatted(_ kind: Formatting, _ children: [Inline], attributes: Attributes = Attributes()) -> Inline {
        switch kind {
        case .emphasis: return .emphasis(children, attributes: attributes)
        case .strong: return .strong(children, attributes: attributes)
        case .strikethrough: return .strikethrough(children, attributes: attributes)
        case .underline: return .underline(children, attributes: attributes)
        case .superscript: return .superscript(children, attributes: attributes)
        case .subscript: return .subscript(children, attributes: attributes)
        }
    }
}
