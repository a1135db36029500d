/// What a node keeps of the HTML element it came from: the element name when it is not the
/// node's default, `id`, classes, the parsed `style=` attribute and every other attribute.
///
/// **The convention.** Every element-like node carries `Attributes`: blocks (paragraphs,
/// headings, quotes, lists, code blocks, thematic breaks, `div`s), list items, tables, rows
/// and cells, formatting inlines (emphasis, strong, strikethrough, underline, superscript,
/// subscript, code, `span`s), and links and images (through ``LinkTarget/attributes``).
/// - ``elementName`` is `nil` when the element is the node's default (`p` for a paragraph,
///   `h2` for a level-2 heading, `blockquote`, `ul`/`ol`, `li`, `pre`, `hr`, `table`, `tr`,
///   `td` in a body row and `th` in a header row, `em`, `strong`, `u`, `sup`, `sub`, `code`,
///   `a`, `img`, `div`, `span`), and the source's name otherwise (`b` on strong, `i` or
///   `cite` on emphasis, `ins` on underline, `kbd` on code, `menu` on a list, `th` on a body
///   cell, `figure` or `section` on a `div`, `mark` or `abbr` on a `span`). Strikethrough has
///   no default: HTML's `del` (an edit) and `s` (a presentation) both keep their name, and an
///   unnamed one comes from Markdown's `~~`.
/// - A modelled node is never wrapped in a `div`/`span` only to carry its attributes; a
///   `div`/`span` stands for an element the AST does not model, named by ``elementName``.
/// - Markdown input produces empty attributes (except what raw HTML resolved into nodes).
/// - A backend that cannot express an attribute ignores it; it never changes structure
///   because of one.
///
/// A value type with copy-on-write storage: empty attributes (the common case) cost one
/// word and no allocation, so every node can carry them. (`@unchecked Sendable`: the box is
/// written only when uniquely referenced, so a value shared between threads is never
/// written while another reads it.)
public struct Attributes: Hashable, @unchecked Sendable {
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

    /// The stored fields; `nil` storage means all of them are empty.
    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var elementName: String?
        @usableFromInline var id: String?
        @usableFromInline var classes: [String] = []
        @usableFromInline var other: [Attribute] = []
        @usableFromInline var style = InlineStyle()

        @usableFromInline init(elementName: String?, id: String?, classes: [String], other: [Attribute], style: InlineStyle) {
            self.elementName = elementName
            self.id = id
            self.classes = classes
            self.other = other
            self.style = style
        }

        @usableFromInline static let empty = Fields(elementName: nil, id: nil, classes: [], other: [], style: InlineStyle())

        @usableFromInline var isEmpty: Bool { elementName == nil && id == nil && classes.isEmpty && other.isEmpty && style.isEmpty }
    }

    /// The shared box behind non-empty attributes: one allocation holding the fields, read
    /// and written through the buffer's header pointer (``fields(of:)``), and written only
    /// when uniquely referenced (copy-on-write, as the standard library's collections do), so
    /// sharing it between threads is safe.
    @usableFromInline typealias Storage = ManagedBuffer<Fields, UInt8>

    /// The fields in `box`, through its header pointer. `ManagedBuffer.header` is a class's
    /// stored property, and every access to it from this module paid a dynamic exclusivity
    /// check (`swift_beginAccess`, about 3 % of sanitizing a page); the pointer pays none, and
    /// copy-on-write already keeps each write exclusive. Valid while `box` is alive: the
    /// callers hold it through ``storage`` (a `_modify` too: `self` is exclusively accessed,
    /// so ``storage`` keeps the box it yields into).
    @usableFromInline @inline(__always) static func fields(of box: Storage) -> UnsafeMutablePointer<Fields> {
        box.withUnsafeMutablePointerToHeader { $0 }
    }

    @usableFromInline var storage: Storage?

    /// Empty attributes (no allocation, no fields to check).
    @inlinable public init() {
        storage = nil
    }

    /// Creates attributes; every field defaults to empty.
    public init(
        elementName: String? = nil,
        id: String? = nil,
        classes: [String] = [],
        other: [Attribute] = [],
        style: InlineStyle = InlineStyle()
    ) {
        let fields = Fields(elementName: elementName, id: id, classes: classes, other: other, style: style)
        storage = fields.isEmpty ? nil : Self.makeStorage(fields)
    }

    @usableFromInline static func makeStorage(_ fields: Fields) -> Storage {
        Storage.create(minimumCapacity: 0) { _ in fields }
    }

    @usableFromInline var fields: Fields { storage.map { Self.fields(of: $0).pointee } ?? .empty }

    /// The box, made unique (copied when shared) so it can be written in place.
    @usableFromInline mutating func uniqueStorage() -> Storage {
        if let storage, isKnownUniquelyReferenced(&self.storage) { return storage }
        let fresh = Self.makeStorage(fields)
        storage = fresh
        return fresh
    }

    /// The original element name when it is not the node's default (`section`, `b`, `x-card`).
    @inlinable public var elementName: String? {
        get { storage.flatMap { Self.fields(of: $0).pointee.elementName } }
        set { Self.fields(of: uniqueStorage()).pointee.elementName = newValue }
    }

    /// The `id`, if any.
    @inlinable public var id: String? {
        get { storage.flatMap { Self.fields(of: $0).pointee.id } }
        set { Self.fields(of: uniqueStorage()).pointee.id = newValue }
    }

    /// The classes in source order.
    @inlinable public var classes: [String] {
        get { storage.map { Self.fields(of: $0).pointee.classes } ?? [] }
        _modify { yield &Self.fields(of: uniqueStorage()).pointee.classes }
        set { Self.fields(of: uniqueStorage()).pointee.classes = newValue }
    }

    /// All other attributes in source order (`lang`, `dir`, `title`, `datetime`…).
    @inlinable public var other: [Attribute] {
        get { storage.map { Self.fields(of: $0).pointee.other } ?? [] }
        _modify { yield &Self.fields(of: uniqueStorage()).pointee.other }
        set { Self.fields(of: uniqueStorage()).pointee.other = newValue }
    }

    /// The parsed inline CSS (`style=`, plus presentational hints such as `align`), typed so
    /// that backends never re-parse it; empty when there was none.
    @inlinable public var style: InlineStyle {
        get { storage.map { Self.fields(of: $0).pointee.style } ?? InlineStyle() }
        _modify { yield &Self.fields(of: uniqueStorage()).pointee.style }
        set { Self.fields(of: uniqueStorage()).pointee.style = newValue }
    }

    /// Whether nothing at all is kept, not even an element name.
    @inlinable public var isEmpty: Bool { storage.map { Self.fields(of: $0).pointee.isEmpty } ?? true }

    /// Whether anything besides the element name is kept.
    @inlinable public var carriesValues: Bool {
        guard let storage else { return false }
        let fields = Self.fields(of: storage)
        return fields.pointee.id != nil || !fields.pointee.classes.isEmpty || !fields.pointee.other.isEmpty
            || !fields.pointee.style.isEmpty
    }

    /// The value of the attribute `name` among ``other``, if present.
    public subscript(name: String) -> String? {
        storage.flatMap { box in Self.fields(of: box).pointee.other.first { $0.name == name }?.value }
    }

    /// Whether a `#fragment` link can reach the element: it has an `id`, or it is an
    /// `<a name>` (HTML Standard §7.4.6.4 "the indicated part of the document").
    public var isLinkTarget: Bool {
        id != nil || (elementName == "a" && self["name"] != nil)
    }

    /// The `lang` attribute, if any.
    public var lang: String? { self["lang"] }

    /// The `dir` attribute, if any.
    public var dir: String? { self["dir"] }

    /// These attributes with ``elementName`` replaced by `name`.
    public func named(_ name: String?) -> Attributes {
        guard name != elementName else { return self }
        var copy = self
        copy.elementName = name
        return copy
    }

    public static func == (lhs: Attributes, rhs: Attributes) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.fields == rhs.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}
