import MarkupAST

/// An underline or strike-through line: its pattern and, optionally, its own colour
/// (absent: the text colour).
///
/// Maps onto `NSUnderlineStyle` + `.underlineColor`, Compose `TextDecoration` and CSS
/// `text-decoration-style`/`-color`.
public struct TextDecoration: Hashable, Sendable {
    /// The line pattern, named as in runs.json; ``none`` (only meaningful in a
    /// ``MarkupStyle``) removes an inherited line.
    public enum Pattern: String, Hashable, Sendable, CaseIterable {
        case none, single, double, thick, dotted, dashed, wavy
    }

    public var pattern: Pattern
    public var color: RGBAColor?

    public init(_ pattern: Pattern = .single, color: RGBAColor? = nil) {
        self.pattern = pattern
        self.color = color
    }
}
