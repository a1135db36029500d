/// The states that read a DOCTYPE (§13.2.5.53–68).
extension HTMLTokenizer {
    /// Starts a new DOCTYPE token: every field missing, force-quirks off.
    mutating func beginDoctype() {
        doctypeName = nil
        doctypePublicIdentifier = nil
        doctypeSystemIdentifier = nil
        doctypeForceQuirks = false
    }

    /// Queues the current DOCTYPE token, spanning from its `<` to the current position.
    mutating func emitDoctype() {
        let token = HTMLDoctypeToken(
            name: doctypeName.map { String(decoding: $0, as: UTF8.self) },
            publicIdentifier: doctypePublicIdentifier.map { String(decoding: $0, as: UTF8.self) },
            systemIdentifier: doctypeSystemIdentifier.map { String(decoding: $0, as: UTF8.self) },
            forceQuirks: doctypeForceQuirks,
            span: span(tokenStart, position)
        )
        emit(.doctype(token))
    }

    /// The end of the input inside a DOCTYPE: eof-in-doctype, force-quirks on, the DOCTYPE,
    /// then the end.
    mutating func endOfInputInDoctype() {
        parseError(.eofInDoctype)
        doctypeForceQuirks = true
        emitDoctype()
        emitEndOfFile()
    }

    /// A `>` that ends the DOCTYPE early: `error`, force-quirks on, the DOCTYPE.
    mutating func abruptDoctypeEnd(_ error: HTMLTokenizerError) {
        parseError(error)
        doctypeForceQuirks = true
        state = .data
        emitDoctype()
    }

    /// Appends `character` to a DOCTYPE field, NUL as U+FFFD (the caller reports it).
    static func appendDoctypeCharacter(_ character: Int, to field: inout [UInt8]?) {
        if character == null {
            field?.append(contentsOf: replacementCharacter)
        } else {
            field?.append(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.53 DOCTYPE state.
    mutating func doctypeState(_ input: Input) {
        let character = consume(input)
        if Self.isWhitespace(character) {
            state = .beforeDoctypeName
        } else if character == Self.greaterThanSign {
            reconsume(in: .beforeDoctypeName)
        } else if character == Self.endOfInput {
            beginDoctype()
            endOfInputInDoctype()
        } else {
            parseError(.missingWhitespaceBeforeDoctypeName)
            reconsume(in: .beforeDoctypeName)
        }
    }

    /// §13.2.5.54 Before DOCTYPE name state.
    mutating func beforeDoctypeNameState(_ input: Input) {
        let character = consume(input)
        if Self.isWhitespace(character) { return }
        beginDoctype()
        switch character {
        case Self.greaterThanSign:
            abruptDoctypeEnd(.missingDoctypeName)
        case Self.endOfInput:
            endOfInputInDoctype()
        default:
            if character == Self.null { parseError(.unexpectedNullCharacter) }
            doctypeName = []
            Self.appendDoctypeCharacter(Self.isUpperAlpha(character) ? character | 0x20 : character, to: &doctypeName)
            state = .doctypeName
        }
    }

    /// §13.2.5.55 DOCTYPE name state.
    mutating func doctypeNameState(_ input: Input) {
        let character = consume(input)
        if Self.isWhitespace(character) {
            state = .afterDoctypeName
        } else if character == Self.greaterThanSign {
            state = .data
            emitDoctype()
        } else if character == Self.endOfInput {
            endOfInputInDoctype()
        } else {
            if character == Self.null { parseError(.unexpectedNullCharacter) }
            Self.appendDoctypeCharacter(Self.isUpperAlpha(character) ? character | 0x20 : character, to: &doctypeName)
        }
    }

    /// §13.2.5.56 After DOCTYPE name state.
    mutating func afterDoctypeNameState(_ input: Input) {
        let character = consume(input)
        if Self.isWhitespace(character) { return }
        switch character {
        case Self.greaterThanSign:
            state = .data
            emitDoctype()
        case Self.endOfInput:
            endOfInputInDoctype()
        default:
            position = characterStart
            if consumeIfNext(input, "PUBLIC", ignoringCase: true) {
                state = .afterDoctypePublicKeyword
            } else if consumeIfNext(input, "SYSTEM", ignoringCase: true) {
                state = .afterDoctypeSystemKeyword
            } else {
                parseError(.invalidCharacterSequenceAfterDoctypeName)
                doctypeForceQuirks = true
                reconsume(in: .bogusDoctype)
            }
        }
    }

    /// §13.2.5.57 After DOCTYPE public keyword state and §13.2.5.63 after DOCTYPE system
    /// keyword state.
    mutating func afterDoctypeKeywordState(_ input: Input, system: Bool) {
        let character = consume(input)
        if Self.isWhitespace(character) {
            state = system ? .beforeDoctypeSystemIdentifier : .beforeDoctypePublicIdentifier
        } else if character == Self.quotationMark || character == Self.apostrophe {
            parseError(system ? .missingWhitespaceAfterDoctypeSystemKeyword : .missingWhitespaceAfterDoctypePublicKeyword)
            beginDoctypeIdentifier(system: system, quote: character)
        } else {
            doctypeIdentifierMissing(character, system: system)
        }
    }

    /// §13.2.5.58 Before DOCTYPE public identifier state and §13.2.5.64 before DOCTYPE
    /// system identifier state.
    mutating func beforeDoctypeIdentifierState(_ input: Input, system: Bool) {
        let character = consume(input)
        if Self.isWhitespace(character) { return }
        if character == Self.quotationMark || character == Self.apostrophe {
            beginDoctypeIdentifier(system: system, quote: character)
        } else {
            doctypeIdentifierMissing(character, system: system)
        }
    }

    /// Sets the public or system identifier to the empty string and switches to the state
    /// that reads it up to `quote`.
    mutating func beginDoctypeIdentifier(system: Bool, quote: Int) {
        let doubleQuoted = quote == Self.quotationMark
        if system {
            doctypeSystemIdentifier = []
            state = doubleQuoted ? .doctypeSystemIdentifierDoubleQuoted : .doctypeSystemIdentifierSingleQuoted
        } else {
            doctypePublicIdentifier = []
            state = doubleQuoted ? .doctypePublicIdentifierDoubleQuoted : .doctypePublicIdentifierSingleQuoted
        }
    }

    /// The branches shared by the states that expect a quoted identifier and find `>`, the
    /// end of the input or another character instead.
    mutating func doctypeIdentifierMissing(_ character: Int, system: Bool) {
        switch character {
        case Self.greaterThanSign:
            abruptDoctypeEnd(system ? .missingDoctypeSystemIdentifier : .missingDoctypePublicIdentifier)
        case Self.endOfInput:
            endOfInputInDoctype()
        default:
            parseError(system ? .missingQuoteBeforeDoctypeSystemIdentifier : .missingQuoteBeforeDoctypePublicIdentifier)
            doctypeForceQuirks = true
            reconsume(in: .bogusDoctype)
        }
    }

    /// §13.2.5.59–60 DOCTYPE public identifier (double- and single-quoted) states and
    /// §13.2.5.65–66 DOCTYPE system identifier (double- and single-quoted) states.
    mutating func doctypeIdentifierState(_ input: Input, system: Bool, quote: Int) {
        let character = consume(input)
        switch character {
        case quote:
            state = system ? .afterDoctypeSystemIdentifier : .afterDoctypePublicIdentifier
        case Self.greaterThanSign:
            abruptDoctypeEnd(system ? .abruptDoctypeSystemIdentifier : .abruptDoctypePublicIdentifier)
        case Self.endOfInput:
            endOfInputInDoctype()
        default:
            if character == Self.null { parseError(.unexpectedNullCharacter) }
            if system {
                Self.appendDoctypeCharacter(character, to: &doctypeSystemIdentifier)
            } else {
                Self.appendDoctypeCharacter(character, to: &doctypePublicIdentifier)
            }
        }
    }

    /// §13.2.5.61 After DOCTYPE public identifier state (`between == false`) and §13.2.5.62
    /// between DOCTYPE public and system identifiers state (`between == true`).
    mutating func afterDoctypePublicIdentifierState(_ input: Input, between: Bool) {
        let character = consume(input)
        if Self.isWhitespace(character) {
            state = .betweenDoctypePublicAndSystemIdentifiers
            return
        }
        switch character {
        case Self.greaterThanSign:
            state = .data
            emitDoctype()
        case Self.quotationMark, Self.apostrophe:
            if !between { parseError(.missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers) }
            beginDoctypeIdentifier(system: true, quote: character)
        case Self.endOfInput:
            endOfInputInDoctype()
        default:
            parseError(.missingQuoteBeforeDoctypeSystemIdentifier)
            doctypeForceQuirks = true
            reconsume(in: .bogusDoctype)
        }
    }

    /// §13.2.5.67 After DOCTYPE system identifier state.
    mutating func afterDoctypeSystemIdentifierState(_ input: Input) {
        let character = consume(input)
        if Self.isWhitespace(character) { return }
        switch character {
        case Self.greaterThanSign:
            state = .data
            emitDoctype()
        case Self.endOfInput:
            endOfInputInDoctype()
        default:
            parseError(.unexpectedCharacterAfterDoctypeSystemIdentifier)
            reconsume(in: .bogusDoctype)
        }
    }

    /// §13.2.5.68 Bogus DOCTYPE state.
    mutating func bogusDoctypeState(_ input: Input) {
        switch consume(input) {
        case Self.greaterThanSign:
            state = .data
            emitDoctype()
        case Self.null:
            parseError(.unexpectedNullCharacter)
        case Self.endOfInput:
            emitDoctype()
            emitEndOfFile()
        default:
            break
        }
    }
}
