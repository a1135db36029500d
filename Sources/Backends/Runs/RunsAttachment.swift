/// An object that occupies one U+FFFC in the text: an image or a horizontal rule. Both
/// `NSTextAttachment` and Compose `InlineTextContent` need exactly such a placeholder.
public struct RunsAttachment: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case image, video, audio, rule, file, embed
    }

    public enum Display: String, Hashable, Sendable, CaseIterable {
        case inline
        /// The attachment is the only content of its paragraph.
        case block
    }

    public var kind: Kind
    public var src: String?
    /// Accessible text, also the plain-text fallback.
    public var alt: String?
    public var title: String?
    /// Points (CSS px).
    public var width: Double?
    public var height: Double?
    public var display: Display?

    public init(
        kind: Kind, src: String? = nil, alt: String? = nil, title: String? = nil, width: Double? = nil,
        height: Double? = nil, display: Display? = nil
    ) {
        self.kind = kind
        self.src = src
        self.alt = alt
        self.title = title
        self.width = width
        self.height = height
        self.display = display
    }
}
