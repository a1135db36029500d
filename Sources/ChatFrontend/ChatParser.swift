import MarkupAST

/// Chat markup → ``MarkupAST/Document``: gonzalezreal/Markup's syntax and the Slack,
/// WhatsApp and Telegram flavours (see ``MarkupAST/ChatFlavor`` for what each holds).
///
/// The rules, shared by every flavour:
/// - A newline is a hard line break; one or more blank lines (empty or only whitespace)
///   separate paragraphs. `\r\n` and a lone `\r` are newlines too.
/// - Inline markup never spans a line: a delimiter still open at the end of its line is
///   literal text, as is any unmatched or crossed delimiter.
/// - Markup, Slack and WhatsApp follow gonzalezreal/Markup's delimiter rules: a left
///   delimiter is preceded by whitespace, punctuation or the line start and not followed
///   by whitespace; a right delimiter is not preceded by whitespace and is followed by
///   whitespace, punctuation or the line end (``MarkupAST/ChatCharacterClass`` says what
///   counts as which, emoji and CJK included). A delimiter closes the nearest open one of
///   its kind (delimiters opened after it become literal); a kind already open does not
///   open again; a right delimiter directly after its left one does not close (`**` is
///   text). So `Hello *_world*_` is strong `_world` then a literal `_`, `_6*4*8_` is
///   emphasis with literal stars and `_Quick_zephyrs_blow_` is one emphasis.
/// - Telegram follows MarkdownV2: every unescaped delimiter opens or closes its kind;
///   `__` is read greedily before `_`; a backslash makes any ASCII character literal.
/// - Flavours without a backslash read U+2060 WORD JOINER before an ASCII punctuation
///   character as its escape: the character is literal and the joiner is dropped.
///
/// The parser works on UTF-8 bytes in one pass with at most six open delimiters, so its
/// time is linear in the input (no backtracking: each forward search that fails is
/// remembered for the rest of its line or document).
///
/// ```swift
/// let result = ChatParser(options: ChatParseOptions(flavor: .markup)).parse(text: "Hello *_world*_")
/// print(result.document.dump)
/// // document
/// //   paragraph
/// //     text "Hello "
/// //     strong
/// //       text "_world"
/// //     text "_"
/// ```
public struct ChatParser: DocumentParser {
    /// The options fixed at creation.
    public let options: ChatParseOptions

    /// Creates a parser.
    public init(options: ChatParseOptions = ChatParseOptions()) {
        self.options = options
    }

    /// Parses bytes that are valid UTF-8 without a byte-order mark.
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        let blocks = bytes.withUnsafeBufferPointer { buffer in
            var parser = ChatBlockParser(flavor: options.flavor, bytes: buffer)
            return parser.parse()
        }
        return ParseResult(document: Document(blocks: blocks))
    }
}
