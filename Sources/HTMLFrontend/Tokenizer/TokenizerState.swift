/// The states of the tokenizer state machine, one case per state of the HTML Standard,
/// §13.2.5.1–§13.2.5.80, in the order the standard lists them.
///
/// The tree builder sets ``rcdata``, ``rawtext``, ``scriptData`` or ``plaintext`` after
/// it inserts an element whose content is text (§13.2.6.2); every other state is entered
/// only by the tokenizer itself.
enum TokenizerState: UInt8, Hashable, Sendable {
    /// §13.2.5.1 Data state.
    case data
    /// §13.2.5.2 RCDATA state.
    case rcdata
    /// §13.2.5.3 RAWTEXT state.
    case rawtext
    /// §13.2.5.4 Script data state.
    case scriptData
    /// §13.2.5.5 PLAINTEXT state.
    case plaintext
    /// §13.2.5.6 Tag open state.
    case tagOpen
    /// §13.2.5.7 End tag open state.
    case endTagOpen
    /// §13.2.5.8 Tag name state.
    case tagName
    /// §13.2.5.9 RCDATA less-than sign state.
    case rcdataLessThanSign
    /// §13.2.5.10 RCDATA end tag open state.
    case rcdataEndTagOpen
    /// §13.2.5.11 RCDATA end tag name state.
    case rcdataEndTagName
    /// §13.2.5.12 RAWTEXT less-than sign state.
    case rawtextLessThanSign
    /// §13.2.5.13 RAWTEXT end tag open state.
    case rawtextEndTagOpen
    /// §13.2.5.14 RAWTEXT end tag name state.
    case rawtextEndTagName
    /// §13.2.5.15 Script data less-than sign state.
    case scriptDataLessThanSign
    /// §13.2.5.16 Script data end tag open state.
    case scriptDataEndTagOpen
    /// §13.2.5.17 Script data end tag name state.
    case scriptDataEndTagName
    /// §13.2.5.18 Script data escape start state.
    case scriptDataEscapeStart
    /// §13.2.5.19 Script data escape start dash state.
    case scriptDataEscapeStartDash
    /// §13.2.5.20 Script data escaped state.
    case scriptDataEscaped
    /// §13.2.5.21 Script data escaped dash state.
    case scriptDataEscapedDash
    /// §13.2.5.22 Script data escaped dash dash state.
    case scriptDataEscapedDashDash
    /// §13.2.5.23 Script data escaped less-than sign state.
    case scriptDataEscapedLessThanSign
    /// §13.2.5.24 Script data escaped end tag open state.
    case scriptDataEscapedEndTagOpen
    /// §13.2.5.25 Script data escaped end tag name state.
    case scriptDataEscapedEndTagName
    /// §13.2.5.26 Script data double escape start state.
    case scriptDataDoubleEscapeStart
    /// §13.2.5.27 Script data double escaped state.
    case scriptDataDoubleEscaped
    /// §13.2.5.28 Script data double escaped dash state.
    case scriptDataDoubleEscapedDash
    /// §13.2.5.29 Script data double escaped dash dash state.
    case scriptDataDoubleEscapedDashDash
    /// §13.2.5.30 Script data double escaped less-than sign state.
    case scriptDataDoubleEscapedLessThanSign
    /// §13.2.5.31 Script data double escape end state.
    case scriptDataDoubleEscapeEnd
    /// §13.2.5.32 Before attribute name state.
    case beforeAttributeName
    /// §13.2.5.33 Attribute name state.
    case attributeName
    /// §13.2.5.34 After attribute name state.
    case afterAttributeName
    /// §13.2.5.35 Before attribute value state.
    case beforeAttributeValue
    /// §13.2.5.36 Attribute value (double-quoted) state.
    case attributeValueDoubleQuoted
    /// §13.2.5.37 Attribute value (single-quoted) state.
    case attributeValueSingleQuoted
    /// §13.2.5.38 Attribute value (unquoted) state.
    case attributeValueUnquoted
    /// §13.2.5.39 After attribute value (quoted) state.
    case afterAttributeValueQuoted
    /// §13.2.5.40 Self-closing start tag state.
    case selfClosingStartTag
    /// §13.2.5.41 Bogus comment state.
    case bogusComment
    /// §13.2.5.42 Markup declaration open state.
    case markupDeclarationOpen
    /// §13.2.5.43 Comment start state.
    case commentStart
    /// §13.2.5.44 Comment start dash state.
    case commentStartDash
    /// §13.2.5.45 Comment state.
    case comment
    /// §13.2.5.46 Comment less-than sign state.
    case commentLessThanSign
    /// §13.2.5.47 Comment less-than sign bang state.
    case commentLessThanSignBang
    /// §13.2.5.48 Comment less-than sign bang dash state.
    case commentLessThanSignBangDash
    /// §13.2.5.49 Comment less-than sign bang dash dash state.
    case commentLessThanSignBangDashDash
    /// §13.2.5.50 Comment end dash state.
    case commentEndDash
    /// §13.2.5.51 Comment end state.
    case commentEnd
    /// §13.2.5.52 Comment end bang state.
    case commentEndBang
    /// §13.2.5.53 DOCTYPE state.
    case doctype
    /// §13.2.5.54 Before DOCTYPE name state.
    case beforeDoctypeName
    /// §13.2.5.55 DOCTYPE name state.
    case doctypeName
    /// §13.2.5.56 After DOCTYPE name state.
    case afterDoctypeName
    /// §13.2.5.57 After DOCTYPE public keyword state.
    case afterDoctypePublicKeyword
    /// §13.2.5.58 Before DOCTYPE public identifier state.
    case beforeDoctypePublicIdentifier
    /// §13.2.5.59 DOCTYPE public identifier (double-quoted) state.
    case doctypePublicIdentifierDoubleQuoted
    /// §13.2.5.60 DOCTYPE public identifier (single-quoted) state.
    case doctypePublicIdentifierSingleQuoted
    /// §13.2.5.61 After DOCTYPE public identifier state.
    case afterDoctypePublicIdentifier
    /// §13.2.5.62 Between DOCTYPE public and system identifiers state.
    case betweenDoctypePublicAndSystemIdentifiers
    /// §13.2.5.63 After DOCTYPE system keyword state.
    case afterDoctypeSystemKeyword
    /// §13.2.5.64 Before DOCTYPE system identifier state.
    case beforeDoctypeSystemIdentifier
    /// §13.2.5.65 DOCTYPE system identifier (double-quoted) state.
    case doctypeSystemIdentifierDoubleQuoted
    /// §13.2.5.66 DOCTYPE system identifier (single-quoted) state.
    case doctypeSystemIdentifierSingleQuoted
    /// §13.2.5.67 After DOCTYPE system identifier state.
    case afterDoctypeSystemIdentifier
    /// §13.2.5.68 Bogus DOCTYPE state.
    case bogusDoctype
    /// §13.2.5.69 CDATA section state.
    case cdataSection
    /// §13.2.5.70 CDATA section bracket state.
    case cdataSectionBracket
    /// §13.2.5.71 CDATA section end state.
    case cdataSectionEnd
    /// §13.2.5.72 Character reference state.
    case characterReference
    /// §13.2.5.73 Named character reference state.
    case namedCharacterReference
    /// §13.2.5.74 Ambiguous ampersand state.
    case ambiguousAmpersand
    /// §13.2.5.75 Numeric character reference state.
    case numericCharacterReference
    /// §13.2.5.76 Hexadecimal character reference start state.
    case hexadecimalCharacterReferenceStart
    /// §13.2.5.77 Decimal character reference start state.
    case decimalCharacterReferenceStart
    /// §13.2.5.78 Hexadecimal character reference state.
    case hexadecimalCharacterReference
    /// §13.2.5.79 Decimal character reference state.
    case decimalCharacterReference
    /// §13.2.5.80 Numeric character reference end state.
    case numericCharacterReferenceEnd
}
