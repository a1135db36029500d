import MarkupAST

/// One token of the WHATWG tokenizer (HTML Standard §13.2.5), the only type the tokenizer
/// and the tree builder share.
///
/// Character data comes as runs: the tokenizer may split or join runs anywhere, so the tree
/// builder must not depend on where one run ends. A run may contain U+0000 (the tokenizer
/// reports the parse error; the tree builder decides whether to drop it, per insertion mode).
enum HTMLToken {
    /// A DOCTYPE token (§13.2.5 "DOCTYPE token").
    case doctype(HTMLDoctypeToken)
    /// A start tag.
    case startTag(HTMLTagToken)
    /// An end tag (attributes, if any were written, are kept but carry no meaning).
    case endTag(HTMLTagToken)
    /// A comment's data.
    case comment(String, SourceSpan)
    /// A run of character tokens.
    case characters(String, SourceSpan)
    /// The end of the input.
    case endOfFile
}

/// A DOCTYPE token's fields; `nil` means "missing", which the spec tells apart from empty.
struct HTMLDoctypeToken {
    var name: String?
    var publicIdentifier: String?
    var systemIdentifier: String?
    var forceQuirks: Bool = false
    var span: SourceSpan
}

/// A start or end tag token.
struct HTMLTagToken {
    /// The tag name, lower-cased as the tokenizer does (ASCII upper alpha only).
    var name: String
    /// The known HTML element this name denotes, or `.unknown`; lets the tree builder
    /// compare enum cases instead of strings on its hot paths.
    var tag: HTMLTagName
    /// Attributes in source order; duplicates already dropped (the first one wins).
    var attributes: [HTMLAttribute]
    /// `<br/>`: the self-closing flag.
    var selfClosing: Bool
    /// The bytes of the whole tag in the input, `<` to `>` inclusive.
    var span: SourceSpan
}

/// One attribute of a tag token or an element.
public struct HTMLAttribute: Hashable, Sendable {
    /// The name, lower-cased for HTML elements; adjusted (e.g. `viewBox`) in foreign content.
    public var name: String
    /// The value with character references resolved; empty for a boolean attribute.
    public var value: String
    /// The namespace prefix of an adjusted foreign attribute (`xlink`, `xml`, `xmlns`), else `nil`.
    public var prefix: String?

    /// Creates an attribute.
    public init(name: String, value: String, prefix: String? = nil) {
        self.name = name
        self.value = value
        self.prefix = prefix
    }
}
