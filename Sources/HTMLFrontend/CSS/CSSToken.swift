/// One token of the CSS tokenizer (CSS Syntax 3 §4), as the inline-style parser keeps it.
///
/// Text (an identifier's name, a string's value, a dimension's unit…) is a byte range
/// either in the input or, when escapes or U+0000 had to be decoded, in the tokenizer's
/// scratch buffer. Function and block tokens also record where their contents end, so value
/// parsers can skip over them.
struct CSSToken {
    /// The token types of CSS Syntax 3 §4; comments produce none.
    enum Kind: UInt8 {
        case ident
        case function
        case atKeyword
        case hash
        case string
        case badString
        case url
        case badURL
        case delim
        case number
        case percentage
        case dimension
        case whitespace
        case cdo
        case cdc
        case colon
        case semicolon
        case comma
        case openSquare
        case closeSquare
        case openParenthesis
        case closeParenthesis
        case openCurly
        case closeCurly
    }

    var kind: Kind
    /// The byte of a `delim` token (always ASCII: every non-ASCII code point starts an ident).
    var delimiter: UInt8 = 0
    /// Whether a number, percentage or dimension was written as an integer ("type flag").
    var isInteger = false
    /// Whether the text range is in the scratch buffer rather than the input.
    var textIsDecoded = false
    /// The numeric value of a number, percentage or dimension (may be infinite on overflow).
    var number: Double = 0
    /// Start of the text in the input or the scratch buffer.
    var textStart = 0
    /// End of the text.
    var textEnd = 0
    /// For `function`, `(`, `[` and `{` in a component list: the index of the matching
    /// close token, or the list's end when the block is unclosed. Else `index + 1`.
    var contentsEnd = 0
    /// The index of the next component at the same nesting level.
    var next = 0

    init(kind: Kind) {
        self.kind = kind
    }

    /// Whether the token opens a nested block (a function, `(`, `[` or `{`).
    var opensBlock: Bool {
        kind == .function || kind == .openParenthesis || kind == .openSquare || kind == .openCurly
    }

    /// The token kind that closes this block token.
    var closingKind: Kind? {
        switch kind {
        case .function, .openParenthesis: .closeParenthesis
        case .openSquare: .closeSquare
        case .openCurly: .closeCurly
        default: nil
        }
    }
}
