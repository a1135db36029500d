import MarkupAST

/// The character reference states (§13.2.5.72–80): `&name;`, `&#123;` and `&#x1F;` in
/// text and attribute values.
extension HTMLTokenizer {
    /// Code points §13.2.5.80 puts in place of numeric references to C1 controls
    /// (0x80–0x9F), indexed by the code minus 0x80; 0 where a code keeps its value.
    static let c1Replacements: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The largest code point; references above it become U+FFFD.
    static let maximumCodePoint: UInt32 = 0x10FFFF

    /// Whether the return state is one of the attribute value states: the reference is
    /// "consumed as part of an attribute" (§13.2.4).
    var isInAttribute: Bool {
        switch returnState {
        case .attributeValueDoubleQuoted, .attributeValueSingleQuoted, .attributeValueUnquoted: true
        default: false
        }
    }

    /// "Flush code points consumed as a character reference" (§13.2.4): the temporary
    /// buffer goes to the attribute value, or out as character tokens that come from the
    /// input from the `&` to `end`.
    mutating func flushCharacterReference(to end: Int) {
        if isInAttribute {
            attributeValue.append(contentsOf: temporaryBuffer)
        } else {
            emitCharacters(temporaryBuffer, from: characterReferenceStart, to: end)
        }
    }

    /// §13.2.5.72 Character reference state.
    mutating func characterReferenceState(_ input: Input) {
        Self.clear(&temporaryBuffer)
        temporaryBuffer.append(UInt8(Self.ampersand))
        let character = consume(input)
        if Self.isAlphanumeric(character) {
            reconsume(in: .namedCharacterReference)
        } else if character == Self.numberSign {
            temporaryBuffer.append(UInt8(Self.numberSign))
            state = .numericCharacterReference
        } else {
            flushCharacterReference(to: characterStart)
            reconsume(in: returnState)
        }
    }

    /// §13.2.5.73 Named character reference state: the longest name of the table that the
    /// input continues with, if any.
    mutating func namedCharacterReferenceState(_ input: Input) {
        let table = NamedCharacterReferenceTable.shared
        guard let match = table.longestMatch(in: input, from: position) else {
            flushCharacterReference(to: position)
            state = .ambiguousAmpersand
            return
        }
        let name = table.name(of: match.entry)
        let endsWithSemicolon = name.last == UInt8(Self.semicolon)
        let end = position + match.length
        if isInAttribute, !endsWithSemicolon, end < input.count {
            let next = Int(input[end])
            if next == Self.equalsSign || Self.isAlphanumeric(next) {
                // For historical reasons, `&amp=` and `&notit` stay as written in attributes.
                temporaryBuffer.append(contentsOf: name)
                position = end
                flushCharacterReference(to: end)
                state = returnState
                return
            }
        }
        position = end
        if !endsWithSemicolon {
            characterStart = end
            parseError(.missingSemicolonAfterCharacterReference)
        }
        Self.clear(&temporaryBuffer)
        temporaryBuffer.append(contentsOf: table.value(of: match.entry))
        flushCharacterReference(to: end)
        state = returnState
    }

    /// §13.2.5.74 Ambiguous ampersand state.
    mutating func ambiguousAmpersandState(_ input: Input) {
        let character = consume(input)
        if Self.isAlphanumeric(character) {
            let byte = UInt8(truncatingIfNeeded: character)
            if isInAttribute {
                attributeValue.append(byte)
            } else {
                emitCharacter(byte)
            }
        } else {
            if character == Self.semicolon { parseError(.unknownNamedCharacterReference) }
            reconsume(in: returnState)
        }
    }

    /// §13.2.5.75 Numeric character reference state.
    mutating func numericCharacterReferenceState(_ input: Input) {
        characterReferenceCode = 0
        let character = consume(input)
        if character == Self.latinSmallX || character == Self.latinCapitalX {
            temporaryBuffer.append(UInt8(truncatingIfNeeded: character))
            state = .hexadecimalCharacterReferenceStart
        } else {
            reconsume(in: .decimalCharacterReferenceStart)
        }
    }

    /// §13.2.5.76 Hexadecimal character reference start state and §13.2.5.77 decimal
    /// character reference start state.
    mutating func numericCharacterReferenceStartState(_ input: Input, hexadecimal: Bool) {
        let character = consume(input)
        if hexadecimal ? Self.hexDigitValue(character) != nil : Self.isDigit(character) {
            reconsume(in: hexadecimal ? .hexadecimalCharacterReference : .decimalCharacterReference)
        } else {
            parseError(.absenceOfDigitsInNumericCharacterReference)
            flushCharacterReference(to: characterStart)
            reconsume(in: returnState)
        }
    }

    /// §13.2.5.78 Hexadecimal character reference state and §13.2.5.79 decimal character
    /// reference state: all the digits at once. The code saturates just above U+10FFFF, so
    /// any number of digits is safe.
    mutating func numericCharacterReferenceDigitsState(_ input: Input, hexadecimal: Bool) {
        let base: UInt32 = hexadecimal ? 16 : 10
        while true {
            let character = consume(input)
            let digit: UInt32? = hexadecimal
                ? Self.hexDigitValue(character)
                : (Self.isDigit(character) ? UInt32(character - 0x30) : nil)
            guard let digit else {
                if character == Self.semicolon {
                    state = .numericCharacterReferenceEnd
                } else {
                    parseError(.missingSemicolonAfterCharacterReference)
                    reconsume(in: .numericCharacterReferenceEnd)
                }
                return
            }
            characterReferenceCode = min(characterReferenceCode * base + digit, Self.maximumCodePoint + 1)
        }
    }

    /// §13.2.5.80 Numeric character reference end state: the code becomes a character,
    /// with the standard's replacements and parse errors.
    mutating func numericCharacterReferenceEndState() {
        var code = characterReferenceCode
        characterStart = position
        switch code {
        case 0:
            parseError(.nullCharacterReference)
            code = 0xFFFD
        case Self.maximumCodePoint + 1 ... UInt32.max:
            parseError(.characterReferenceOutsideUnicodeRange)
            code = 0xFFFD
        case 0xD800...0xDFFF:
            parseError(.surrogateCharacterReference)
            code = 0xFFFD
        case 0xFDD0...0xFDEF:
            parseError(.noncharacterCharacterReference)
        case _ where code & 0xFFFE == 0xFFFE:
            parseError(.noncharacterCharacterReference)
        case 0x0D, 0x01...0x08, 0x0B, 0x0E...0x1F, 0x7F...0x9F:
            parseError(.controlCharacterReference)
            if code >= 0x80, code <= 0x9F {
                let replacement = Self.c1Replacements[Int(code - 0x80)]
                if replacement != 0 { code = replacement }
            }
            if replacesControlCharacterReferences, let scalar = Unicode.Scalar(code), UTF8Input.isReplacedControl(scalar) {
                code = 0xFFFD
            }
        case 0x0C where replacesControlCharacterReferences:
            // Not an error (form feed is ASCII white space), but what a form feed byte in
            // the input becomes (UTF8Input): a space, so no reader of the tree (the JSON
            // readers replace it too) sees a form feed that the bytes could not carry.
            code = 0x20
        default:
            break
        }
        Self.clear(&temporaryBuffer)
        Self.appendUTF8(code, to: &temporaryBuffer)
        flushCharacterReference(to: position)
        state = returnState
    }

    /// Appends the UTF-8 encoding of `code` (a scalar value: not a surrogate, at most
    /// U+10FFFF; anything else becomes U+FFFD).
    static func appendUTF8(_ code: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(code) else {
            bytes.append(contentsOf: replacementCharacter)
            return
        }
        bytes.append(contentsOf: scalar.utf8)
    }
}
