/// The parse errors the tokenizer reports (HTML Standard §13.2.2 "Parse errors"), named
/// as the standard names them; the raw value is that name.
///
/// A diagnostic for one has the code `html-` followed by the raw value, such as
/// `html-unexpected-null-character`.
///
/// `surrogate-in-input-stream` is absent: the tokenizer reads UTF-8 bytes, where a
/// surrogate code point cannot be encoded (a decoder turns such bytes into U+FFFD).
enum HTMLTokenizerError: String, Hashable, Sendable {
    /// `abrupt-closing-of-empty-comment`.
    case abruptClosingOfEmptyComment = "abrupt-closing-of-empty-comment"
    /// `abrupt-doctype-public-identifier`.
    case abruptDoctypePublicIdentifier = "abrupt-doctype-public-identifier"
    /// `abrupt-doctype-system-identifier`.
    case abruptDoctypeSystemIdentifier = "abrupt-doctype-system-identifier"
    /// `absence-of-digits-in-numeric-character-reference`.
    case absenceOfDigitsInNumericCharacterReference = "absence-of-digits-in-numeric-character-reference"
    /// `cdata-in-html-content`.
    case cdataInHTMLContent = "cdata-in-html-content"
    /// `character-reference-outside-unicode-range`.
    case characterReferenceOutsideUnicodeRange = "character-reference-outside-unicode-range"
    /// `control-character-in-input-stream`.
    case controlCharacterInInputStream = "control-character-in-input-stream"
    /// `control-character-reference`.
    case controlCharacterReference = "control-character-reference"
    /// `duplicate-attribute`.
    case duplicateAttribute = "duplicate-attribute"
    /// `end-tag-with-attributes`.
    case endTagWithAttributes = "end-tag-with-attributes"
    /// `end-tag-with-trailing-solidus`.
    case endTagWithTrailingSolidus = "end-tag-with-trailing-solidus"
    /// `eof-before-tag-name`.
    case eofBeforeTagName = "eof-before-tag-name"
    /// `eof-in-cdata`.
    case eofInCDATA = "eof-in-cdata"
    /// `eof-in-comment`.
    case eofInComment = "eof-in-comment"
    /// `eof-in-doctype`.
    case eofInDoctype = "eof-in-doctype"
    /// `eof-in-script-html-comment-like-text`.
    case eofInScriptHTMLCommentLikeText = "eof-in-script-html-comment-like-text"
    /// `eof-in-tag`.
    case eofInTag = "eof-in-tag"
    /// `incorrectly-closed-comment`.
    case incorrectlyClosedComment = "incorrectly-closed-comment"
    /// `incorrectly-opened-comment`.
    case incorrectlyOpenedComment = "incorrectly-opened-comment"
    /// `invalid-character-sequence-after-doctype-name`.
    case invalidCharacterSequenceAfterDoctypeName = "invalid-character-sequence-after-doctype-name"
    /// `invalid-first-character-of-tag-name`.
    case invalidFirstCharacterOfTagName = "invalid-first-character-of-tag-name"
    /// `missing-attribute-value`.
    case missingAttributeValue = "missing-attribute-value"
    /// `missing-doctype-name`.
    case missingDoctypeName = "missing-doctype-name"
    /// `missing-doctype-public-identifier`.
    case missingDoctypePublicIdentifier = "missing-doctype-public-identifier"
    /// `missing-doctype-system-identifier`.
    case missingDoctypeSystemIdentifier = "missing-doctype-system-identifier"
    /// `missing-end-tag-name`.
    case missingEndTagName = "missing-end-tag-name"
    /// `missing-quote-before-doctype-public-identifier`.
    case missingQuoteBeforeDoctypePublicIdentifier = "missing-quote-before-doctype-public-identifier"
    /// `missing-quote-before-doctype-system-identifier`.
    case missingQuoteBeforeDoctypeSystemIdentifier = "missing-quote-before-doctype-system-identifier"
    /// `missing-semicolon-after-character-reference`.
    case missingSemicolonAfterCharacterReference = "missing-semicolon-after-character-reference"
    /// `missing-whitespace-after-doctype-public-keyword`.
    case missingWhitespaceAfterDoctypePublicKeyword = "missing-whitespace-after-doctype-public-keyword"
    /// `missing-whitespace-after-doctype-system-keyword`.
    case missingWhitespaceAfterDoctypeSystemKeyword = "missing-whitespace-after-doctype-system-keyword"
    /// `missing-whitespace-before-doctype-name`.
    case missingWhitespaceBeforeDoctypeName = "missing-whitespace-before-doctype-name"
    /// `missing-whitespace-between-attributes`.
    case missingWhitespaceBetweenAttributes = "missing-whitespace-between-attributes"
    /// `missing-whitespace-between-doctype-public-and-system-identifiers`.
    case missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers = "missing-whitespace-between-doctype-public-and-system-identifiers"
    /// `nested-comment`.
    case nestedComment = "nested-comment"
    /// `noncharacter-character-reference`.
    case noncharacterCharacterReference = "noncharacter-character-reference"
    /// `noncharacter-in-input-stream`.
    case noncharacterInInputStream = "noncharacter-in-input-stream"
    /// `null-character-reference`.
    case nullCharacterReference = "null-character-reference"
    /// `surrogate-character-reference`.
    case surrogateCharacterReference = "surrogate-character-reference"
    /// `unexpected-character-after-doctype-system-identifier`.
    case unexpectedCharacterAfterDoctypeSystemIdentifier = "unexpected-character-after-doctype-system-identifier"
    /// `unexpected-character-in-attribute-name`.
    case unexpectedCharacterInAttributeName = "unexpected-character-in-attribute-name"
    /// `unexpected-character-in-unquoted-attribute-value`.
    case unexpectedCharacterInUnquotedAttributeValue = "unexpected-character-in-unquoted-attribute-value"
    /// `unexpected-equals-sign-before-attribute-name`.
    case unexpectedEqualsSignBeforeAttributeName = "unexpected-equals-sign-before-attribute-name"
    /// `unexpected-null-character`.
    case unexpectedNullCharacter = "unexpected-null-character"
    /// `unexpected-question-mark-instead-of-tag-name`.
    case unexpectedQuestionMarkInsteadOfTagName = "unexpected-question-mark-instead-of-tag-name"
    /// `unexpected-solidus-in-tag`.
    case unexpectedSolidusInTag = "unexpected-solidus-in-tag"
    /// `unknown-named-character-reference`.
    case unknownNamedCharacterReference = "unknown-named-character-reference"

    /// The diagnostic code: `html-` and the standard's name.
    var diagnosticCode: String { "html-" + rawValue }

    /// A readable message: the standard's name with spaces.
    var message: String {
        String(decoding: rawValue.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
