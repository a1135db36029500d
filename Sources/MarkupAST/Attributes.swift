/// What a generic `div`/`span` keeps of the element it came from, so that nothing the AST
/// does not model loses its meaning: the element name, `id`, classes, the parsed `style=`
/// attribute and other attributes.
public struct Attributes: Hashable, Sendable {
    /// One attribute that has no dedicated field, in source order.
    public struct Attribute: Hashable, Sendable {
        /// The attribute name, lower-cased by the HTML frontend.
        public var name: String
        /// The attribute value (empty for boolean attributes).
        public var value: String

        /// Creates an attribute.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The original element name (`section`, `x-card`), if any.
    public var elementName: String?
    /// The `id`, if any.
    public var id: String?
    /// The classes in source order.
    public var classes: [String]
    /// All other attributes in source order.
    public var other: [Attribute]
    /// The parsed inline CSS (`style=`), typed so that backends never re-parse it; empty
    /// when there was none.
    public var style: InlineStyle

    /// Creates attributes; every field defaults to empty.
    public init(
        elementName: String? = nil,
        id: String? = nil,
        classes: [String] = [],
        other: [Attribute] = [],
        style: InlineStyle = InlineStyle()
    ) {
        self.elementName = elementName
        self.id = id
        self.classes = classes
        self.other = other
        self.style = style
    }

    /// The value of the attribute `name` among ``other``, if present.
    public subscript(name: String) -> String? {
        other.first { $0.name == name }?.value
    }
}
