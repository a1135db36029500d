/// Builds a normalized inline sequence: adjacent text merged, empty text and empty
/// formatting containers dropped.
///
/// Every frontend appends through this type, so `text("a") text("b")` and `text("ab")`
/// cannot both occur and trees compare equal when they mean the same.
public struct InlineBuilder: Sendable {
    /// The sequence built so far.
    public private(set) var inlines: [Inline] = []
    private var pendingText = ""

    /// Creates an empty builder.
    public init() {}

    /// Whether nothing has been appended that will appear in ``build()``.
    public var isEmpty: Bool { inlines.isEmpty && pendingText.isEmpty }

    /// Appends literal text, merging it with preceding text.
    public mutating func appendText(_ text: some StringProtocol) {
        pendingText += text
    }

    /// Appends literal text, merging it with preceding text; text that follows no other text
    /// is kept as it is, sharing its storage.
    public mutating func appendText(_ text: String) {
        if pendingText.isEmpty {
            pendingText = text
        } else {
            pendingText += text
        }
    }

    /// Makes room for `count` inlines, so that appending that many allocates once.
    public mutating func reserveCapacity(_ count: Int) {
        inlines.reserveCapacity(count)
    }

    /// Appends any inline; text is merged and empty containers are dropped.
    public mutating func append(_ inline: Inline) {
        switch inline {
        case .text(let text):
            appendText(text)
            return
        case .emphasis(let children, _), .strong(let children, _), .strikethrough(let children, _),
             .underline(let children, _), .superscript(let children, _), .subscript(let children, _),
             .span(_, let children):
            if children.isEmpty { return }
        case .raw(_, let text):
            if text.isEmpty { return }
        default:
            break
        }
        flushText()
        inlines.append(inline)
    }

    /// Appends every element of `sequence`.
    public mutating func append(contentsOf sequence: [Inline]) {
        for inline in sequence { append(inline) }
    }

    /// Finishes and returns the normalized sequence.
    public mutating func build() -> [Inline] {
        flushText()
        return inlines
    }

    private mutating func flushText() {
        if !pendingText.isEmpty {
            inlines.append(.text(pendingText))
            pendingText = ""
        }
    }
}

extension Inline {
    /// `inlines` with adjacent text merged and empty containers dropped (one level; children
    /// built with ``InlineBuilder`` are already normalized).
    public static func normalized(_ inlines: [Inline]) -> [Inline] {
        var builder = InlineBuilder()
        builder.append(contentsOf: inlines)
        return builder.build()
    }
}
