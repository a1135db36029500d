/// An attribute selector: `[name]`, `[name=value]`, `[name~=value]`, `[name|=value]`,
/// `[name^=value]`, `[name$=value]`, `[name*=value]`, with an optional ` i` or ` s` flag
/// (Selectors 4 §6).
///
/// Names match HTML elements' attributes ASCII case-insensitively, other elements'
/// exactly. Values compare exactly unless the `i` flag is given, or (without an `s` flag)
/// the attribute is one whose values the HTML Standard compares ASCII case-insensitively on
/// HTML elements (§4.16.2: `type`, `lang`, `dir`, `rel`…).
public struct CSSAttributeSelector: Hashable, Sendable {
    /// What is tested of the value.
    public enum Operator: String, Hashable, Sendable {
        /// `=`: the value is exactly the given one.
        case equals = "="
        /// `~=`: one of the value's white-space separated words is the given one.
        case includesWord = "~="
        /// `|=`: the value is the given one or starts with it followed by `-` (`en`, `en-GB`).
        case dashMatch = "|="
        /// `^=`: the value starts with the given (non-empty) one.
        case prefix = "^="
        /// `$=`: the value ends with the given (non-empty) one.
        case suffix = "$="
        /// `*=`: the value contains the given (non-empty) one.
        case substring = "*="
    }

    /// How values compare.
    public enum CaseSensitivity: Hashable, Sendable {
        /// No flag: exact, except for the HTML Standard's case-insensitive attributes.
        case standard
        /// ` i`: ASCII case-insensitive.
        case insensitive
        /// ` s`: exact, always.
        case sensitive
    }

    /// The attribute name as written (escapes resolved).
    public var name: String
    /// ``name`` lower-cased, for HTML elements.
    public var lowercasedName: String
    /// The test of the value; `nil` for `[name]` (presence only).
    public var `operator`: Operator?
    /// The value compared with; empty for `[name]`.
    public var value: String
    /// The flag.
    public var caseSensitivity: CaseSensitivity

    /// Creates an attribute selector.
    public init(name: String, operator: Operator? = nil, value: String = "", caseSensitivity: CaseSensitivity = .standard) {
        self.name = name
        self.lowercasedName = ASCIIFolding.lowercased(name)
        self.operator = `operator`
        self.value = value
        self.caseSensitivity = caseSensitivity
    }
}
